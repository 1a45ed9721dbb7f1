import { companyBaseName, companyName, latinCompanyName } from './company-name';
import { creditRating } from './credit-rating';
import { formatAmount, formatMoney, formatNumber, formatPercent } from './format';
import { currencyDisplay, generateFinancials, roundFigure } from './generate-financials';
import { generateLegal } from './generate-legal';
import { generatePartners } from './generate-partners';
import { generateStructure } from './generate-structure';
import { INDUSTRIES, INDUSTRY_IDS } from './industries';
import { formatActivityCode } from './locale/activity-code';
import { PARTNER_COUNTRY_NAMES } from './locale/partner-countries';
import { resolveCountry } from './locale/resolve-country';
import { domainSlug } from './locale/transliterate';
import { createRandom } from './random';
import type { SampleCompany } from './sample-company';

export interface SampleCountry {
  code: string;
  /** Russian name, as on the site. */
  name: string;
  nameEn: string;
}

/**
 * The fictitious company of a country's sample report. The same country always gets the same
 * company (seeded by its code); only the dates follow the report date.
 */
export function generateSampleCompany(country: SampleCountry, reportDate: Date): SampleCompany {
  const code = country.code.toUpperCase();
  const random = createRandom(`sample-report:${code}`);
  const resolved = resolveCountry(code, country.nameEn);
  const { profile } = resolved;
  const pool = profile.pool;
  const industryId = random.pick(INDUSTRY_IDS);
  const industry = INDUSTRIES[industryId];
  const city = random.pick(profile.cities);
  const postcode =
    profile.postcode && city.postcodePrefix !== undefined
      ? profile.postcode(random, city.postcodePrefix)
      : undefined;
  const form =
    (random.chance(0.75) ? profile.legalForms[0] : profile.legalForms[1]) ??
    (profile.legalForms[0] as (typeof profile.legalForms)[number]);
  const { base, surnames } = companyBaseName(random, pool, industryId, city.name);
  const stem = random.pick(pool.stems);

  const reportYear = reportDate.getUTCFullYear();
  const foundedYear = reportYear - random.int(9, 28);
  const registeredOn = new Date(Date.UTC(foundedYear, random.int(0, 11), random.int(1, 28)));
  const registrationNumber = profile.register.number(random, {
    city,
    year: foundedYear,
    countryCode: code,
  });

  const currency = currencyDisplay(resolved.currency.code, resolved.currency.unitsPerUsd);
  const financials = generateFinancials(random, reportYear - 1, resolved.currency.unitsPerUsd);
  const last = financials[financials.length - 1] as (typeof financials)[number];
  const capital = roundFigure(last.revenue * (0.004 + random.next() * 0.01));
  const bank = profile.banks.length > 0 ? random.pick(profile.banks) : undefined;

  const structure = generateStructure(random, {
    code,
    countryName: country.name,
    continent: resolved.continent,
    profile,
    base,
    founderSurnames: surnames,
    stem,
    form,
    city: city.name,
    foundedYear,
    reportYear,
  });
  const partners = generatePartners(random, code, country.name, profile, industryId);
  const legal = generateLegal(random, {
    reportYear,
    foundedYear,
    currencyCode: currency.code,
    revenue: last.revenue,
    plaintiff: partners.suppliers[1]?.name ?? base,
    bank,
  });
  const amount = (value: number) => formatAmount(value, currency);
  const rating = creditRating({
    financials,
    yearsInBusiness: reportYear - foundedYear,
    hasResolvedLawsuit: legal.hasLawsuit,
    formatAmount: amount,
  });

  const exportShare = random.int(15, 60);
  const exportMarkets = [...new Set(partners.customers.slice(1).map((c) => c.country))];
  const area = random.int(18, 160) * 100;
  const hasEnvironmentCertificate = random.chance(0.5);
  const slug = domainSlug(base);
  const ceo = structure.management[0];
  const history = [
    { year: foundedYear, event: `Регистрация компании: ${profile.register.authority(city.name)}` },
    {
      year: Math.min(reportYear - 1, foundedYear + random.int(1, 5)),
      event: `Увеличение уставного капитала до ${formatMoney(capital, currency.code)}`,
    },
    {
      year: Math.min(reportYear - 1, foundedYear + random.int(5, 9)),
      event: `Ввод в эксплуатацию производственных и складских помещений площадью ${formatNumber(area)} м²`,
    },
    ...(structure.holding
      ? [
          {
            year: structure.holding.year,
            event: `100% капитала передано холдинговой компании ${structure.holding.name}`,
          },
        ]
      : []),
    ...structure.subsidiaries.map((s) => ({
      year: s.year,
      event: `Создана дочерняя компания ${s.name} (${s.country})`,
    })),
    ...(ceo && ceo.since !== foundedYear
      ? [{ year: ceo.since, event: `Назначение генерального директора: ${ceo.name}` }]
      : []),
  ].sort((a, b) => a.year - b.year);

  return {
    reportDate,
    country: { code, name: country.name },
    name: companyName(base, form, pool.isCyrillic),
    nameLatin: pool.isCyrillic ? latinCompanyName(base, form) : undefined,
    legalForm: `${form.short} — ${form.full}`,
    status: 'Действующая',
    registration: {
      numberLabel: profile.register.label,
      number: registrationNumber,
      authority: profile.register.authority(city.name),
      date: registeredOn,
      taxLabel: profile.tax.label,
      taxNumber: profile.tax.number(random, registrationNumber),
      capital,
    },
    history,
    address: pool.formatAddress({
      street: random.pick(pool.streets),
      number: String(random.int(2, 180)),
      city: city.name,
      postcode,
    }),
    contacts: {
      phone: `+${resolved.phoneCode} ${random.digits(2)} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`,
      email: `info@${slug}.${profile.domain}`,
      website: `www.${slug}.${profile.domain}`,
      bank,
    },
    activity: {
      code: formatActivityCode(profile.classification, industry),
      description: industry.activity,
      products: industry.products,
      markets: `внутренний рынок — ${formatPercent((100 - exportShare) / 100, 0)}, экспорт — ${formatPercent(exportShare / 100, 0)} (${exportMarkets.join(', ') || PARTNER_COUNTRY_NAMES.DE})`,
      premises: `собственные производственные и складские помещения площадью ${formatNumber(area)} м² (${city.name})`,
      certificates: [
        'ISO 9001:2015 (система менеджмента качества)',
        ...(hasEnvironmentCertificate
          ? ['ISO 14001:2015 (система экологического менеджмента)']
          : []),
      ],
    },
    currency,
    financials,
    rating,
    legal,
    structure: {
      shareholders: structure.shareholders,
      beneficiaries: structure.beneficiaries,
      subsidiaries: structure.subsidiaries.map(({ year: _year, ...s }) => s),
    },
    suppliers: partners.suppliers,
    customers: partners.customers,
    management: structure.management,
  };
}
