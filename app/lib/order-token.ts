/** The private link's token of a customer's order page (or its sub-pages). */
export function orderToken(request: Request): string | null {
  return new URL(request.url).searchParams.get('token');
}

export function orderPagePath(number: string, token: string | null): string {
  // The number comes from the URL as typed: encoded again, so a Location header can carry it.
  return `/orders/${encodeURIComponent(number)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}
