import path from 'node:path';
import type { AppServices } from '../../contracts/app-services';
import type { Config } from '../config';
import { loadContent, summarise, type ContentLibrary } from './load-content';
import { normalizeBaseUrl } from '../../contracts/base-url';

/** The values that `{{name}}` placeholders in legal texts and pages stand for. */
function contentPlaceholders(config: Config): Record<string, string> {
  return {
    operatorName: config.OPERATOR_NAME,
    operatorInn: config.OPERATOR_INN,
    operatorOgrn: config.OPERATOR_OGRN,
    operatorAddress: config.OPERATOR_ADDRESS ?? config.SITE_ADDRESS,
    address: config.SITE_ADDRESS,
    email: config.SITE_EMAIL,
    phone: config.SITE_PHONE_1,
    phone2: config.SITE_PHONE_2,
    siteUrl: normalizeBaseUrl(config.PUBLIC_BASE_URL),
    siteName: config.SITE_NAME,
  };
}

/** Articles and pages, read from disk once per process and then served from memory. */
export function contentServices(config: Config): AppServices['content'] {
  let library: Promise<ContentLibrary> | undefined;
  const load = () =>
    (library ??= loadContent(path.resolve(config.CONTENT_DIR), contentPlaceholders(config)));
  return {
    listArticles: async () => (await load()).articles.map(summarise),
    getArticle: async (slug) => (await load()).articles.find((a) => a.slug === slug) ?? null,
    getPage: async (slug) => (await load()).pages.get(slug) ?? null,
  };
}
