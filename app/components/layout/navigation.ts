/** Spec section 2: the menu and the footer links. */
export const MENU = [
  { to: '/', label: 'Главная' },
  { to: '/countries', label: 'Страны' },
  { to: '/tariffs', label: 'Стоимость' },
  { to: '/blogs', label: 'Блог' },
  { to: '/feedbacks', label: 'Отзывы' },
] as const;

export const FOOTER_LINKS = [
  { to: '/about', label: 'О нас' },
  { to: '/oferta', label: 'Оферта' },
  { to: '/privacy', label: 'Политика обработки персональных данных' },
] as const;

/** tel: links need the digits alone. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
