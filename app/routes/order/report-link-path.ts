/** The e-mailed report link's page and the file behind it share these. */

/** The link's expiry and signature as the e-mail carries them. */
export const linkParams = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return [params.get('expires'), params.get('sig')] as const;
};

/** Where a genuine, fresh report link's file is answered (the same query string follows). */
export const reportFilePath = (orderNumber: string) =>
  `/orders/${encodeURIComponent(orderNumber)}/report/file`;

/** The link's page: the way back from the file's address when the link does not open it. */
export const reportLinkPath = (orderNumber: string) =>
  `/orders/${encodeURIComponent(orderNumber)}/report`;
