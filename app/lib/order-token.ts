/** The private link's token of a customer's order page (or its sub-pages). */
export function orderToken(request: Request): string | null {
  return new URL(request.url).searchParams.get('token');
}

export function orderPagePath(number: string, token: string | null): string {
  // The number comes from the URL as typed: encoded again, so a Location header can carry it.
  return `/orders/${encodeURIComponent(number)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/** Marks the status page the order form lands on: it then shows the confirmation. */
export const PLACED_PARAM = 'placed';

/**
 * Where the order form sends the browser once the order exists (303 after the POST): the
 * order's own status page, so a reload, Back or Forward shows the order again, never a blank
 * form that would tempt the customer to order twice.
 */
export function placedOrderPath(statusPath: string): string {
  const url = new URL(statusPath, 'http://site.invalid');
  url.searchParams.set(PLACED_PARAM, '1');
  return `${url.pathname}${url.search}`;
}
