/**
 * Demo tariffs: prices follow how hard a country's registers are to reach. Open electronic
 * registers (most of Europe, the CIS) are cheap and fast; countries where a researcher has to
 * visit a registry or where filings are not public cost more and take longer.
 */
export interface SeedTariff {
  name: string;
  price: number;
  minDays: number;
  maxDays: number;
}

export const EXPRESS = 'Экспресс-проверка';
export const STANDARD = 'Стандартный отчёт';
export const URGENT = 'Срочный отчёт';
const EXTENDED = 'Расширенный отчёт';

/**
 * What a tariff delivers: the express check is a brief register extract, the standard and the
 * urgent report are one full report at two speeds, the extended report adds more research. Only
 * tariffs of one kind compete on speed: paying more for the same content must never be slower.
 */
export const TARIFF_KINDS: Record<string, 'check' | 'report' | 'extended'> = {
  [EXPRESS]: 'check',
  [STANDARD]: 'report',
  [URGENT]: 'report',
  [EXTENDED]: 'extended',
};

/**
 * What each demo tariff includes, in the words of a price list: shown beside its price and on
 * its page. Staff rewrite them in the staff area; the seed fills only tariffs never described.
 */
export const TARIFF_DESCRIPTIONS: Record<string, string> = {
  [EXPRESS]:
    'Краткая справка из официального реестра: регистрационные данные, статус компании, юридический адрес, дата регистрации и руководитель. Подходит для первичной проверки контрагента.',
  [STANDARD]:
    'Полный кредитный отчёт: регистрационные данные и статус, руководители и владельцы, уставный капитал, виды деятельности, финансовая отчётность за последние доступные годы, судебные дела и банкротства, оценка надёжности.',
  [URGENT]:
    'Тот же полный кредитный отчёт, что и стандартный, но в первую очередь: аналитик берёт заказ в работу сразу после оформления.',
  [EXTENDED]:
    'Всё, что входит в стандартный отчёт, и углублённое исследование: связанные компании и конечные бенефициары, история изменений, публикации в СМИ, проверка по санкционным спискам, платёжная дисциплина и рекомендуемый кредитный лимит.',
};

type Tier = 'open' | 'standard' | 'hard' | 'remote';

const OPEN = new Set(
  'GB IE DE AT CH NL BE LU FR DK SE NO FI IS EE LV LT PL CZ SK HU SI HR RO BG PT ES IT MT CY GR NZ AU SG HK KZ BY AM GE MD UZ KG AZ UA EE'.split(
    ' ',
  ),
);
const HARD = new Set(
  'AF IQ SY YE LY SO SD SS ER KP IR VE CU MM TM TJ CF CD CG TD NE ML BF GN GW SL LR HT AB OS PS EH'.split(
    ' ',
  ),
);
const REMOTE = new Set(
  'AQ BV HM TF GS UM IO PN NF CX CC TK NU WF SH FK PM BL MF SJ AX GG JE IM FO GL'.split(' '),
);

function tierOf(code: string): Tier {
  if (OPEN.has(code)) return 'open';
  if (HARD.has(code)) return 'hard';
  if (REMOTE.has(code)) return 'remote';
  return 'standard';
}

/**
 * A small, stable per-country variation so neighbours do not all cost the same, in steps of
 * 500 ₽ so prices end in 400 or 900 as on a real price list.
 */
function jitter(code: string): number {
  const n = code.charCodeAt(0) * 31 + code.charCodeAt(1);
  return (n % 3) * 500;
}

// The urgent report is the fastest way to a full report; in open-register countries a full
// report a day is feasible, while the cheaper express check waits in the ordinary queue.
export function seedTariffs(code: string): SeedTariff[] {
  const j = jitter(code);
  switch (tierOf(code)) {
    case 'open':
      return [
        { name: EXPRESS, price: 2900 + j, minDays: 1, maxDays: 2 },
        { name: STANDARD, price: 6900 + j, minDays: 2, maxDays: 4 },
        { name: URGENT, price: 10900 + j, minDays: 0, maxDays: 1 },
        { name: EXTENDED, price: 14900 + j, minDays: 4, maxDays: 7 },
      ];
    case 'standard':
      return [
        { name: STANDARD, price: 8900 + j, minDays: 3, maxDays: 7 },
        { name: URGENT, price: 13900 + j, minDays: 1, maxDays: 3 },
        { name: EXTENDED, price: 18900 + j, minDays: 5, maxDays: 10 },
      ];
    case 'hard':
      return [
        { name: STANDARD, price: 14900 + j, minDays: 10, maxDays: 20 },
        { name: URGENT, price: 22900 + j, minDays: 5, maxDays: 10 },
      ];
    case 'remote':
      return [
        { name: STANDARD, price: 11900 + j, minDays: 5, maxDays: 12 },
        { name: URGENT, price: 17900 + j, minDays: 2, maxDays: 4 },
      ];
  }
}
