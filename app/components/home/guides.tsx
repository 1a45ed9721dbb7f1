import { Link } from 'react-router';
import { ArrowRightIcon, DocumentIcon } from '../ui-icons';
import { SectionHeading } from './section-heading';

/** Spec section 1: the informational sections, each leading to its article. */
const GUIDES = [
  {
    to: '/how_to_check',
    title: 'Зачем и как проверять иностранного контрагента',
    text: 'Что выяснить о зарубежной компании до подписания договора и с чего начать проверку.',
  },
  {
    to: '/stages',
    title: 'Этапы проверки',
    text: 'От первичного скрининга по реестрам и санкционным спискам до углублённой проверки и мониторинга.',
  },
  {
    to: '/risks',
    title: 'Риски',
    text: 'Мошенничество, фирмы-однодневки, санкции, банкротство — чем грозит сделка с непроверенным партнёром.',
  },
  {
    to: '/business_certificate',
    title: 'Бизнес-справка на иностранное юридическое лицо',
    text: 'Какие документы подтверждают регистрацию и полномочия зарубежной компании и как их легализовать.',
  },
  {
    to: '/annual_report',
    title: 'Годовой отчёт иностранной организации',
    text: 'Отчёт подаётся в налоговый орган не позднее 30 марта года, следующего за отчётным: кто сдаёт и что в нём.',
  },
];

export function Guides() {
  return (
    <section aria-labelledby="guides-heading" className="mx-auto max-w-7xl px-6 py-16 mobile:py-12">
      <SectionHeading
        id="guides-heading"
        overline="Полезно знать"
        title="Как проверить иностранную компанию"
        lead="Короткие руководства о проверке зарубежных партнёров: по ним удобно готовиться к сделке."
      />
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {GUIDES.map((guide) => (
          <li key={guide.to}>
            <Link
              to={guide.to}
              prefetch="intent"
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
            >
              <DocumentIcon className="h-7 w-7 text-brand-600" />
              <h3 className="mt-4 text-lg font-bold text-ink group-hover:text-brand-700">
                {guide.title}
              </h3>
              <p className="mt-2 flex-1 text-[15px] leading-relaxed text-slate-600">{guide.text}</p>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600">
                Читать
                <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/blogs"
            className="flex h-full flex-col justify-center rounded-2xl border-2 border-dashed border-brand-200 p-6 text-center font-semibold text-brand-700 hover:border-brand-500 hover:bg-brand-50"
          >
            Все статьи блога
          </Link>
        </li>
      </ul>
    </section>
  );
}
