/** What the server tells every page about the company behind the site. */
export interface SiteInfo {
  siteName: string;
  phones: string[];
  email: string;
  address: string;
  publicBaseUrl: string;
  stagingBaseUrl?: string;
  /** TEST_SITE: every page then says that payments and orders here are not real. */
  isTestSite: boolean;
}
