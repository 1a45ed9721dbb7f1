/** The forms of a country's staff page; each sends one of these as `intent`. */
export const COUNTRY_INTENTS = [
  'text-save',
  'text-preview',
  'groups',
  'tariff-add',
  'tariff-update',
  'tariff-retire',
  'tariff-restore',
  'sample-upload',
  'sample-remove',
] as const;
export type CountryIntent = (typeof COUNTRY_INTENTS)[number];

/** What the country page's action answers; the form it came from shows it. */
export interface CountryActionData {
  intent: CountryIntent | null;
  ok: boolean;
  message: string | null;
  /** A money move sent without `confirmed=yes`: nothing was done, the page asks first. */
  needsConfirmation?: boolean;
  tariffId?: number;
  errors?: Record<string, string>;
  /** The fields as typed, so a refused form keeps them (also without JavaScript). */
  values?: Record<string, string>;
  /** «Предпросмотр» without JavaScript: the text as typed and its rendering. */
  content?: string;
  previewHtml?: string;
}

/** The section of the page an answer belongs to. */
export function intentSection(
  intent: CountryIntent | null,
): 'text' | 'groups' | 'tariffs' | 'sample' {
  if (intent === 'text-save' || intent === 'text-preview') return 'text';
  if (intent === 'groups') return 'groups';
  if (intent === 'sample-upload' || intent === 'sample-remove' || intent === null) return 'sample';
  return 'tariffs';
}
