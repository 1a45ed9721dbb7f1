import type { CreditRating, FinancialYear } from './sample-company';
import { formatNumber, formatPercent, yearsText } from './format';
import { roundFigure } from './generate-financials';

const GRADES: { min: number; grade: string; risk: string; paymentTermDays: number }[] = [
  { min: 80, grade: 'A', risk: 'минимальный риск', paymentTermDays: 60 },
  { min: 65, grade: 'B', risk: 'низкий риск', paymentTermDays: 45 },
  { min: 50, grade: 'C', risk: 'умеренный риск', paymentTermDays: 30 },
  { min: 35, grade: 'D', risk: 'повышенный риск', paymentTermDays: 14 },
  { min: 0, grade: 'E', risk: 'высокий риск', paymentTermDays: 0 },
];

export const RATING_SCALE = GRADES.map(({ min, grade, risk }, i) => ({
  grade,
  risk,
  range: `${min || 1}–${i === 0 ? 100 : (GRADES[i - 1]?.min ?? 101) - 1}`,
}));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface RatingInputs {
  financials: FinancialYear[];
  yearsInBusiness: number;
  hasResolvedLawsuit: boolean;
  formatAmount: (value: number) => string;
}

/**
 * A transparent score from what the report shows: equity share, profitability, liquidity,
 * growth and age, less a little for a past dispute. The opinion text cites the same figures.
 */
export function creditRating({
  financials,
  yearsInBusiness,
  hasResolvedLawsuit,
  formatAmount,
}: RatingInputs): CreditRating {
  const last = financials[financials.length - 1] as FinancialYear;
  const previous = financials[financials.length - 2] ?? last;
  const equityRatio = last.equity / last.totalAssets;
  const netMargin = last.netProfit / last.revenue;
  const currentRatio = last.currentAssets / last.currentLiabilities;
  const growth = last.revenue / previous.revenue - 1;

  const score = Math.round(
    clamp(
      20 +
        equityRatio * 60 +
        netMargin * 250 +
        clamp(currentRatio - 1, 0, 1) * 12 +
        clamp(growth, -0.1, 0.15) * 60 +
        Math.min(yearsInBusiness, 25) * 0.4 -
        (hasResolvedLawsuit ? 3 : 0),
      1,
      100,
    ),
  );
  const band =
    GRADES.find((g) => score >= g.min) ?? (GRADES[GRADES.length - 1] as (typeof GRADES)[number]);
  const creditLimit = roundFigure(last.revenue * 0.03 * (score / 100));
  const defaultProbability = Math.round((0.05 + ((100 - score) / 100) ** 2 * 6) * 100) / 100;

  const opinion = [
    `Компания работает ${yearsText(yearsInBusiness)} и за последний финансовый год (${last.year}) получила выручку ${formatAmount(last.revenue)} (${growth >= 0 ? 'рост' : 'снижение'} на ${formatPercent(Math.abs(growth))} к предыдущему году) и чистую прибыль ${formatAmount(last.netProfit)}.`,
    `Доля собственного капитала в активах — ${formatPercent(equityRatio)}, коэффициент текущей ликвидности — ${formatNumber(currentRatio, 2)}: финансовое положение устойчивое, зависимость от заёмных средств умеренная.`,
    `Рекомендуем сотрудничество с отсрочкой платежа до ${band.paymentTermDays} дней в пределах кредитного лимита ${formatAmount(creditLimit)}.`,
  ];
  return {
    score,
    grade: band.grade,
    risk: band.risk,
    creditLimit,
    paymentTermDays: band.paymentTermDays,
    defaultProbability,
    opinion,
    strengths: [
      `рентабельность по чистой прибыли ${formatPercent(netMargin)}`,
      `${yearsText(yearsInBusiness)} на рынке без перерывов в деятельности`,
      'отсутствие налоговой и просроченной задолженности',
    ],
    risks: [
      growth < 0
        ? 'снижение выручки в последнем году'
        : 'зависимость от трёх крупнейших покупателей',
      'колебания курса национальной валюты',
    ],
  };
}
