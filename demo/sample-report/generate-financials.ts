import type { Random } from './random';
import type { CurrencyDisplay, FinancialYear } from './sample-company';

const FINANCIAL_YEARS = 4;

/** Rounds to three significant digits, as figures in a report are usually presented. */
export function roundFigure(value: number): number {
  if (value === 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 2);
  return Math.round(value / magnitude) * magnitude;
}

/** Thousands for most currencies; millions where a dollar is worth a hundred units or more. */
export function currencyDisplay(code: string, unitsPerUsd: number): CurrencyDisplay {
  return unitsPerUsd >= 100
    ? { code, divisor: 1_000_000, unit: `млн ${code}` }
    : { code, divisor: 1_000, unit: `тыс. ${code}` };
}

/**
 * A mid-sized, healthy company: revenue of a few to a few dozen million dollars growing most
 * years, thin but positive margins, a solid equity share. Amounts are in the local currency.
 */
export function generateFinancials(
  random: Random,
  lastYear: number,
  unitsPerUsd: number,
): FinancialYear[] {
  let revenueUsd = random.int(6, 40) * 1_000_000;
  let equityRatio = 0.34 + random.next() * 0.16;
  const revenuePerEmployeeUsd = random.int(140, 260) * 1000;
  const years: FinancialYear[] = [];
  const dipYear = random.int(1, FINANCIAL_YEARS - 1);
  for (let i = 0; i < FINANCIAL_YEARS; i++) {
    if (i > 0) {
      const growth = i === dipYear ? -0.02 - random.next() * 0.05 : 0.03 + random.next() * 0.1;
      revenueUsd *= 1 + growth;
    }
    const ebitMargin = i === dipYear ? 0.03 + random.next() * 0.02 : 0.05 + random.next() * 0.06;
    const operatingProfit = revenueUsd * ebitMargin;
    const netProfit = operatingProfit * (0.68 + random.next() * 0.1);
    const totalAssets = revenueUsd * (0.62 + random.next() * 0.25);
    equityRatio = Math.min(0.62, equityRatio + 0.01 + random.next() * 0.02);
    const currentAssets = totalAssets * (0.5 + random.next() * 0.15);
    const currentLiabilities = currentAssets / (1.3 + random.next() * 0.7);
    const local = (usd: number) => roundFigure(usd * unitsPerUsd);
    years.push({
      year: lastYear - (FINANCIAL_YEARS - 1 - i),
      revenue: local(revenueUsd),
      operatingProfit: local(operatingProfit),
      netProfit: local(netProfit),
      totalAssets: local(totalAssets),
      equity: local(totalAssets * equityRatio),
      currentAssets: local(currentAssets),
      currentLiabilities: local(currentLiabilities),
      employees: Math.max(12, Math.round(revenueUsd / revenuePerEmployeeUsd)),
    });
  }
  return years;
}
