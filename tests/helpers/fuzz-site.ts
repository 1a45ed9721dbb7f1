import type { InjectOptions } from 'fastify';
import { WRONG_CONTENT_TYPES, type Fuzzer } from './fuzz';

/** An order the fuzzed order pages can name, so their actions go past the lookup. */
export interface SiteTarget {
  orderNumber: string;
  token: string;
  /** The site's own origin: the staff area refuses a post without it. */
  origin: string;
  /** A tariff of Germany, so an order posted from its form can be made. */
  tariffId: number;
}

export interface SiteAction {
  /** React Router's id of the route module (its file under app/ without the extension). */
  routeId: string;
  path: (target: SiteTarget, param: (valid: string) => string) => string;
  /** A valid form of the action (for the target's order or tariff where it needs one). */
  fields: Record<string, string> | ((target: SiteTarget) => Record<string, string>);
  /** Fewer for a costly action (a sign-in hashes a password). */
  requests?: number;
}

/** Every route action a visitor can post to without signing in. */
export const SITE_ACTIONS: SiteAction[] = [
  {
    routeId: 'routes/my-orders/index',
    path: () => '/my-orders',
    fields: { email: 'anna@example.ru' },
  },
  {
    routeId: 'routes/my-orders/enter',
    path: () => '/my-orders/enter',
    fields: { token: 'x'.repeat(43) },
  },
  { routeId: 'routes/my-orders/logout', path: () => '/my-orders/logout', fields: {} },
  {
    routeId: 'routes/order/order-pay',
    path: (o, p) => `/orders/${p(o.orderNumber)}/pay?token=${p(o.token)}`,
    fields: {},
  },
  {
    // «Отменить заказ», confirmed (issue 27).
    routeId: 'routes/order/order-status',
    path: (o, p) => `/orders/${p(o.orderNumber)}?token=${p(o.token)}`,
    fields: { expected: 'new', reason: 'Передумали' },
  },
  {
    routeId: 'routes/order/order-invoice',
    path: (o, p) => `/orders/${p(o.orderNumber)}/invoice?token=${p(o.token)}`,
    fields: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '773601001', address: 'Москва' },
  },
  {
    // The act's buyer, after an online payment (issue 27).
    routeId: 'routes/order/order-act-buyer',
    path: (o, p) => `/orders/${p(o.orderNumber)}/act-buyer?token=${p(o.token)}`,
    fields: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '773601001', address: 'Москва' },
  },
  {
    routeId: 'routes/order/report-link',
    path: (o, p) => `/orders/${p(o.orderNumber)}/report?expires=${p('1999999999')}&sig=${p('abc')}`,
    fields: {},
  },
  {
    routeId: 'routes/payments/test-gateway',
    // No real payment: the fuzz is about the form, not about paying the target order.
    path: (_o, p) => `/test-gateway/${p('tp_00000000')}`,
    fields: { outcome: 'succeeded' },
  },
  {
    routeId: 'routes/admin/index',
    path: () => '/admin1515?index',
    fields: { email: 'staff@example.ru', password: 'неверный пароль' },
    requests: 12,
  },
  { routeId: 'routes/admin/logout', path: () => '/admin1515/logout', fields: {} },
  {
    routeId: 'routes/home',
    path: () => '/?index',
    fields: { name: 'Анна', phone: '8-999-123-45-67', email: 'anna@example.ru', message: 'Вопрос' },
  },
  {
    routeId: 'routes/feedbacks',
    path: () => '/feedbacks',
    fields: {
      author: 'Анна',
      organisation: 'ООО',
      text: 'Отчёт пришёл вовремя, всё понятно.',
      rating: '5',
    },
  },
  {
    // «Получить справку (PDF)» of the sanctions check pages (issue 21): rendered and kept, so
    // fewer posts (each good one counts against the certificate limit anyway).
    routeId: 'routes/sanctions/certificate-issue',
    path: () => '/sanctions/certificates',
    fields: { name: 'Müller GmbH', regCode: 'HRB 777', vatCode: '', country: 'de' },
    requests: 12,
  },
  {
    routeId: 'routes/order/order',
    path: () => '/order?country=de&name=M%C3%BCller%20GmbH',
    fields: (target) => ({
      idempotencyKey: '00000000-0000-4000-8000-000000000001',
      countryCode: 'de',
      'company.name': 'Müller GmbH',
      tariffId: String(target.tariffId),
      language: 'ru',
      contactName: 'Анна',
      email: 'anna@example.ru',
      phone: '+7 916 555-12-34',
      consent: 'on',
    }),
  },
];

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them). */
function percentEncode(text: string): string {
  return Array.from(
    new TextEncoder().encode(text),
    (b) => `%${b.toString(16).padStart(2, '0')}`,
  ).join('');
}

const BROKEN_FORMS = ['%zz=1', 'email=%FF%FE', '=&=&&', 'a', '%', 'token=%00', 'x[]=1&x[a]=2'];

function urlencoded(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');
}

function multipart(fields: Record<string, string>, boundary: string): string {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** One hostile form post to a site action; the kinds of mischief take turns. */
export function formRequest(
  f: Fuzzer,
  i: number,
  action: SiteAction,
  target: SiteTarget,
): InjectOptions {
  const fields = typeof action.fields === 'function' ? action.fields(target) : action.fields;
  const oddPaths = i % 9 === 7;
  const url = action.path(target, (valid) =>
    oddPaths ? percentEncode(f.oddString().slice(0, 300)) : valid,
  );
  const odd = () =>
    Object.fromEntries(Object.keys({ ...fields, extra: '' }).map((k) => [k, f.oddString()]));
  const post = (type: string | undefined, payload: string): InjectOptions => ({
    method: 'POST',
    url,
    headers: {
      ...(type === undefined ? {} : { 'content-type': type }),
      ...(f.next() < 0.5 ? { accept: 'text/html' } : {}),
      // The site's own host, as behind its proxy: React Router refuses an action whose origin
      // differs from the address it was posted to.
      host: new URL(target.origin).host,
      ...(f.next() < 0.7 ? { origin: target.origin } : {}),
    },
    payload,
  });
  const form = 'application/x-www-form-urlencoded';
  switch (i % 9) {
    case 0:
      return post(form, urlencoded(fields));
    case 1:
      return post(form, urlencoded(odd()));
    case 2:
      return post(form, `${urlencoded(fields)}&${f.pick(BROKEN_FORMS)}`);
    case 3:
      return post('multipart/form-data; boundary=fz', multipart(odd(), 'fz'));
    case 4:
      return post(
        f.pick([
          'multipart/form-data',
          'multipart/form-data; boundary=other',
          'multipart/form-data; boundary=fz',
        ]),
        multipart(fields, 'fz').slice(0, f.int(60)),
      );
    case 5:
      return post('application/json', JSON.stringify(fields));
    case 6:
      return post(f.pick([...WRONG_CONTENT_TYPES, undefined]), f.oddString().slice(0, 2000));
    case 7:
      return post(form, `${urlencoded(fields)}&${urlencoded(fields)}`);
    default:
      // A body beyond the limit of any public form.
      return post(form, `${urlencoded(fields)}&pad=${'a'.repeat(1024 * 1024)}`);
  }
}
