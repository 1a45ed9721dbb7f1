import { z } from 'zod';
import { DownloadError, reason } from './download-error';

/** Where the publishers' files are announced; the tests point these at a local server. */
export const DownloadSources = z.object({
  GLEIF_GOLDEN_COPY_URL: z
    .url({ error: 'GLEIF_GOLDEN_COPY_URL: ожидается адрес http(s)://…' })
    .default('https://goldencopy.gleif.org'),
  COMPANIES_HOUSE_DOWNLOAD_URL: z
    .url({ error: 'COMPANIES_HOUSE_DOWNLOAD_URL: ожидается адрес http(s)://…' })
    .default('https://download.companieshouse.gov.uk'),
});
export type DownloadSources = z.infer<typeof DownloadSources>;

/** A file to download: its address, and its size when the publisher announces one. */
export interface PublishedFile {
  url: string;
  name: string;
  bytes: number | null;
  /** The publication, as the publisher names it (date, time). */
  published: string;
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

async function fetchText(url: string, what: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new DownloadError(`${what}: не удалось соединиться с ${url} (${reason(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new DownloadError(`${what}: сервер ответил ${response.status} на запрос ${url}`);
  }
  return response.text();
}

const GoldenCopyPublish = z.object({
  data: z.object({
    publish_date: z.string().optional(),
    lei2: z.object({
      full_file: z.object({
        csv: z.object({ url: z.url(), size: z.number().int().positive().optional() }),
      }),
    }),
  }),
});

/** The level-1 (LEI-CDF) CSV of GLEIF's latest golden copy, from its publication API. */
export async function latestGleifFile(sources: DownloadSources): Promise<PublishedFile> {
  const what = 'GLEIF';
  const api = new URL(
    'api/v2/golden-copies/publishes/latest',
    withSlash(sources.GLEIF_GOLDEN_COPY_URL),
  );
  const text = await fetchText(api.href, what);
  let parsed: z.infer<typeof GoldenCopyPublish>;
  try {
    parsed = GoldenCopyPublish.parse(JSON.parse(text));
  } catch (error) {
    throw new DownloadError(
      `${what}: ответ ${api.href} не похож на описание золотой копии (нет data.lei2.full_file.csv.url; ${reason(error).slice(0, 200)})`,
    );
  }
  const csv = parsed.data.lei2.full_file.csv;
  return {
    url: csv.url,
    name: decodeURIComponent(new URL(csv.url).pathname.split('/').pop() || 'lei2.csv.zip'),
    bytes: csv.size ?? null,
    published: parsed.data.publish_date ?? '',
  };
}

const CH_FILE = /BasicCompanyDataAsOneFile-(\d{4}-\d{2}-\d{2})\.zip/g;

/** The latest «Free Company Data Product» file, as listed on the Companies House download page. */
export async function latestCompaniesHouseFile(sources: DownloadSources): Promise<PublishedFile> {
  const what = 'Companies House';
  const page = new URL('en_output.html', withSlash(sources.COMPANIES_HOUSE_DOWNLOAD_URL));
  const html = await fetchText(page.href, what);
  const dates = [...html.matchAll(CH_FILE)].map((m) => m[1]!);
  const latest = dates.sort().pop();
  if (!latest)
    throw new DownloadError(
      `${what}: на странице ${page.href} нет ссылки на BasicCompanyDataAsOneFile-ГГГГ-ММ-ДД.zip`,
    );
  const name = `BasicCompanyDataAsOneFile-${latest}.zip`;
  return { url: new URL(name, page).href, name, bytes: null, published: latest };
}
