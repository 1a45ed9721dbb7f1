import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { SanctionsEntry } from '../contracts/sanctions-entry';
import { createRng, type Rng } from '../demo/register/random';
import { parseSanctionsList } from '../core/sanctions/parse-list';
import { readListFiles } from '../core/sanctions/read-list-files';
import { option } from './lib/cli-options';
import { snapshotPaths, snapshotsDirectory } from './lib/sanctions-snapshots';

/**
 * `npx tsx scripts/build-sanctions-eval.ts -- --sp500 constituents.csv`
 *
 * Writes the evaluation set of tests/eval/sanctions/ (see its README) from the real snapshots
 * of the lists and real company names. Run once; the files it writes are committed, and the
 * evaluation reads those, so a change to this script never changes past figures silently.
 * Its rules are its own: the Cyrillic spellings follow the press's Latin → Cyrillic practice,
 * not the matcher's Cyrillic → Latin readings, and the legal forms it drops are listed here.
 */

const dir = new URL('../tests/eval/sanctions/', import.meta.url);
const rng = createRng('sanctions-eval');

// Latin → Cyrillic as Russian newspapers write foreign names: letter groups first.
// prettier-ignore
const GROUPS: [RegExp, string][] = [
  [/shch/g, 'щ'], [/sch/g, 'ш'], [/kh/g, 'х'], [/zh/g, 'ж'], [/ch/g, 'ч'], [/sh/g, 'ш'],
  [/ts/g, 'ц'], [/tz/g, 'ц'], [/ph/g, 'ф'], [/th/g, 'т'], [/gh/g, 'г'], [/dj/g, 'дж'],
  [/ck/g, 'к'], [/ee/g, 'и'], [/oo/g, 'у'], [/ou/g, 'у'], [/ya/g, 'я'], [/yu/g, 'ю'],
  [/yo/g, 'ё'], [/ye/g, 'е'], [/qu/g, 'кв'], [/x/g, 'кс'], [/c(?=[eiy])/g, 'с'],
  [/y(?=[aeiou])/g, 'й'], [/(?<=[aeiou])y\b/g, 'й'], [/\be/g, 'э'], [/j/g, 'дж'],
];
// prettier-ignore
const LETTERS: Record<string, string> = {
  a: 'а', b: 'б', c: 'к', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', k: 'к', l: 'л',
  m: 'м', n: 'н', o: 'о', p: 'п', q: 'к', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', w: 'в',
  y: 'и', z: 'з',
};

export function pressCyrillic(latin: string): string {
  let text = latin.toLowerCase().replace(/['’`]/g, '');
  for (const [re, to] of GROUPS) text = text.replace(re, to);
  text = [...text].map((ch) => LETTERS[ch] ?? ch).join('');
  return text.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, space: string, ch: string) => space + ch.toUpperCase(),
  );
}

/** Spellings written by hand, as the Russian press writes these names (listed name → Cyrillic). */
const HAND_CYRILLIC: [string, string][] = [
  ['HIZBALLAH', 'Хизбалла'],
  ['AL-QAIDA', 'Аль-Каида'],
  ['MAHAN AIR', 'Махан Эйр'],
  ['ROSOBORONEXPORT JSC', 'Рособоронэкспорт'],
  ['BANK MELLI IRAN', 'Банк Мелли Иран'],
  ['TALIBAN', 'Талибан'],
  ['HAMAS', 'ХАМАС'],
  ['BANK SEPAH', 'Банк Сепах'],
  ['SYRIAN ARAB AIRLINES', 'Сириан Араб Эйрлайнс'],
  ['GAZPROM NEFT PJSC', 'Газпром нефть'],
  ['NOVATEK', 'Новатэк'],
  ['SBERBANK ROSSII', 'Сбербанк России'],
  ['VNESHECONOMBANK', 'Внешэкономбанк'],
  ['KALASHNIKOV CONCERN', 'Концерн Калашников'],
  ['ALMAZ-ANTEY JSC', 'Алмаз-Антей'],
  ['BANK ROSSIYA', 'Банк Россия'],
  ['LUKOIL', 'Лукойл'],
  ['SURGUTNEFTEGAS', 'Сургутнефтегаз'],
  ['PETROLEOS DE VENEZUELA, S.A.', 'Петролеос де Венесуэла'],
  ['URALVAGONZAVOD', 'Уралвагонзавод'],
  ['TANCHON COMMERCIAL BANK', 'Танчхон Коммершиал Банк'],
  ['BANK SADERAT IRAN', 'Банк Садерат Иран'],
  ['BANK MELLAT', 'Банк Меллат'],
  ['HUAWEI TECHNOLOGIES CO., LTD.', 'Хуавэй Текнолоджиз'],
  ['STROYTRANSGAZ HOLDING', 'Стройтрансгаз Холдинг'],
  ['VOLGA GROUP', 'Волга Груп'],
  ['BASIC ELEMENT LIMITED', 'Бейсик Элемент'],
  ['GAZ GROUP', 'Группа ГАЗ'],
  ['GAZPROMBANK JOINT STOCK COMPANY', 'Газпромбанк'],
  ['VTB BANK PUBLIC JOINT STOCK COMPANY', 'Банк ВТБ'],
];

