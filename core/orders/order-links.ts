/** The customer's private status link (a path; prefix the public base URL for e-mails). */
export function statusPath(orderNumber: string, accessToken: string): string {
  return `/orders/${orderNumber}?token=${encodeURIComponent(accessToken)}`;
}

/** The private path of an order's document (the status link's token opens it). */
export function documentPath(number: string, token: string, kind: 'invoice' | 'act'): string {
  return `/orders/${number}/documents/${kind}?token=${encodeURIComponent(token)}`;
}
