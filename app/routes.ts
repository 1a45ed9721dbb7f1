import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
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
    route('tariffs', 'routes/tariffs.tsx'),
    ...['about', 'privacy', 'oferta', 'payment-success', 'payment-error'].map((slug) =>
      route(slug, 'routes/content-page.tsx', { id: `page-${slug}` }),
    ),
    route('order', 'routes/order/order.tsx'),
    route('orders/:number', 'routes/order/order-status.tsx'),
    // Articles sit at the top level (/how_to_check, /registry, …); unknown slugs are 404.
    route(':slug', 'routes/article.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
