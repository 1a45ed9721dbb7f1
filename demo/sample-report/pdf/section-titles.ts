/** The report's sections, in the order of the home page's list of report contents. */
export const SECTION_TITLES = {
  registration: 'Регистрационные данные и история',
  legal: 'Судебные дела, задолженности, санкции и ПДЛ',
  activity: 'Деятельность',
  financials: 'Финансовые показатели',
  opinion: 'Кредитное заключение',
  structure: 'Структура бизнеса: бенефициары и дочерние компании',
  contacts: 'Контактные данные',
  partners: 'Ключевые поставщики и покупатели',
  management: 'Руководство',
} as const;

const ORDER = Object.keys(SECTION_TITLES) as (keyof typeof SECTION_TITLES)[];

/** «3. Деятельность» */
export function sectionTitle(key: keyof typeof SECTION_TITLES): string {
  return `${ORDER.indexOf(key) + 1}. ${SECTION_TITLES[key]}`;
}
