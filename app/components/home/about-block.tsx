import { Link } from 'react-router';
import { ArrowRightIcon } from '../ui-icons';

const FACTS = [
  { value: '200+', label: 'стран и территорий' },
  { value: '9', label: 'разделов в каждом отчёте' },
  { value: '0 ₽', label: 'предоплаты' },
  { value: '100%', label: 'возврат при недостоверных данных' },
];

/** Spec section 1: the about-the-company block of the home page. */
export function AboutBlock() {
  return (
    <section aria-labelledby="about-heading" className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-6 py-16 lg:grid-cols-2 mobile:py-12">
        <div>
          <p className="text-sm font-bold tracking-wider text-accent uppercase">О компании</p>
          <h2 id="about-heading" className="mt-2 text-3xl font-bold mobile:text-2xl">
            Помогаем российскому бизнесу работать с зарубежными партнёрами
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-300">
            Мы собираем сведения об иностранных компаниях в официальных реестрах, судах и открытых
            источниках их стран, переводим и поясняем их. Аналитик проверяет каждый отчёт перед
            отправкой, а вы платите только за готовый результат.
          </p>
          <Link
            to="/about"
            className="mt-6 inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-ink hover:bg-brand-50"
          >
            Подробнее о нас
            <ArrowRightIcon className="h-5 w-5" />
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {FACTS.map((fact) => (
            // Column-reversed so the figure reads first on screen while the term leads in markup.
            <div
              key={fact.label}
              className="flex flex-col-reverse rounded-2xl bg-white/5 p-6 ring-1 ring-white/10"
            >
              <dt className="mt-1 text-sm text-slate-300">{fact.label}</dt>
              <dd className="text-4xl font-bold text-white mobile:text-3xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
