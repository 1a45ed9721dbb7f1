/**
 * Tariffs are priced in roubles only (the lead's decision): customers are Russian residents who
 * settle in roubles, and invoices, acts, 54-ФЗ receipts and YooKassa payments are all in RUB.
 * A price in another currency (left from before) is never converted: no rate is invented.
 */
export const PRICE_CURRENCY = 'RUB';

export function isRoublePrice(currency: string): boolean {
  return currency === PRICE_CURRENCY;
}

export const FOREIGN_PRICE_MESSAGES = {
  /** The staff tariff editor refusing another currency. */
  tariffCurrency:
    'Цена тарифа указывается только в рублях (RUB): счета, акты, чеки и оплата — в рублях',
  /** The staff tariff editor's flag on a tariff left priced in another currency. */
  tariffFlag: 'Цена в иностранной валюте: укажите цену в рублях',
  /** Ordering a tariff still priced in another currency. */
  order:
    'Этот тариф сейчас не продаётся: его цену пересчитывают в рубли. Обновите страницу и выберите другой тариф.',
  /** Paying for, or asking an invoice for, an order placed at a price in another currency. */
  payment:
    'Цена этого заказа указана в иностранной валюте, а оплата принимается только в рублях, поэтому оплатить его онлайн или по счёту нельзя. Менеджер свяжется с вами, чтобы пересчитать цену.',
  /** A document in roubles of an order priced in another currency. */
  document:
    'Документ не сформирован: цена заказа указана в иностранной валюте, а счета и акты выставляются только в рублях.',
  /** The staff order page of such an order. */
  staffOrder:
    'Цена заказа — в иностранной валюте: оплатить его онлайн или по счёту нельзя, счёт и акт не выставляются. Отмените заказ и попросите клиента оформить новый по тарифу в рублях.',
} as const;
