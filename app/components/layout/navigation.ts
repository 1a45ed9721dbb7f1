/** Spec section 2: the menu and the footer links. */
export const MENU = [
  { to: '/', label: 'Главная' },
  { to: '/countries', label: 'Страны' },
  { to: '/tariffs', label: 'Стоимость' },
  { to: '/blogs', label: 'Блог' },
  { to: '/feedbacks', label: 'Отзывы' },
] as const;

/**
 * A customer's own orders (issue 27: linked from nowhere before): in the header, the footer, the
 * phone's menu and on the order pages, beside the menu rather than in it (spec section 2).
 */
export const MY_ORDERS_LINK = { to: '/my-orders', label: 'Мои заказы' } as const;

export const FOOTER_LINKS = [
  { to: '/about', label: 'О нас' },
  { to: '/oferta', label: 'Оферта' },
  { to: '/privacy', label: 'Политика обработки персональных данных' },
] as const;

/** tel: links need the digits alone. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
