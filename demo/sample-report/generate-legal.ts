import { formatMoney } from './format';
import type { Random } from './random';
import type { LegalChecks } from './sample-company';

const SANCTION_LISTS = [
  'Сводный санкционный перечень Совета Безопасности ООН',
  'Сводный список финансовых санкций ЕС',
  'Список SDN Управления по контролю за иностранными активами США (OFAC)',
  'Санкционный список Великобритании (UK Sanctions List)',
  'Перечни Росфинмониторинга (терроризм, экстремизм, ФРОМУ)',
];

export interface LegalContext {
  reportYear: number;
  foundedYear: number;
  currencyCode: string;
  revenue: number;
  plaintiff: string;
  bank?: string;
}

/** Screening results: clean, with at most one small dispute that was settled long ago. */
export function generateLegal(
  random: Random,
  ctx: LegalContext,
): LegalChecks & { hasLawsuit: boolean } {
  const hasLawsuit = random.chance(0.5) && ctx.reportYear - ctx.foundedYear > 6;
  const year = ctx.reportYear - random.int(3, 5);
  const amount = Math.round((ctx.revenue * (0.001 + random.next() * 0.002)) / 100) * 100;
  const lawsuits = hasLawsuit
    ? [
        `${year} г.: иск поставщика ${ctx.plaintiff} о взыскании ${formatMoney(amount, ctx.currencyCode)} за поставленный товар. Спор урегулирован мировым соглашением в ${year + 1} г., задолженность погашена полностью.`,
        'Действующих судебных разбирательств не выявлено.',
      ]
    : ['Судебных разбирательств с участием компании за последние пять лет не выявлено.'];
  return {
    hasLawsuit,
    lawsuits,
    debts: [
      'Налоговая задолженность: не выявлена.',
      'Задолженность по социальным взносам: не выявлена.',
      `Платёжная дисциплина: счета поставщиков оплачиваются в среднем через ${random.int(24, 38)} дней при договорной отсрочке 30–45 дней.`,
      ctx.bank
        ? `Залоги и обременения: залог оборудования в пользу ${ctx.bank} в обеспечение кредитной линии.`
        : 'Залоги и обременения: не зарегистрированы.',
    ],
    insolvency: 'Процедуры банкротства, ликвидации и реорганизации не выявлены.',
    sanctions: SANCTION_LISTS.map((list) => ({
      list,
      result: 'Совпадений не найдено (компания, участники, руководители)',
    })),
    politicallyExposed:
      'Среди руководителей, участников и бенефициаров политически значимые лица (ПДЛ) не выявлены.',
  };
}