/** Legal forms as the lists write them, dropped for the «no legal form» queries. */
// prettier-ignore
const FORMS = new Set([
  'LLC', 'L.L.C.', 'LTD', 'LTD.', 'LIMITED', 'CO', 'CO.', 'INC', 'INC.', 'CORP', 'CORP.',
  'CORPORATION', 'COMPANY', 'JSC', 'OJSC', 'CJSC', 'PJSC', 'OAO', 'ZAO', 'OOO', 'PAO', 'AO',
  'S.A.', 'SA', 'S.A', 'GMBH', 'PLC', 'FZE', 'FZCO', 'FZC', 'PTE', 'LTDA', 'LTDA.', 'S.A.S.',
  'SRL', 'S.R.L.', 'B.V.', 'BV', 'AG', 'SAL', 'S.A.L.', 'EST.', 'EST', 'SDN', 'BHD', 'BHD.',
]);

const COMPANY_SCHEMES = new Set(['registration', 'tax', 'lei', 'imo']);

interface ListedQuery {
  kind: string;
  list: string;
  entryId: string;
  country: string;
  name: string;
  regCode: string;
  expected: string;
}

const latinName = (name: string) => /^[\x20-\x7e]+$/.test(name) && /[A-Za-z]{3}/.test(name);
const words = (name: string) => name.split(/\s+/).filter(Boolean);

function typo(name: string, r: Rng): string | null {
  const ws = words(name);
  const longest = ws.reduce((a, b) =>
    b.replace(/\W/g, '').length > a.replace(/\W/g, '').length ? b : a,
  );
  if (!/^[A-Za-z]{6,}$/.test(longest)) return null;
  const at = r.int(1, longest.length - 3);
  const changed = [
    () => longest.slice(0, at) + longest.slice(at + 1),
    () => longest.slice(0, at) + longest[at + 1] + longest[at] + longest.slice(at + 2),
    () =>
      longest.slice(0, at) +
      String.fromCharCode(
        ((longest.toLowerCase().charCodeAt(at) - 97 + 1) % 26) + 97,
      ).toUpperCase() +
      longest.slice(at + 1),
  ][r.int(0, 2)]!();
  return changed.toLowerCase() === longest.toLowerCase() ? null : name.replace(longest, changed);
}

function withoutForm(name: string): string | null {
  const ws = words(name.replace(/,/g, ' '));
  let start = 0;
  let end = ws.length;
  while (start < end && FORMS.has(ws[start]!.toUpperCase())) start += 1;
  while (end > start && FORMS.has(ws[end - 1]!.toUpperCase())) end -= 1;
  const kept = ws.slice(start, end).join(' ');
  return kept && (start > 0 || end < ws.length) ? kept : null;
}

function reordered(name: string): string | null {
  const ws = words(name.replace(/,/g, ' ')).filter((w) => !FORMS.has(w.toUpperCase()));
  if (ws.length < 2) return null;
  return [...ws.slice(1), ws[0]!].join(' ');
}

