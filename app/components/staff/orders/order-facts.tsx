import type { ReactNode } from 'react';
import { COMPANY_STATUS_LABELS } from '../../../../contracts/company-search-rules';
import { REPORT_LANGUAGE_LABELS } from '../../../../contracts/order';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import { formatPhone } from '../../../../contracts/phone';
import { formatPrice, formatTariffDuration } from '../../../../contracts/tariff-duration';
import { Flag } from '../../flag';
import { StaffPanel, StaffTime } from '../staff-ui';
import { OverdueBadge } from './order-badges';
import { formatDay } from './order-format';

/** Label and value; an empty value shows a dash, so a missing field is visibly missing. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const isEmpty = children === null || children === undefined || children === '';
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{isEmpty ? '—' : children}</dd>
    </div>
  );
}

/** The company as it was when ordered: every field of the snapshot, and where it came from. */
export function CompanyFacts({ order }: { order: StaffOrderDetail }) {
  const { company } = order;
  return (
    <StaffPanel title="Компания">
      <dl className="divide-y divide-slate-100">
        <Fact label="Название">
          <span className="font-semibold">{company.name}</span>
        </Fact>
        <Fact label="Название латиницей">{company.nameLat}</Fact>
        <Fact label="Страна">
          <span className="inline-flex items-center gap-2">
            <Flag code={order.country.code} />
            {order.country.name} ({order.country.code})
          </span>
        </Fact>
        <Fact label="Источник данных">
          {company.isManual ? (
            <span className="font-semibold text-amber-800">
              Введена клиентом вручную — в реестре не найдена
            </span>
          ) : (
            `Реестр, запись № ${company.id}`
          )}
        </Fact>
        <Fact label="Рег. номер">{company.regCode}</Fact>
        <Fact label="TAX/VAT">{company.vatCode}</Fact>
        <Fact label="Форма">{company.form}</Fact>
        <Fact label="Статус в реестре">{COMPANY_STATUS_LABELS[company.status]}</Fact>
        <Fact label="Адрес">{company.address}</Fact>
        <Fact label="Телефон">
          <span className="whitespace-nowrap">{company.phone}</span>
        </Fact>
        <Fact label="E-mail">{company.email}</Fact>
        {company.isManual ? <Fact label="Дополнительно">{company.addInfo}</Fact> : null}
      </dl>
    </StaffPanel>
  );
}

/** Who ordered, what and by when. */
export function OrderFacts({ order }: { order: StaffOrderDetail }) {
  const { customer, tariff } = order;
  return (
    <StaffPanel title="Заказ и клиент">
      <dl className="divide-y divide-slate-100">
        <Fact label="Клиент">{customer.name}</Fact>
        <Fact label="E-mail">
          <a href={`mailto:${customer.email}`} className="text-brand-700 hover:underline">
            {customer.email}
          </a>
        </Fact>
        <Fact label="Телефон">
          <a
            href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}
            className="whitespace-nowrap hover:underline"
          >
            {formatPhone(customer.phone)}
          </a>
        </Fact>
        <Fact label="Организация">{customer.organisation}</Fact>
        <Fact label="ИНН">{customer.inn}</Fact>
        <Fact label="Тариф">
          {tariff.name} · {formatTariffDuration(tariff)}
        </Fact>
        <Fact label="Стоимость">{formatPrice(tariff.price, tariff.currency)}</Fact>
        <Fact label="Язык отчёта">
          {order.language === 'other'
            ? order.languageOther
            : REPORT_LANGUAGE_LABELS[order.language]}
        </Fact>
        <Fact label="Создан">
          <StaffTime iso={order.createdAt} />
        </Fact>
        <Fact label="Срок готовности">
          <span className="inline-flex flex-wrap items-center gap-2">
            {formatDay(order.expectedReadyDate)}
            {order.isOverdue ? (
              <OverdueBadge dueDate={order.expectedReadyDate} today={order.today} />
            ) : null}
          </span>
        </Fact>
        <Fact label="Исполнитель">
          {order.assignee ? `${order.assignee.name} (${order.assignee.email})` : null}
        </Fact>
        <Fact label="Комментарий клиента">
          {order.comment ? <span className="whitespace-pre-line">{order.comment}</span> : null}
        </Fact>
        <Fact label="Страница клиента">
          <a
            href={order.statusPath}
            target="_blank"
            rel="noreferrer"
            className="text-brand-700 hover:underline"
          >
            Открыть, как видит клиент
          </a>
        </Fact>
      </dl>
    </StaffPanel>
  );
}
