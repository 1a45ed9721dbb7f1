/**
 * What customers are told where a letter would come, when the server sends no mail (no
 * SMTP_URL: letters wait in the outbox for staff). Issue 27: pages promised letters that never
 * left the server.
 */
export const CUSTOMER_MAIL_TEXTS = {
  invoiceDone: {
    mailed:
      'Счёт выставлен и отправлен на вашу почту. Его можно скачать здесь же, на странице заказа.',
    held: 'Счёт выставлен. Скачайте его здесь же, на странице заказа: письма с сайта сейчас не отправляются.',
  },
  afterPayment: {
    mailed: 'Сразу после оплаты отчёт станет доступен здесь и придёт ссылкой на почту.',
    held: 'Сразу после оплаты отчёт станет доступен здесь, на странице заказа.',
  },
  reportLinkRenewed: {
    mailed: 'Новая ссылка отправлена на почту, указанную в заказе.',
    held: 'Письма с сайта сейчас не отправляются, поэтому новая ссылка не придёт. Скачайте отчёт на странице заказа или напишите нам — мы пришлём его.',
  },
  myOrdersLink: {
    mailed:
      'Если на этот адрес оформлялись заказы, мы отправили на него ссылку для входа. Она действует 30 минут и открывается один раз.',
    held: 'Письма с сайта сейчас не отправляются, поэтому ссылка для входа не придёт. Откройте заказ по ссылке с его страницы или свяжитесь с нами по телефону или почте.',
  },
} as const;

/** The text for whether this server sends mail. */
export function mailText(text: { mailed: string; held: string }, isMailDelivered: boolean): string {
  return isMailDelivered ? text.mailed : text.held;
}
