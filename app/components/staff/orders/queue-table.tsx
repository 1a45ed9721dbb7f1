import { Link } from 'react-router';
import type { OrderQueuePage, OrderQueueRow } from '../../../../contracts/staff/orders';
import { formatPrice } from '../../../../contracts/tariff-duration';
import { Flag } from '../../flag';
import { staffCellClass, StaffTable, StaffTime } from '../staff-ui';
import { OrderStatusBadge, OverdueBadge } from './order-badges';
import { formatDay } from './order-format';
import { QUEUE_PATH } from './queue-link';

const HEADERS = ['Заказ', 'Компания', 'Клиент', 'Тариф и срок', 'Статус'];

function QueueRow({ row, today }: { row: OrderQueueRow; today: string }) {
  return (
    <tr className={row.isOverdue ? 'bg-red-50/60' : undefined}>
      <th scope="row" className={`${staffCellClass} font-normal`}>
        <Link
          to={`${QUEUE_PATH}/${row.number}`}
          className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
        >
          {row.number}
        </Link>
        <span className="block text-xs whitespace-nowrap text-slate-500">
          <StaffTime iso={row.createdAt} />
        </span>
      </th>
      <td className={staffCellClass}>
        <span className="block font-medium text-ink">{row.companyName}</span>
        <span className="mt-0.5 inline-flex items-center gap-1.5 text-xs text-slate-600">
          <Flag code={row.country.code} />
          {row.country.name}
          {row.isManualCompany ? <span className="text-slate-500">· введена вручную</span> : null}
        </span>
      </td>
      <td className={staffCellClass}>
        <span className="block">{row.contactName}</span>
        <span className="block text-xs text-slate-600">{row.email}</span>
        {row.organisation || row.inn ? (
          <span className="block text-xs text-slate-600">
            {[row.organisation, row.inn ? `ИНН ${row.inn}` : ''].filter(Boolean).join(', ')}
          </span>
        ) : null}
      </td>
      <td className={staffCellClass}>
        <span className="block">{row.tariffName}</span>
        <span className="block text-xs whitespace-nowrap text-slate-600">
          {formatPrice(row.price, row.currency)}
        </span>
        <span className="mt-1 block whitespace-nowrap">
          <span className="sr-only">Срок: </span>до {formatDay(row.expectedReadyDate)}
        </span>
        {row.isOverdue ? <OverdueBadge dueDate={row.expectedReadyDate} today={today} /> : null}
      </td>
      <td className={staffCellClass}>
        <OrderStatusBadge status={row.status} />
        {row.assigneeName ? (
          <span className="mt-1 block text-xs text-slate-600">{row.assigneeName}</span>
        ) : null}
        {row.hasReport && (row.status === 'new' || row.status === 'in_progress') ? (
          <span className="mt-1 block text-xs text-slate-600">Отчёт загружен</span>
        ) : null}
      </td>
    </tr>
  );
}

/** The queue's page of orders; the order number opens the order. */
export function QueueTable({ page }: { page: OrderQueuePage }) {
  return (
    <StaffTable caption="Заказы: открытые первыми, по сроку готовности" headers={HEADERS}>
      {page.rows.map((row) => (
        <QueueRow key={row.number} row={row} today={page.today} />
      ))}
    </StaffTable>
  );
}
