import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { operatorDetailsFromConfig } from './operator-details';

const env = {
  OPERATOR_NAME: 'ООО «ИноПроверка»',
  OPERATOR_INN: '7701234567',
  OPERATOR_KPP: '770101001',
  OPERATOR_OGRN: '1237700123456',
  OPERATOR_ADDRESS: '125009, г. Москва, ул. Тверская, д. 7, помещение 3',
  OPERATOR_BANK_NAME: 'ПАО Сбербанк',
  OPERATOR_BIK: '044525225',
  OPERATOR_ACCOUNT: '40702810938000012345',
  OPERATOR_CORR_ACCOUNT: '30101810400000000225',
  VAT_RATE: '22',
};

describe('operatorDetailsFromConfig', () => {
  it('takes every detail from the configuration', () => {
    expect(operatorDetailsFromConfig(loadConfig(env))).toEqual({
      name: 'ООО «ИноПроверка»',
      inn: '7701234567',
      kpp: '770101001',
      ogrn: '1237700123456',
      address: '125009, г. Москва, ул. Тверская, д. 7, помещение 3',
      bank: {
        name: 'ПАО Сбербанк',
        bik: '044525225',
        account: '40702810938000012345',
        corrAccount: '30101810400000000225',
      },
      vatRate: 22,
    });
  });

  it('reads VAT_RATE=none as «Без НДС» and 0 as a zero rate', () => {
    expect(operatorDetailsFromConfig(loadConfig({ VAT_RATE: 'none' })).vatRate).toBeNull();
    expect(operatorDetailsFromConfig(loadConfig({})).vatRate).toBeNull();
    expect(operatorDetailsFromConfig(loadConfig({ VAT_RATE: '0' })).vatRate).toBe(0);
  });

  it('falls back to the postal address when no legal one is set', () => {
    const config = loadConfig({ SITE_ADDRESS: '141407, г. Химки, ул. Ленинградская, д. 29' });
    expect(operatorDetailsFromConfig(config).address).toBe(
      '141407, г. Химки, ул. Ленинградская, д. 29',
    );
    const blank = loadConfig({ OPERATOR_ADDRESS: '  ', SITE_ADDRESS: 'г. Химки' });
    expect(operatorDetailsFromConfig(blank).address).toBe('г. Химки');
  });
});
