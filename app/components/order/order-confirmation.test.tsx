import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderConfirmation } from './order-confirmation';

const text = (isConfirmationMailed: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OrderConfirmation
        email="anna@example.ru"
        expectedReadyDate="2026-03-12"
        isConfirmationMailed={isConfirmationMailed}
        privateLink="https://inocheck.ru/orders/2026-000123?token=abc"
      />
    </MemoryRouter>,
  ).replace(/<[^>]+>/g, '');

describe('OrderConfirmation', () => {
  it('promises the confirmation e-mail when the server sends mail', () => {
    const shown = text(true);
    expect(shown).toContain('Подтверждение придёт на anna@example.ru.');
    expect(shown).toContain('12 марта 2026 г.');
    expect(shown).toContain('Сохраните ссылку на эту страницу');
  });

  it('without mail delivery, says the order is saved and the link is the way to follow it', () => {
    const shown = text(false);
    expect(shown).not.toContain('anna@example.ru');
    expect(shown).not.toMatch(/отправили|придёт|пришлём/);
    expect(shown).toContain('Заказ сохранён, менеджер свяжется с вами по телефону или почте.');
    expect(shown).toContain('Сохраните ссылку на эту страницу');
    expect(shown).toContain('https://inocheck.ru/orders/2026-000123?token=abc');
  });
});
