import { z } from 'zod';
import type { OrderStatus } from './order-status';
import { singleLineText } from './text';

export const MyOrdersRequest = z.object({
  email: singleLineText({ error: 'Введите e-mail' })
    .trim()
    .toLowerCase()
    .min(1, 'Введите e-mail')
    .max(254, 'Не длиннее 254 символов')
    .pipe(z.email({ error: 'Введите корректную почту' })),
});

export interface MyOrderSummary {
  number: string;
  status: OrderStatus;
  createdAt: string;
  companyName: string;
  countryName: string;
  tariffName: string;
  price: number;
  currency: string;
  /** The order's private page, where the report and the documents are. */
  statusPath: string;
  files: { id: number; fileName: string; kind: 'report' | 'appendix' }[];
  documents: { kind: 'invoice' | 'act'; path: string }[];
}

/** The name of the customer's session cookie (Secure and `__Host-` behind TLS). */
export function customerCookieName(isSecure: boolean): string {
  return isSecure ? '__Host-customer_session' : 'customer_session';
}

export const CUSTOMER_SESSION_HOURS = 24;

export function customerSessionCookie(
  token: string,
  isSecure: boolean,
  maxAgeSeconds: number,
): string {
  return [
    `${customerCookieName(isSecure)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}
