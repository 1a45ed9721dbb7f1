import type { ReactNode } from 'react';
import { CheckIcon } from '../ui-icons';

const BADGES = ['200+ стран', 'Отчёт на русском', 'Без предоплаты', 'Гарантия возврата 100%'];

/** The top of the home page: the promise in one line and the search block in a card. */
export function Hero({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white"
    >
      <svg
        className="pointer-events-none absolute inset-0 h-full w-full opacity-[0.07]"
        aria-hidden="true"
      >
        <defs>
          <pattern id="hero-grid" width="32" height="32" patternUnits="userSpaceOnUse">
            <path d="M32 0H0v32" fill="none" stroke="#fff" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
      <div className="relative mx-auto max-w-5xl px-6 pt-16 pb-20 text-center mobile:px-4 mobile:pt-10 mobile:pb-12">
        <h1 id="hero-heading" className="text-5xl leading-tight font-bold mobile:text-3xl">
          Проверка иностранных компаний
          <span className="block text-brand-200">в 200+ странах мира</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100 mobile:text-base">
          Кредитные отчёты о зарубежных контрагентах на русском языке — из официальных реестров и
          открытых источников. Платите только за готовый отчёт.
        </p>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold text-white/90">
          {BADGES.map((badge) => (
            <li key={badge} className="flex items-center gap-1.5">
              <CheckIcon className="h-4 w-4 text-accent" />
              {badge}
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-2xl bg-white p-6 text-left text-ink shadow-2xl ring-1 ring-black/5 mobile:mt-8 mobile:p-4">
          {children}
        </div>
      </div>
    </section>
  );
}
