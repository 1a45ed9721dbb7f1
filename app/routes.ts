import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // The staff area (decisions.md section 4): its own layout, every page behind a login.
  route('admin1515', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('logout', 'routes/admin/logout.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('company_reports', 'routes/admin/orders/queue.tsx'),
    route('company_reports/:number', 'routes/admin/orders/order.tsx'),
    route('company_reports/:number/files/:fileId', 'routes/admin/orders/file.ts'),
    route('company_reports/:number/documents/:kind', 'routes/admin/orders/document.ts'),
    route('country_content', 'routes/admin/content/countries.tsx'),
    route('country_content/:code', 'routes/admin/content/country.tsx'),
    route('country_content/:code/preview', 'routes/admin/content/preview.ts'),
    route('company_review', 'routes/admin/reviews/reviews.tsx'),
    route('questions', 'routes/admin/inbox/questions.tsx'),
    route('questions/:id', 'routes/admin/inbox/question.tsx'),
    route('mail', 'routes/admin/inbox/mail.tsx'),
    route('mail/:id', 'routes/admin/inbox/mail-message.tsx'),
    route('sanctions', 'routes/admin/sanctions.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // The built-in test payment gateway stands apart from the site, as a provider's page would.
  route('test-gateway/:id', 'routes/payments/test-gateway.tsx'),
  layout('routes/_layout.tsx', [
    index('routes/home.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('feedbacks', 'routes/feedbacks.tsx'),
    route('countries', 'routes/countries/index.tsx'),
    route('countries/continent/:continent', 'routes/countries/continent.tsx'),
    route('countries/country/:id', 'routes/countries/country.tsx'),
    // The country text as JSON for the home page's dialog (a resource route).
    route('countries/country/:id/content', 'routes/countries/country-content.ts'),
    route('countries/country/:countryId/report/:reportId', 'routes/countries/report.tsx'),
    route('country', 'routes/country.tsx'),
    // «Скачать образец» as a plain link or form, for a browser without JavaScript.
    route('sample-report', 'routes/sample-report.ts'),
    route('tariffs', 'routes/tariffs.tsx'),
    route('payment-success', 'routes/payments/payment-result.tsx', { id: 'payment-success' }),
    route('payment-error', 'routes/payments/payment-result.tsx', { id: 'payment-error' }),
    route('my-orders', 'routes/my-orders/index.tsx'),
    route('my-orders/enter', 'routes/my-orders/enter.tsx'),
    route('my-orders/logout', 'routes/my-orders/logout.ts'),
    ...['about', 'privacy', 'oferta'].map((slug) =>
      route(slug, 'routes/content-page.tsx', { id: `page-${slug}` }),
    ),
    route('order', 'routes/order/order.tsx'),
    route('orders/:number', 'routes/order/order-status.tsx'),
    route('orders/:number/pay', 'routes/order/order-pay.tsx'),
    route('orders/:number/invoice', 'routes/order/order-invoice.tsx'),
    route('orders/:number/act-buyer', 'routes/order/order-act-buyer.tsx'),
    route('orders/:number/files/:fileId', 'routes/order/order-file.ts'),
    route('orders/:number/documents/:kind', 'routes/order/order-document.ts'),
    route('orders/:number/report', 'routes/order/report-link.tsx'),
    route('orders/:number/report/file', 'routes/order/report-link-file.ts'),
    // The free sanctions check (issue 21): of a register company, and of details typed.
    route('sanctions/check', 'routes/sanctions/check.tsx'),
    route('sanctions/company/:companyId', 'routes/sanctions/company-check.tsx'),
    // «Справка о проверке по санкционным спискам» (issue 21): issued, shown, verified.
    route('sanctions/certificates', 'routes/sanctions/certificate-issue.tsx'),
    route('sanctions/certificates/:number', 'routes/sanctions/certificate.tsx'),
    route('sanctions/certificates/:number/pdf', 'routes/sanctions/certificate-pdf.ts'),
    // Articles sit at the top level (/how_to_check, /registry, …); unknown slugs are 404.
    route(':slug', 'routes/article.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
