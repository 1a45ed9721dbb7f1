import type { BuyerDetails, OperatorDetails, OrderDocumentData } from './document-types';

/** Realistic details for tests: an operator paying VAT and one on the simplified system. */
export const OPERATOR_WITH_VAT: OperatorDetails = {
  name: 'ООО «ИноПроверка»',
  inn: '7701234567',
  kpp: '770101001',
  ogrn: '1237700123456',
  address:
    '125009, г. Москва, вн. тер. г. муниципальный округ Тверской, ул. Тверская, д. 7, помещ. 3/1',
  bank: {
    name: 'ПАО Сбербанк, г. Москва',
    bik: '044525225',
    account: '40702810938000012345',
    corrAccount: '30101810400000000225',
  },
  vatRate: 22,
};

export const OPERATOR_WITHOUT_VAT: OperatorDetails = {
  ...OPERATOR_WITH_VAT,
  name: 'ООО «ИноПроверка Регион»',
  inn: '5047123456',
  kpp: '504701001',
  address: '141407, Московская область, г. Химки, ул. Ленинградская, д. 29, офис 412',
  bank: {
    name: 'АО «ТБанк», г. Москва',
    bik: '044525974',
    account: '40702810610000765432',
    corrAccount: '30101810145250000974',
  },
  vatRate: null,
};

export const BUYER_COMPANY: BuyerDetails = {
  name: 'АО «Северная Торговая Компания»',
  inn: '7812345670',
  kpp: '781201001',
  address: '190000, г. Санкт-Петербург, наб. реки Мойки, д. 58, литера А, помещ. 12-Н',
};

export const BUYER_ENTREPRENEUR: BuyerDetails = {
  name: 'ИП Смирнова Анна Викторовна',
  inn: '500100732259',
  kpp: '',
  address: '143002, Московская область, г. Одинцово, ул. Маршала Жукова, д. 14, кв. 56',
};

export const REPORT_SERVICE: OrderDocumentData['service'] = {
  description:
    'Кредитный отчёт о компании SIEMENS AKTIENGESELLSCHAFT (Германия, HRB 6684), ' +
    'расширенный, на русском языке',
  quantity: 1,
  unit: 'усл.',
  price: 7400,
};

/** The price and the total of a document, kept equal. */
export const priced = (total: number) => ({ total, service: { ...REPORT_SERVICE, price: total } });

export function documentData(overrides: Partial<OrderDocumentData> = {}): OrderDocumentData {
  return {
    kind: 'invoice',
    number: '2026-000012',
    date: '2026-11-25',
    operator: OPERATOR_WITH_VAT,
    buyer: BUYER_COMPANY,
    service: REPORT_SERVICE,
    total: 7400,
    orderNumber: '2026-000012',
    ...overrides,
  };
}