function shuffled<T>(items: T[], r: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = r.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const entries: SanctionsEntry[] = [];
for (const { list, where } of snapshotPaths(snapshotsDirectory()))
  entries.push(...parseSanctionsList(await readListFiles(list, where)).entries);

const organisations = shuffled(
  entries.filter((e) => e.kind === 'entity' && latinName(e.name)),
  rng,
);
const queries: ListedQuery[] = [];
const add = (kind: string, e: SanctionsEntry, name: string, regCode = '') =>
  queries.push({
    kind,
    list: e.list,
    entryId: e.entryId,
    country: e.countries[0] ?? '',
    name,
    regCode,
    expected: e.name,
  });
const take = (count: number, make: (e: SanctionsEntry) => string | null, kind: string) => {
  let made = 0;
  for (const e of shuffled(organisations, rng)) {
    if (made >= count) break;
    const name = make(e);
    if (name) {
      add(kind, e, name);
      made += 1;
    }
  }
};
take(60, (e) => e.name, 'exact');
take(
  50,
  (e) => {
    const alias = e.names.find(
      (n) => n.type !== 'primary' && n.quality === 'strong' && latinName(n.name),
    );
    return alias?.name ?? null;
  },
  'alias',
);
take(50, (e) => (words(e.name).length <= 4 ? pressCyrillic(e.name) : null), 'cyrillic');
take(50, (e) => typo(e.name, rng), 'typo');
take(40, (e) => withoutForm(e.name), 'no-legal-form');
take(40, (e) => reordered(e.name), 'reordered');
for (const [listed, cyrillic] of HAND_CYRILLIC) {
  const e = entries.find((x) => x.names.some((n) => n.name === listed));
  if (!e) throw new Error(`нет записи с именем ${listed}`);
  add('cyrillic-hand', e, cyrillic);
}
let numbers = 0;
for (const e of shuffled(entries, rng)) {
  const id = e.identifiers.find((i) => COMPANY_SCHEMES.has(i.scheme) && i.normalized.length >= 6);
  if (!id || numbers >= 40) continue;
  add('identifier', e, '', id.value);
  numbers += 1;
}

// Real companies that are not listed: the search evaluation's GLEIF records and the S&P 500.
const HARD_WORDS =
  /\b(trading|trade|international|bank|banking|group|holding|holdings|industries|general|energy|oil|petroleum|air|airlines|shipping|capital|financial)\b/i;
// prettier-ignore
const SURNAMES = new Set([
  'smith', 'johnson', 'williams', 'brown', 'jones', 'miller', 'davis', 'wilson', 'anderson',
  'taylor', 'thomas', 'moore', 'martin', 'jackson', 'white', 'harris', 'clark', 'lewis', 'walker',
  'young', 'allen', 'king', 'wright', 'scott', 'hill', 'green', 'adams', 'baker', 'nelson',
  'carter', 'morgan', 'cooper', 'reed', 'bell', 'ford', 'marshall', 'fisher', 'gordon', 'wells',
  'schwab', 'stanley', 'fargo', 'dickinson', 'deere', 'tata', 'mahindra', 'ali', 'khan', 'hussein',
  'ahmed', 'singh', 'kumar', 'wang', 'li', 'zhang', 'chen', 'kim', 'lee', 'park', 'hughes',
  'robinson', 'gallagher', 'brown', 'mellon', 'heinz', 'kraft', 'hilton', 'marriott', 'sherwin',
]);
const listedWords = new Set(
  entries.flatMap((e) =>
    e.names.flatMap((n) =>
      n.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 4),
    ),
  ),
);
const COMMON = new Set([
  'company',
  'limited',
  'corporation',
  'group',
  'international',
  'holding',
  'holdings',
  'trading',
  'bank',
  'industries',
  'general',
  'energy',
  'financial',
  'services',
  'technologies',
  'technology',
  'systems',
  'resources',
  'global',
  'capital',
  'partners',
  'health',
  'entertainment',
]);
function cleanKind(name: string): string {
  const ws = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (ws.some((w) => w.length >= 4 && !COMMON.has(w) && listedWords.has(w))) return 'shares-word';
  if (HARD_WORDS.test(name)) return 'hard-word';
  if (ws.some((w) => SURNAMES.has(w))) return 'surname';
  return 'other';
}

/**
 * Companies of the sources that are on the lists after all (found by hand-reviewing every near
 * hit of the first run): they are not clean, so they are left out of the clean set.
 */
const LISTED_AFTER_ALL: Record<string, string> = {
  华为技术有限公司:
    'Huawei Technologies Co., Ltd. is on OFAC Consolidated (NS-CMIC), ent_num 30947',
};

const clean: { kind: string; country: string; name: string; source: string }[] = [];
const gleif = parse(readFileSync(new URL('../search/gleif-eval.csv', dir)), {
  columns: true,
}) as Record<string, string>[];
for (const row of gleif) {
  const name = row['Entity.LegalName']!;
  if (LISTED_AFTER_ALL[name]) continue;
  const latin =
    row['Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1'] || name;
  clean.push({
    kind: cleanKind(latin),
    country: row['Entity.LegalAddress.Country']!,
    name,
    source: 'gleif-eval',
  });
}
const sp500Path = option('sp500');
if (!sp500Path) throw new Error('--sp500: файл constituents.csv из datasets/s-and-p-500-companies');
const sp500 = parse(readFileSync(sp500Path), { columns: true }) as Record<string, string>[];
const seen = new Set<string>();
for (const row of sp500) {
  const name = row.Security!.replace(/\s*\(Class [A-C]\)$/, '');
  if (seen.has(name) || LISTED_AFTER_ALL[name]) continue;
  seen.add(name);
  clean.push({ kind: cleanKind(name), country: 'US', name, source: 'sp500' });
}

const csv = (rows: Record<string, string>[]) => {
  const columns = Object.keys(rows[0]!);
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return (
    [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c] ?? '')).join(','))].join(
      '\n',
    ) + '\n'
  );
};
writeFileSync(
  new URL('listed-queries.csv', dir),
  csv(queries as unknown as Record<string, string>[]),
);
writeFileSync(new URL('clean-companies.csv', dir), csv(clean));
console.log(`${queries.length} запросов по спискам, ${clean.length} чистых компаний`);
