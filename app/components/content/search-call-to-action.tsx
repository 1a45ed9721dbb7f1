import { Link } from 'react-router';

/** The invitation at the end of every article: go and check a company. */
export function SearchCallToAction() {
  return (
    <aside className="mt-12 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-8 text-white">
      <h2 className="text-2xl font-bold">Проверьте иностранную компанию за несколько минут</h2>
      <p className="mt-3 max-w-2xl text-brand-100">
        Выберите страну, найдите компанию по названию или регистрационному номеру и закажите отчёт
        на русском языке. Оплата — только за готовый отчёт.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/countries"
          className="rounded-lg bg-white px-5 py-2.5 font-bold text-brand-700 hover:bg-brand-50"
        >
          Найти компанию
        </Link>
        <Link
          to="/tariffs"
          className="rounded-lg border border-white/40 px-5 py-2.5 font-medium hover:bg-white/10"
        >
          Стоимость отчётов
        </Link>
      </div>
    </aside>
  );
}
