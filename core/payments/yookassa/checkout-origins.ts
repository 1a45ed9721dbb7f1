/**
 * Where YooKassa's `confirmation_url` sends the customer to pay (its checkout on yoomoney.ru;
 * yookassa.ru for some methods). The site's CSP must let the «Оплатить» form's redirect go there.
 */
export const YOOKASSA_CHECKOUT_ORIGINS = [
  'https://yoomoney.ru',
  'https://*.yoomoney.ru',
  'https://yookassa.ru',
  'https://*.yookassa.ru',
];
