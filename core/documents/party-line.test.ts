import { describe, expect, it } from 'vitest';
import { BUYER_COMPANY, BUYER_ENTREPRENEUR, OPERATOR_WITH_VAT } from './document-fixtures';
import { partyLine } from './party-line';

describe('partyLine', () => {
  it('lists name, ИНН, КПП, ОГРН and address of the operator', () => {
    expect(partyLine(OPERATOR_WITH_VAT)).toBe(
      'ООО «ИноПроверка», ИНН 7701234567, КПП 770101001, ОГРН 1237700123456, ' +
        OPERATOR_WITH_VAT.address,
    );
  });

  it('names an entrepreneur’s registration number ОГРНИП', () => {
    const entrepreneur = { ...OPERATOR_WITH_VAT, kpp: '', ogrn: '323500100012345' };
    expect(partyLine(entrepreneur)).toContain('ИНН 7701234567, ОГРНИП 323500100012345, ');
  });

  it('leaves out an empty КПП or address of the buyer', () => {
    expect(partyLine(BUYER_COMPANY)).toBe(
      'АО «Северная Торговая Компания», ИНН 7812345670, КПП 781201001, ' + BUYER_COMPANY.address,
    );
    expect(partyLine(BUYER_ENTREPRENEUR)).toBe(
      'ИП Смирнова Анна Викторовна, ИНН 500100732259, ' + BUYER_ENTREPRENEUR.address,
    );
    expect(partyLine({ ...BUYER_ENTREPRENEUR, address: ' ' })).toBe(
      'ИП Смирнова Анна Викторовна, ИНН 500100732259',
    );
  });
});
