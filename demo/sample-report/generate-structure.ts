import { companyName, latinCompanyName } from './company-name';
import type { CountryProfile, LegalForm } from './locale/country-profile';
import { subsidiaryHubs } from './locale/partner-countries';
import { PARTNER_COUNTRY_NAMES } from './locale/partner-countries';
import { resolveCountry } from './locale/resolve-country';
import { nativeLatinName } from './generate-partners';
import { personName } from './people';
import type { Random } from './random';
import type { Beneficiary, Manager, Shareholder, Subsidiary } from './sample-company';

export interface StructureContext {
  code: string;
  countryName: string;
  continent?: string;
  profile: CountryProfile;
  base: string;
  /** Surnames in the company's name: the founders'. */
  founderSurnames: string[];
  stem: string;
  form: LegalForm;
  city: string;
  foundedYear: number;
  reportYear: number;
}

export interface Structure {
  shareholders: Shareholder[];
  beneficiaries: Beneficiary[];
  subsidiaries: (Subsidiary & { year: number })[];
  management: Manager[];
  holding?: { name: string; year: number };
}

const registration = (label: string, number: string) => `${label}: ${number}`;

/** Owners, subsidiaries and management: founders own the company directly or via a holding. */
export function generateStructure(random: Random, ctx: StructureContext): Structure {
  const { profile, form, foundedYear, reportYear } = ctx;
  const pool = profile.pool;
  const names = new Set<string>();
  const [founderSurname, partnerSurname] = ctx.founderSurnames;
  const founder = personName(random, pool, names, founderSurname);
  const partner = personName(random, pool, names, partnerSurname);
  const founderShare = random.int(55, 85);
  const isCyrillicTitle = /[а-яё]/i.test(form.ceo);
  const ceoTitle = isCyrillicTitle ? form.ceo : `Генеральный директор (${form.ceo})`;
  const birthYear = (ageAtStart: [number, number]) =>
    foundedYear - random.int(ageAtStart[0], ageAtStart[1]);
  const laterYear = (min: number, max: number) =>
    Math.min(reportYear - 1, foundedYear + random.int(min, max));

  const beneficiaries: Beneficiary[] = [
    {
      name: founder,
      share: founderShare,
      citizenship: ctx.countryName,
      birthYear: birthYear([30, 45]),
    },
    {
      name: partner,
      share: 100 - founderShare,
      citizenship: ctx.countryName,
      birthYear: birthYear([28, 40]),
    },
  ];
  const management: Manager[] = [];
  let shareholders: Shareholder[];
  let holding: Structure['holding'];
  if (random.chance(0.5)) {
    shareholders = beneficiaries.map((b) => ({
      name: b.name,
      share: b.share,
      note: 'физическое лицо',
    }));
    management.push({
      name: founder,
      position: ceoTitle,
      since: foundedYear,
      birthYear: beneficiaries[0]?.birthYear ?? foundedYear - 40,
    });
  } else {
    const holdingForm = profile.legalForms[0] ?? form;
    const holdingBase = `${ctx.stem} ${pool.isCyrillic ? 'Холдинг' : 'Holding'}`;
    const holdingYear = laterYear(2, 8);
    holding = { name: companyName(holdingBase, holdingForm, pool.isCyrillic), year: holdingYear };
    const number = profile.register.number(random, {
      city: { name: ctx.city },
      year: holdingYear,
      countryCode: ctx.code,
    });
    shareholders = [
      {
        name: holding.name,
        share: 100,
        note: `холдинговая компания, ${ctx.countryName}; ${registration(profile.register.label, number)}`,
      },
    ];
    management.push(
      {
        name: personName(random, pool, names),
        position: ceoTitle,
        since: laterYear(4, 12),
        birthYear: birthYear([25, 35]),
      },
      {
        name: founder,
        position: 'Председатель совета директоров, основатель',
        since: foundedYear,
        birthYear: beneficiaries[0]?.birthYear ?? foundedYear - 40,
      },
    );
  }
  management.push({
    name: personName(random, pool, names),
    position: 'Финансовый директор',
    since: laterYear(2, 14),
    birthYear: birthYear([22, 35]),
  });
  if (random.chance(0.6)) {
    management.push({
      name: personName(random, pool, names),
      position: 'Коммерческий директор',
      since: laterYear(5, 16),
      birthYear: birthYear([20, 32]),
    });
  }

  const subsidiaries: Structure['subsidiaries'] = [];
  const localYear = laterYear(3, 10);
  subsidiaries.push({
    name: companyName(
      `${ctx.base} ${pool.isCyrillic ? 'Сервис' : 'Service'}`,
      profile.legalForms[0] ?? form,
      pool.isCyrillic,
    ),
    country: ctx.countryName,
    share: 100,
    registration: registration(
      profile.register.label,
      profile.register.number(random, {
        city: { name: ctx.city },
        year: localYear,
        countryCode: ctx.code,
      }),
    ),
    activity: 'сервисное обслуживание, ремонт и поставка запасных частей',
    year: localYear,
  });
  const hubs = subsidiaryHubs(ctx.code, ctx.continent);
  if (hubs.length > 0 && random.chance(0.8)) {
    const hub = random.pick(hubs);
    const hubProfile = resolveCountry(hub, hub).profile;
    const hubForm = hubProfile.legalForms[0] as LegalForm;
    const latinBase = pool.isCyrillic
      ? latinCompanyName(ctx.base, form).replace(/ \S+$/, '')
      : ctx.base;
    const year = laterYear(6, 16);
    subsidiaries.push({
      name: companyName(
        `${latinBase} ${nativeLatinName(hub)}`,
        hubForm,
        hubProfile.pool.isCyrillic,
      ),
      country: PARTNER_COUNTRY_NAMES[hub] ?? hub,
      share: random.chance(0.6) ? 100 : random.int(51, 90),
      registration: registration(
        hubProfile.register.label,
        hubProfile.register.number(random, {
          city: random.pick(hubProfile.cities),
          year,
          countryCode: hub,
        }),
      ),
      activity: 'продажи и техническая поддержка клиентов в регионе',
      year,
    });
  }
  return { shareholders, beneficiaries, subsidiaries, management, holding };
}
