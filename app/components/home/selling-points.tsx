import { GlobeIcon, LanguageIcon, ShieldIcon, WalletIcon } from '../ui-icons';
import { SectionHeading } from './section-heading';

/** Spec section 1: the four selling points of the home page. */
const POINTS = [
  {
    icon: LanguageIcon,
    title: 'Отчёты на русском языке',
    text: 'Переводим и поясняем данные иностранных реестров. По вашему желанию — отчёт на английском или другом языке.',
  },
  {
    icon: GlobeIcon,
    title: 'Весь мир в одном окне',
    text: 'Более 200 стран и территорий: от Германии и Китая до Казахстана, ОАЭ и Бразилии.',
  },
  {
    icon: WalletIcon,
    title: 'Без предоплаты',
    text: 'Сначала мы готовим отчёт, потом вы платите. Оплата — только за готовый отчёт.',
  },
  {
    icon: ShieldIcon,
    title: 'Гарантия возврата 100%',
    text: 'Вернём деньги полностью, если данные отчёта окажутся недостоверными или противоречат официальным источникам.',
  },
];

export function SellingPoints() {
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-6 py-16 mobile:py-12">
      <SectionHeading
        id="why-heading"
        overline="Почему мы"
        title="Проверка без лишних рисков и расходов"
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-600 text-white">
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{title}</h3>
            <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
