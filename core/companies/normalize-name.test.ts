import { describe, expect, it } from 'vitest';
import { foldText, foldWords } from './fold-text';
import { stripLegalForms } from './legal-forms';
import { companyNameKeys, nameKey, queryNameForms, queryNameKeys } from './normalize-name';

describe('foldText and foldWords', () => {
  it('lower-case without accents, special letters spelled out', () => {
    expect(foldText('Müller Ærø Łódź Straße Ёлка')).toBe('muller aero lodz strasse елка');
    expect(foldWords("L'Oréal S.A. — «Paris»")).toBe('loreal s a paris');
    expect(foldWords('Coca-Cola  & Co.')).toBe('coca cola co');
  });

  it('keeps the vowel signs of scripts where they are letters', () => {
    expect(foldWords('สยาม')).toBe('สยาม');
  });
});

describe('legal forms are left out of names', () => {
  it.each([
    ['DE', 'Müller Maschinenbau GmbH', 'muller maschinenbau'],
    ['DE', 'Müller Logistik GmbH & Co. KG', 'muller logistik'],
    ['DE', 'Becker Software UG (haftungsbeschränkt)', 'becker software'],
    ['GB', 'ACME WIDGETS LIMITED', 'acme widgets'],
    ['GB', 'Thames Valley Engineering Ltd.', 'thames valley engineering'],
    ['US', 'Blue Ridge Analytics, L.L.C.', 'blue ridge analytics'],
    ['FR', 'Boulangerie Dupont SARL', 'boulangerie dupont'],
    ['FR', 'Soleil S.A.S.', 'soleil'],
    ['ES', 'Construcciones García, S.L.', 'construcciones garcia'],
    ['PL', 'Nowak Budownictwo Sp. z o.o.', 'nowak budownictwo'],
    ['IT', 'Rossi Costruzioni S.p.A.', 'rossi costruzioni'],
    ['NL', 'De Vries Bouw B.V.', 'de vries bouw'],
    ['SE', 'Andersson Bygg AB', 'andersson bygg'],
    ['RU', 'ООО «Северная Звезда»', 'северная звезда'],
    ['RU', 'Общество с ограниченной ответственностью «Вектор»', 'вектор'],
    ['KZ', 'ТОО «Алтын Дала»', 'алтын дала'],
    ['UA', 'ТОВ «Дніпро-Агро»', 'дніпро агро'],
    ['CN', '北京华星科技有限公司', '北京华星科技'],
    ['JP', '株式会社山田建設', '山田建設'],
    ['KR', '주식회사 한빛전자', '한빛전자'],
    ['TH', 'บริษัท สยาม อาหาร จำกัด', 'สยาม อาหาร'],
    ['AE', 'شركة النور للتجارة ذ.م.م', 'النور للتجارة'],
  ])('%s %j → %j', (country, name, key) => {
    expect(nameKey(name, country)).toBe(key);
  });

  it('keeps a name that is nothing but a legal form', () => {
    expect(nameKey('AG', 'DE')).toBe('ag');
    expect(stripLegalForms('gmbh', 'DE')).toBe('gmbh');
  });

  it('removes ambiguous short forms only in their own countries', () => {
    expect(nameKey('Berg AS', 'NO')).toBe('berg');
    expect(nameKey('Smith As', 'GB')).toBe('smith as');
  });

  it.each([
    ['DE', 'Allianz SE', 'allianz'],
    ['DE', 'Allianz Societas Europaea', 'allianz'],
    ['FR', 'Airbus S.E.', 'airbus'],
    ['NL', 'Agrifirm Societas Cooperativa Europaea', 'agrifirm'],
    ['IT', 'Latteria Sociale SCE', 'latteria sociale'],
    ['NO', 'Nordlys Societas Europaea', 'nordlys'],
    // Spelled out in a national language, as the registers of the country write it.
    ['DE', 'Vonovia Europäische Gesellschaft', 'vonovia'],
    ['DE', 'Raiffeisen Europäische Genossenschaft', 'raiffeisen'],
    ['FR', 'Orano Société européenne', 'orano'],
    ['PL', 'Polimex Spółka Europejska', 'polimex'],
    ['BG', 'Родина Европейско дружество', 'родина'],
    ['GR', 'Ελαιόλαδο Ευρωπαϊκή Εταιρεία', 'ελαιολαδο'],
  ])('%s %j: the European company and cooperative (SE, SCE) → %j', (country, name, key) => {
    expect(nameKey(name, country)).toBe(key);
  });

  it('keeps the European forms where they are none, and their national spellings ahead of a name', () => {
    // Outside the EU and EEA an SE is not registered: 'se' is a word of the name there.
    expect(nameKey('Tokyo SE', 'JP')).toBe('tokyo se');
    expect(nameKey('Acme Societas Europaea', 'US')).toBe('acme societas europaea');
    // Only the Latin spelling is a form wherever it stands; the national ones follow the name.
    expect(nameKey('Societas Europaea Allianz', 'DE')).toBe('allianz');
    expect(nameKey('Société Européenne de Propulsion', 'FR')).toBe(
      'societe europeenne de propulsion',
    );
  });

  it('leaves form words inside a name alone', () => {
    expect(nameKey('AG Bau Partner GmbH', 'DE')).toBe('bau partner');
    expect(nameKey('Limited Editions Books Ltd', 'GB')).toBe('editions books');
  });
});

