import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Проверка иностранных компаний и кредитные отчёты — ИноПроверка' },
    {
      name: 'description',
      content:
        'Проверка иностранных контрагентов в 200+ странах: отчёты на русском языке, без предоплаты, с гарантией возврата.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { countries: await context.services.dictionary.listCountries() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-6 py-16">
      <h1 className="text-4xl font-bold">Проверка иностранных компаний</h1>
      <p className="mt-4 text-lg text-slate-600">
        Страны в каталоге: {loaderData.countries.length}
      </p>
    </section>
  );
}
