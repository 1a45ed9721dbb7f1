import { describe, expect, it } from 'vitest';
import { ORDER_NO_CHARGE_TEXT, REFUND_GUARANTEE_TEXT } from '../../../contracts/staff/orders';
import { formatPrice } from '../../../contracts/tariff-duration';
import { orderCancelledEmail, orderTakenEmail, reportReadyEmail } from './order-status-emails';

const order = {
  number: '2026-000042',
  contactName: 'Анна <b>Петрова</b>',
  companyName: 'Müller & Söhne <script>alert(1)</script>',
  countryName: 'Германия',
  price: 6900,
  currency: 'RUB',
  expectedReadyDate: '2026-12-03',
  statusUrl: 'https://inocheck.example/orders/2026-000042?token=a&b',
};

describe('order status e-mails', () => {
  it('tells the customer work has begun and when to expect the report', () => {
    const mail = orderTakenEmail(order, 'ИноПроверка');
    expect(mail.subject).toBe('Заказ № 2026-000042 взят в работу — ИноПроверка');
    expect(mail.text).toContain('Ориентировочная дата готовности — 3 декабря 2026 г.');
    expect(mail.text).toContain(
      'Открыть страницу заказа: https://inocheck.example/orders/2026-000042?token=a&b',
    );
  });

  it('says the report is ready, its price, and that it opens after payment', () => {
    const mail = reportReadyEmail(order, 'ИноПроверка');
    expect(mail.subject).toBe('Отчёт по заказу № 2026-000042 готов — ИноПроверка');
    expect(mail.text).toContain(`Стоимость — ${formatPrice(6900, 'RUB')}.`);
    expect(mail.text).toContain('станет доступен для скачивания на странице заказа после оплаты');
    expect(mail.text).toContain('мы вернём 100 % стоимости');
    // The e-mail is the way to pay: its button leads to the order's page with the pay form.
    expect(mail.text).toContain(
      'Оплатить и получить отчёт: https://inocheck.example/orders/2026-000042?token=a&b',
    );
  });

  it('escapes what customers and staff typed in the HTML, links included', () => {
    const mail = orderCancelledEmail(
      { ...order, reasonCode: 'other', reason: 'Дубль <заказа> & ошибка' },
      'ИноПроверка',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Müller &amp; Söhne &lt;script&gt;');
    expect(mail.html).toContain('Анна &lt;b&gt;Петрова&lt;/b&gt;');
    expect(mail.html).toContain('Причина: Дубль &lt;заказа&gt; &amp; ошибка');
    expect(mail.html).toContain('href="https://inocheck.example/orders/2026-000042?token=a&amp;b"');
  });

  it('offers the guarantee and a way forward when the company is not in the register', () => {
    const mail = orderCancelledEmail(
      { ...order, reasonCode: 'company_not_found', reason: '' },
      'ИноПроверка',
    );
    expect(mail.subject).toBe('Заказ № 2026-000042 отменён — ИноПроверка');
    expect(mail.text).toContain('Мы не нашли компанию в официальном реестре страны');
    expect(mail.text).toContain(ORDER_NO_CHARGE_TEXT);
    expect(mail.text).toContain(REFUND_GUARANTEE_TEXT);
    expect(mail.text).toContain('оформите новый заказ');
    expect(mail.text).not.toContain('Комментарий специалиста');
  });

  it('keeps the guarantee out of other cancellations, which still owe nothing', () => {
    const mail = orderCancelledEmail(
      { ...order, reasonCode: 'customer_request', reason: 'Звонок 25.11' },
      'ИноПроверка',
    );
    expect(mail.text).toContain('Заказ отменён по вашей просьбе.');
    expect(mail.text).toContain('Комментарий специалиста: Звонок 25.11');
    expect(mail.text).toContain(ORDER_NO_CHARGE_TEXT);
    expect(mail.text).not.toContain(REFUND_GUARANTEE_TEXT);
  });

  it('nests the company’s own quotes as „…“ inside «…»', () => {
    const mail = orderTakenEmail({ ...order, companyName: 'ООО «Ромашка»' }, 'ИноПроверка');
    expect(mail.text).toContain('«ООО „Ромашка“»');
    expect(mail.text).not.toContain('«»');
    expect(mail.text).not.toMatch(/«[^»]*«/);
  });
});
