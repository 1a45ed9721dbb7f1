import type { ReactNode } from 'react';
import { Svg } from './ui-icons';

/** Spec section 1: what every report contains, each with a one-line explanation. */
const REPORT_SECTIONS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Регистрация и история',
    text: 'Регистрационные номера, дата создания, правовая форма, адрес и все изменения названия и статуса.',
    icon: <path d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4" />,
  },
  {
    title: 'Суды, долги, санкции, ПДЛ',
    text: 'Судебные дела, задолженности и банкротства, санкционные списки, связи с политически значимыми лицами.',
    icon: <path d="M12 3v18M5 7h14M5 7l-2.5 6a3 3 0 0 0 5 0zM19 7l-2.5 6a3 3 0 0 0 5 0zM8 21h8" />,
  },
  {
    title: 'Деятельность',
    text: 'Виды деятельности по отраслевым классификаторам, лицензии, продукция и рынки сбыта.',
    icon: <path d="M4 20V10l5-3v4l5-3v4l6-4v12zM8 16h.01M12 16h.01M16 16h.01" />,
  },
  {
    title: 'Финансы',
    text: 'Выручка, прибыль, активы и обязательства за последние годы, ключевые коэффициенты.',
    icon: <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />,
  },
  {
    title: 'Кредитное заключение',
    text: 'Оценка платёжеспособности, уровень риска и рекомендуемый кредитный лимит.',
    icon: <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6zM9 12l2.2 2.2L15.5 10" />,
  },
  {
    title: 'Структура бизнеса',
    text: 'Учредители и конечные бенефициары, дочерние и связанные компании.',
    icon: <path d="M10 3h4v4h-4zM4 17h4v4H4zM16 17h4v4h-4zM12 7v5M6 17v-5h12v5" />,
  },
  {
    title: 'Контакты',
    text: 'Юридический и фактический адреса, телефоны, сайты и электронная почта.',
    icon: <path d="M4 5h16v14H4zM4 7l8 6 8-6" />,
  },
  {
    title: 'Ключевые поставщики и покупатели',
    text: 'Основные контрагенты компании и её место в цепочке поставок.',
    icon: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  },
  {
    title: 'Руководство',
    text: 'Директора и должностные лица, их полномочия и другие должности.',
    icon: <path d="M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  },
];

function ReportSectionIcon({ children }: { children: ReactNode }) {
  return <Svg className="h-6 w-6">{children}</Svg>;
}

/** The sections as a grid of cards, for the home page and the report pages. */
export function ReportSectionsGrid({ compact = false }: { compact?: boolean }) {
  return (
    <ul className={`grid gap-4 ${compact ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
      {REPORT_SECTIONS.map((section) => (
        <li
          key={section.title}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
            <ReportSectionIcon>{section.icon}</ReportSectionIcon>
          </span>
          <div>
            <h3 className="font-bold text-ink">{section.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{section.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
