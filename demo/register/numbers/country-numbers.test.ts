import { stdnum } from 'stdnum';
import { legalFormsFor } from '../../../core/companies/legal-forms';
import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { COUNTRY_NUMBERS, countryNumbers, isValidNumber } from './country-numbers';

type Oracle = { validate(value: string): { isValid: boolean } };
const S = stdnum as unknown as Record<string, Record<string, Oracle>>;

/**
 * An independent implementation (the `stdnum` package) checks every number the generator
 * makes, for each format it knows.
 */
const ORACLES: Record<string, { reg?: Oracle; vat?: Oracle }> = {
  DE: { vat: S.DE!.vat },
  AT: { vat: S.AT!.uid },
  CH: { reg: S.CH!.uid },
  FR: { reg: S.FR!.siren, vat: S.FR!.tva },
  BE: { reg: S.BE!.vat, vat: S.BE!.vat },
  LU: { vat: S.LU!.tva },
  NL: { vat: S.NL!.btw },
  IT: { vat: S.IT!.iva },
  ES: { reg: S.ES!.cif, vat: S.ES!.nif },
  PT: { reg: S.PT!.nif, vat: S.PT!.nif },
  GR: { vat: S.GR!.vat },
  CY: { vat: S.CY!.vat },
  MT: { vat: S.MT!.vat },
  GB: { vat: S.GB!.vat },
  IE: { vat: S.IE!.vat },
  PL: { vat: S.PL!.nip },
  CZ: { reg: S.CZ!.ico, vat: S.CZ!.dic },
  SK: { reg: S.CZ!.ico, vat: S.SK!.dph },
  HU: { vat: S.HU!.anum },
  RO: { vat: S.RO!.cui },
  BG: { reg: S.BG!.vat, vat: S.BG!.vat },
  HR: { vat: S.HR!.oib },
  SI: { vat: S.SI!.ddv },
  RS: { vat: S.RS!.pib },
  EE: { reg: S.EE!.registrikood, vat: S.EE!.kmkr },
  LV: { reg: S.LV!.pvn, vat: S.LV!.pvn },
  LT: { vat: S.LT!.pvm },
  FI: { reg: S.FI!.ytunnus, vat: S.FI!.alv },
  SE: { reg: S.SE!.orgnr, vat: S.SE!.vat },
  NO: { reg: S.NO!.orgnr, vat: S.NO!.mva },
  DK: { reg: S.DK!.cvr, vat: S.DK!.cvr },
  IS: { reg: S.IS!.kennitala },
  RU: { vat: S.RU!.inn },
  UA: { reg: S.UA!.edrpou },
  BY: { reg: S.BY!.unp },
  MD: { reg: S.MD!.idno },
  AZ: { reg: S.AZ!.tin },
  CN: { reg: S.CN!.uscc },
  JP: { reg: S.JP!.cn },
  KR: { reg: S.KR!.brn },
  TW: { reg: S.TW!.ubn },
  VN: { reg: S.VN!.mst },
  TR: { vat: S.TR!.vkn },
  IN: { vat: S.IN!.gstin },
  SG: { reg: S.SG!.uen },
  IL: { reg: S.IL!.hp },
  TH: { reg: S.TH!.tin },
  ID: { vat: S.ID!.npwp },
  US: { vat: S.US!.ein },
  CA: { vat: S.CA!.bn },
  BR: { reg: S.BR!.cnpj },
  MX: { reg: S.MX!.rfc },
  AR: { reg: S.AR!.cuit },
  // stdnum's RUT parser does not drop the dots of the usual 76.123.456-K spelling.
  CL: { reg: { validate: (v) => S.CL!.rut!.validate(v.replaceAll('.', '')) } },
  CO: { reg: S.CO!.nit },
  PE: { reg: S.PE!.ruc },
  AU: { reg: S.AU!.acn, vat: S.AU!.abn },
};

