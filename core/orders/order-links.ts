/** The customer's private status link (a path; prefix the public base URL for e-mails). */
export function statusPath(orderNumber: string, accessToken: string): string {
  return `/orders/${orderNumber}?token=${encodeURIComponent(accessToken)}`;
}
