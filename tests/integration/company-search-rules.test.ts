import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySearchCriteria, FindCompanyResponse } from '../../contracts/company-search';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** decisions.md section 3, rule by rule, through the API. */
describe.each(kinds)('company search rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await loadCompanies(t.database, [
      {
        countryCode: 'DE',
        name: 'Müller Maschinenbau GmbH',
        regCode: 'HRB 123456',
        vatCode: 'DE738477817',
        address: 'Hauptstraße 12, 80331 München',
        phone: '+49 89 1234567',
        email: 'info@mueller-maschinenbau.de',
      },
      {
        countryCode: 'DE',
        name: 'Müller Logistik GmbH & Co. KG',
        regCode: 'HRA 98765',
        address: 'Am Sandtorkai 5, 20457 Hamburg',
        phone: '+49 40 7654321',
      },
      { countryCode: 'DE', name: 'Müller GmbH', regCode: 'HRB 1', status: 'Deleted' },
      { countryCode: 'DE', name: 'Müller AG', regCode: 'HRB 2' },
      { countryCode: 'DE', name: 'Bäckerei Müller e.K.', regCode: 'HRA 3' },
      { countryCode: 'DE', name: 'Möller Metallbau GmbH', regCode: 'HRB 4' },
      {
        countryCode: 'DE',
        name: 'Weber Elektrotechnik AG',
        regCode: 'HRB 77001',
        vatCode: 'DE617073174',
        status: 'In liquidation',
      },
      { countryCode: 'DE', name: 'BMW AG', regCode: 'HRB 42243' },
      { countryCode: 'DE', name: 'Ambau GmbH', regCode: 'HRB 5' },
      {
        countryCode: 'KZ',
        name: 'ТОО «Алтын Дала»',
        nameLat: 'Altyn Dala LLP',
        regCode: '071240440284',
        address: '050000, г. Алматы, пр. Абая, д. 52',
      },
      { countryCode: 'KZ', name: 'ТОО «Жулдыз»', regCode: '200140887516' },
      {
        countryCode: 'GR',
        name: 'Παπαδόπουλος Τρόφιμα Ι.Κ.Ε.',
        regCode: '124451477386',
        vatCode: 'EL820929351',
      },
      {
        countryCode: 'GB',
        name: 'Thames Valley Engineering Ltd',
        regCode: '04776018',
        vatCode: 'GB754 7160 22',
      },
      {
        countryCode: 'AT',
        name: 'Alpen Handel GmbH',
        regCode: 'FN 123456a',
        vatCode: 'ATU61740229',
      },
      {
        countryCode: 'FR',
        name: "L'Étoile du Sud SAS",
        regCode: '889 441 028',
        vatCode: 'FR51889441028',
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  let client = 0;
  async function names(country: string, company: CompanySearchCriteria): Promise<string[]> {
    client += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/SearchReport/FindCompany',
      payload: { countryId: country, reportContentTypeId: 'credit', requestId: 'r', company },
      // A client per search: this file searches more often than the rate limit allows one.
      remoteAddress: `10.0.${client >> 8}.${client & 255}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<FindCompanyResponse>().companies.map((c) => c.name);
  }

  describe('numbers match exactly after normalisation', () => {
    it.each([['HRB 123456'], ['hrb123456'], ['HRB-123.456'], [' HRB / 123 456 ']])(
      'registration number %j',
      async (regCode) => {
        expect(await names('de', { regCode })).toEqual(['Müller Maschinenbau GmbH']);
      },
    );

    it.each([['DE738477817'], ['de 738 477 817'], ['738477817'], ['DE-738.477.817']])(
      'VAT number %j, with or without the country prefix',
      async (vatCode) => {
        expect(await names('de', { vatCode })).toEqual(['Müller Maschinenbau GmbH']);
      },
    );

    it('reads the prefixes of Greece (EL), Austria (ATU) and the United Kingdom', async () => {
      expect(await names('gr', { vatCode: 'EL 820929351' })).toEqual([
        'Παπαδόπουλος Τρόφιμα Ι.Κ.Ε.',
      ]);
      expect(await names('gr', { vatCode: 'GR820929351' })).toEqual([
        'Παπαδόπουλος Τρόφιμα Ι.Κ.Ε.',
      ]);
      expect(await names('at', { vatCode: 'U61740229' })).toEqual(['Alpen Handel GmbH']);
      expect(await names('gb', { vatCode: '754716022' })).toEqual([
        'Thames Valley Engineering Ltd',
      ]);
    });

    // Issue 27: the number without its register's prefix, or copied with the court, found nothing.
    it.each([
      ['123456'],
      ['Amtsgericht München HRB 123456'],
      ['Amtsgericht München, HRB123456'],
      ['HRB 123456 (München)'],
    ])('registration number %j, without its prefix or with the court', async (regCode) => {
      expect(await names('de', { regCode })).toEqual(['Müller Maschinenbau GmbH']);
    });

    it('finds a number typed without its prefix in either register', async () => {
      expect(await names('de', { regCode: '98765' })).toEqual(['Müller Logistik GmbH & Co. KG']);
      expect(await names('at', { regCode: '123456a' })).toEqual(['Alpen Handel GmbH']);
    });

    it('ignores leading zeros of an all-digit number', async () => {
      expect(await names('gb', { regCode: '4776018' })).toEqual(['Thames Valley Engineering Ltd']);
    });

    it('finds a number typed into the other field', async () => {
      expect(await names('fr', { regCode: 'FR51889441028' })).toEqual(["L'Étoile du Sud SAS"]);
      expect(await names('kz', { vatCode: '071240440284' })).toEqual(['ТОО «Алтын Дала»']);
    });

    it('does not match a number partly', async () => {
      expect(await names('de', { regCode: 'HRB 12345' })).toEqual([]);
      expect(await names('de', { vatCode: 'DE73847781' })).toEqual([]);
    });

    it('searches only the chosen country', async () => {
      expect(await names('at', { regCode: 'HRB 123456' })).toEqual([]);
    });

    it('lets a matching number decide over the name, and falls back to the name otherwise', async () => {
      expect(await names('de', { name: 'BMW', regCode: 'HRB 123456' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
      expect(await names('de', { name: 'BMW', regCode: 'HRB 999999' })).toEqual(['BMW AG']);
    });
  });

  describe('names', () => {
    it('match case- and accent-insensitively', async () => {
      expect(await names('de', { name: 'MÜLLER MASCHINENBAU' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
      expect(await names('de', { name: 'muller maschinenbau' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
      expect(await names('fr', { name: 'letoile du sud' })).toEqual(["L'Étoile du Sud SAS"]);
    });

    it('match by substring', async () => {
      expect(await names('de', { name: 'maschinenb' })).toEqual(['Müller Maschinenbau GmbH']);
      expect(await names('de', { name: 'elektrotech' })).toEqual(['Weber Elektrotechnik AG']);
    });

    it('match with typos', async () => {
      expect(await names('de', { name: 'Maschienenbau' })).toContain('Müller Maschinenbau GmbH');
      expect(await names('de', { name: 'Elektrotehnik' })).toContain('Weber Elektrotechnik AG');
    });

    it('match the Latin name of a company registered in Cyrillic', async () => {
      expect(await names('kz', { name: 'altyn dala' })).toEqual(['ТОО «Алтын Дала»']);
      expect(await names('kz', { name: 'Zhuldyz' })).toEqual(['ТОО «Жулдыз»']);
    });

    it('match a name typed in Cyrillic through its transliteration', async () => {
      expect(await names('de', { name: 'Мюллер Машиненбау' })).toContain(
        'Müller Maschinenbau GmbH',
      );
      expect(await names('gr', { name: 'Пападопулос' })).toEqual(['Παπαδόπουλος Τρόφιμα Ι.Κ.Ε.']);
    });

    it('match the local script directly', async () => {
      expect(await names('kz', { name: 'алтын' })).toEqual(['ТОО «Алтын Дала»']);
      expect(await names('gr', { name: 'παπαδοπουλος' })).toEqual(['Παπαδόπουλος Τρόφιμα Ι.Κ.Ε.']);
    });

    it('leave legal-form words out of the comparison', async () => {
      expect(await names('de', { name: 'Müller Maschinenbau AG' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
      expect(await names('kz', { name: 'ТОО Алтын Дала' })).toEqual(['ТОО «Алтын Дала»']);
      expect(await names('kz', { name: 'Altyn Dala LLC' })).toEqual(['ТОО «Алтын Дала»']);
      // 'GmbH' alone names no company: it would otherwise match every GmbH.
      expect((await names('de', { name: 'GmbH' })).length).toBe(0);
    });

    it('match a short name (three letters or fewer) only exactly or by prefix', async () => {
      expect(await names('de', { name: 'BMW' })).toEqual(['BMW AG']);
      expect(await names('de', { name: 'bm' })).toEqual(['BMW AG']);
      // 'bau' is inside 'Maschinenbau' and 'Metallbau' and close to 'Ambau', but is short.
      expect(await names('de', { name: 'bau' })).toEqual([]);
      expect(await names('de', { name: 'amb' })).toEqual(['Ambau GmbH']);
    });

    it('rank exact name, prefix, substring; active before others within each', async () => {
      expect(await names('de', { name: 'Müller' })).toEqual([
        // exact (legal form left out): the active one before the deleted one
        'Müller AG',
        'Müller GmbH',
        // prefix, shorter name first
        'Müller Logistik GmbH & Co. KG',
        'Müller Maschinenbau GmbH',
        // substring
        'Bäckerei Müller e.K.',
      ]);
    });

    it('fall back to similar names only when nothing matches as typed', async () => {
      expect(await names('de', { name: 'Mueller' })).toEqual(
        expect.arrayContaining(['Müller AG', 'Möller Metallbau GmbH']),
      );
      expect(await names('de', { name: 'Müller Maschinenbau' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
    });
  });

  describe('address, phone and e-mail narrow the result', () => {
    it('address words', async () => {
      expect(await names('de', { name: 'Müller', address: 'münchen' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
      expect(await names('de', { name: 'Müller', address: 'Hauptstr. 12, München' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
      expect(await names('de', { name: 'Müller', address: 'Hauptstraße 14, München' })).toEqual([]);
      expect(await names('de', { name: 'Müller', address: 'hauptstrasse 12 munchen' })).toEqual([
        'Müller Maschinenbau GmbH',
      ]);
      expect(await names('kz', { name: 'Алтын', address: 'almaty' })).toEqual(['ТОО «Алтын Дала»']);
    });

    it('phone by its last digits, whatever prefix was typed', async () => {
      expect(await names('de', { name: 'Müller Logistik', phone: '040 765-43-21' })).toEqual([
        'Müller Logistik GmbH & Co. KG',
      ]);
      expect(await names('de', { name: 'Müller Logistik', phone: '+49 40 1111111' })).toEqual([]);
    });

    it('e-mail', async () => {
      expect(
        await names('de', { name: 'Müller Maschinenbau', email: 'INFO@mueller-maschinenbau.de' }),
      ).toEqual(['Müller Maschinenbau GmbH']);
      expect(await names('de', { name: 'Müller Maschinenbau', email: 'x@example.com' })).toEqual(
        [],
      );
    });

    it('but a company without a phone or e-mail in the register is not excluded by them', async () => {
      expect(await names('de', { name: 'BMW', phone: '+49 89 1234567' })).toEqual(['BMW AG']);
      expect(await names('de', { name: 'BMW', email: 'info@bmw.de' })).toEqual(['BMW AG']);
      // Every register has addresses: a company without one does not match an address.
      expect(await names('de', { name: 'BMW', address: 'München' })).toEqual([]);
    });

    it('numbers too', async () => {
      expect(await names('de', { regCode: 'HRB 123456', address: 'Hamburg' })).toEqual([]);
    });
  });

  it('reads Cyrillic words of signs alone, or mixed with digits and Latin, without failing', async () => {
    // Words a transcription reads as nothing, and words it leaves to the other ways.
    for (const name of ['ъъъ ьь', 'Мюллер 2000', 'Мюллер GmbH', 'ьъь Мюллер']) {
      expect(Array.isArray(await names('de', { name }))).toBe(true);
    }
  });

  it('treats LIKE wildcards in the input as text', async () => {
    expect(await names('de', { name: 'Müller Maschinenbau', email: 'info_mueller' })).toEqual([]);
    expect(await names('de', { name: 'Müller Maschinenbau', email: '%' })).toEqual([]);
  });
});