/** Real numbers published as examples by the registers or tax offices. */
const REAL: [country: string, kind: 'reg' | 'vat', value: string, invalid?: string][] = [
  ['DE', 'vat', 'DE136695976'],
  ['AT', 'vat', 'ATU13585627'],
  ['CH', 'reg', 'CHE-109.910.570'],
  ['FR', 'reg', '552 008 443'],
  ['FR', 'vat', 'FR 40 303 265 045'],
  ['BE', 'vat', 'BE 0403.019.261'],
  ['LU', 'vat', 'LU 150 274 42'],
  ['NL', 'vat', 'NL004495445B01', 'NL004495446B01'],
  ['IT', 'vat', 'IT 00743110157'],
  ['GR', 'vat', 'EL 094259216'],
  ['CY', 'vat', 'CY-10259033P'],
  ['MT', 'vat', 'MT 1167-9112'],
  ['GB', 'vat', 'GB 980 7806 84'],
  ['IE', 'vat', 'IE 6433435F'],
  ['PL', 'vat', 'PL 8567346215'],
  ['CZ', 'reg', '25596641'],
  ['SK', 'vat', 'SK 202 274 96 19'],
  ['HU', 'vat', 'HU-12892312'],
  ['RO', 'vat', 'RO 18547290'],
  ['BG', 'reg', '175 074 752'],
  ['HR', 'vat', 'HR 33392005961'],
  ['SI', 'vat', 'SI 5022 3054'],
  ['EE', 'vat', 'EE100594102'],
  ['LV', 'reg', '40003521600'],
  ['LT', 'vat', 'LT 119511515'],
  ['FI', 'reg', '2077474-0'],
  ['NO', 'reg', '988 077 917'],
  ['DK', 'reg', '13585628'],
  ['IS', 'reg', '450401-3150'],
  ['RU', 'vat', '7707083893'],
  ['RU', 'reg', '1027700132195'],
  ['UA', 'reg', '14360570'],
  ['UA', 'reg', '20077720'],
  ['BY', 'reg', '200988541'],
  ['KZ', 'reg', '971240001315'],
  ['KZ', 'reg', '940140000385'],
  ['MD', 'reg', '1008600038413'],
  ['CN', 'reg', '91110000600037341L'],
  ['JP', 'reg', '5835678256246'],
  ['KR', 'reg', '116-82-00276'],
  ['TW', 'reg', '00501503'],
  ['VN', 'reg', '0100233488'],
  ['TR', 'vat', '4540536920'],
  ['IN', 'vat', '27AAPFU0939F1ZV'],
  ['SG', 'reg', '197401143C'],
  ['IL', 'reg', '516179157'],
  ['BR', 'reg', '16.727.230/0001-97'],
  ['MX', 'reg', 'MAB-930714-8T4'],
  ['AR', 'reg', '30-50001091-2'],
  ['CL', 'reg', '76086428-5'],
  ['CO', 'reg', '900544472-2'],
  ['PE', 'reg', '20512333797'],
  ['AU', 'reg', '004 085 616'],
  ['AU', 'vat', '83 914 571 673'],
  ['RS', 'vat', '101134702'],
];

/** Changes the last digit, which is (or ends) the check digits of every checked format. */
function mutateLastDigit(value: string): string {
  const match = /(\d)(\D*)$/.exec(value);
  if (!match) return value;
  const digit = (Number(match[1]) + 1) % 10;
  return `${value.slice(0, match.index)}${digit}${match[2]}`;
}

describe('country numbers', () => {
  it.each(Object.keys(COUNTRY_NUMBERS))('%s: generated numbers are valid', (country) => {
    const rng = createRng(`numbers-${country}`);
    const numbers = countryNumbers(country);
    const oracle = ORACLES[country] ?? {};
    // Half the numbers are typed by one of the country's legal forms (HRA/HRB, NIF letter …).
    const forms = legalFormsFor(country).map((f) => f.abbr);
    for (let i = 0; i < 200; i++) {
      const reg = numbers.reg.generate(rng, i % 2 ? forms[i % forms.length] : undefined);
      expect(numbers.reg.validate(reg), `${country} reg ${reg}`).toBe(true);
      if (oracle.reg)
        expect(oracle.reg.validate(reg).isValid, `stdnum ${country} reg ${reg}`).toBe(true);
      const vat = numbers.vatFromReg ? numbers.vatFromReg(reg) : numbers.vat?.generate(rng);
      if (vat === undefined) continue;
      expect(numbers.vat?.validate(vat) ?? true, `${country} vat ${vat}`).toBe(true);
      if (oracle.vat)
        expect(oracle.vat.validate(vat).isValid, `stdnum ${country} vat ${vat}`).toBe(true);
    }
  });

  it.each(REAL)(
    '%s %s %s: a real number is valid, a wrong check digit is not',
    (country, kind, value, invalid) => {
      expect(isValidNumber(country, kind, value)).toBe(true);
      expect(isValidNumber(country, kind, invalid ?? mutateLastDigit(value))).toBe(false);
    },
  );

  it('has a generic format for countries without a modelled register', () => {
    const rng = createRng('generic');
    const numbers = countryNumbers('TV');
    expect(numbers.vat).toBeNull();
    expect(numbers.reg.validate(numbers.reg.generate(rng))).toBe(true);
  });
});