describe('search keys', () => {
  it('store the local name and the Latin forms that differ from it', () => {
    expect(companyNameKeys('ТОО «Алтын Дала»', 'Altyn Dala LLP', 'KZ')).toEqual({
      nameKey: 'алтын дала',
      altKey: 'altyn dala',
      phonKey: 'altn dl | #ad',
    });
    expect(
      companyNameKeys('北京华星科技有限公司', 'Beijing Huaxing Technology Co., Ltd.', 'CN'),
    ).toEqual({
      nameKey: '北京华星科技',
      // The registered Latin name first: it is what users type.
      altKey: 'beijing huaxing technology | bei jing hua xing ke ji',
      phonKey: 'bsnk hksnk tsnlk | b snk h ksnk k s | #bht | #bjhxkj',
    });
    expect(companyNameKeys('Müller GmbH', 'Müller GmbH', 'DE')).toEqual({
      nameKey: 'muller',
      altKey: '',
      phonKey: 'mlr',
    });
  });

  it('give a query as typed and transliterated', () => {
    expect(queryNameKeys('Мюллер ГмбХ', 'DE')).toEqual(['мюллер гмбх', 'myuller gmbkh']);
    expect(queryNameKeys('ООО Вектор', 'RU')).toEqual(['вектор', 'vektor']);
    expect(queryNameKeys('Müller GmbH', 'DE')).toEqual(['muller']);
    expect(queryNameKeys(' ,. ', 'DE')).toEqual([]);
  });
});

describe('query forms', () => {
  it('add the readings of a Cyrillic query in the languages of the country', () => {
    const { keys, phonetic } = queryNameForms('Фольксваген', 'DE');
    expect(keys).toEqual(expect.arrayContaining(['фольксваген', 'folksvagen', 'volkswagen']));
    expect(phonetic).toContain('flksfkn');
    expect(queryNameForms('Шкода', 'CZ').keys).toContain('skoda');
    expect(queryNameForms('БМВ', 'DE').keys).toContain('bmw');
  });

  it('add the sound key of the words typed together ("Фёст Альпине" for voestalpine)', () => {
    expect(queryNameForms('Фёст Альпине', 'AT').phonetic).toContain(
      companyNameKeys('voestalpine AG', null, 'AT').phonKey,
    );
  });

  it('leave out the words typed together when their sound shrinks to under three letters', () => {
    // 'coca cloa' run together sounds 'kl', the key of every «Cole …»; the phrase keeps its own.
    expect(queryNameForms('Coca-Cloa', 'US').phonetic).toEqual(['k kl']);
    expect(queryNameForms('Total Energies', 'FR').phonetic).toContain('tlnrks');
  });

  it('add every swap of two neighbouring letters, for typos', () => {
    const { swaps } = queryNameForms('Barcalys', 'GB');
    expect(swaps).toContain('barclays');
    expect(swaps).toHaveLength(7);
    expect(queryNameForms('Tecso', 'GB').swaps).toContain('tesco');
    expect(queryNameForms('abc', 'GB').swaps).toEqual([]);
  });

  it('fold the Azerbaijani schwa to e, in the key and its Latin form', () => {
    expect(nameKey('Azərsu', 'AZ')).toBe('azersu');
    expect(companyNameKeys('"Azərsu" ASC', null, 'AZ').altKey).toBe('');
  });
});
