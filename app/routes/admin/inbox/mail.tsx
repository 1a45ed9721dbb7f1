import {
  MAIL_STATUSES,
  MAIL_STATUS_LABELS,
  MailListFilter,
} from '../../../../contracts/staff/inbox';
import { listLink, MAIL_PATH } from '../../../components/staff/inbox/inbox-links';
import { MailFilter } from '../../../components/staff/inbox/mail-filter';
import { MailTable } from '../../../components/staff/inbox/mail-table';
import { SmtpNotice } from '../../../components/staff/inbox/smtp-notice';
import { StatusTabs } from '../../../components/staff/status-tabs';
import { StaffPageHeader, StaffPagination } from '../../../components/staff/staff-ui';
import { requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import type { Route } from './+types/mail';

/** `/admin1515/mail`: every e-mail the site wrote, held, queued, failed or sent. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const url = new URL(request.url);
  const filter = MailListFilter.parse(Object.fromEntries(url.searchParams));
  return {
    page: await context.services.staff.inbox.listMail(actor, filter),
    search: url.searchParams.toString(),
  };
}

export const meta = () => staffMeta('Почта');

export default function Mail({ loaderData }: Route.ComponentProps) {
  const { page, search } = loaderData;
  const { filter, counts } = page;
  const rest = { kind: filter.kind, q: filter.q };
  return (
    <>
      <StaffPageHeader title="Почта">
        Все письма сайта: клиентам, посетителям и сотрудникам. Каждое сначала записывается сюда,
        затем отправляется; неудачные попытки повторяются автоматически.
      </StaffPageHeader>
      {page.isDeliveryConfigured ? null : <SmtpNotice />}
      <StatusTabs
        label="Состояние писем"
        tabs={[
          {
            key: 'all',
            label: 'Все',
            count: counts.all,
            to: listLink(MAIL_PATH, rest),
            isCurrent: !filter.status,
          },
          ...MAIL_STATUSES.map((status) => ({
            key: status,
            label: MAIL_STATUS_LABELS[status],
            count: counts[status],
            to: listLink(MAIL_PATH, { ...rest, status }),
            isCurrent: filter.status === status,
            isWarning: status === 'failed' && counts.failed > 0,
          })),
        ]}
      />
      <MailFilter page={page} />
      {page.messages.length > 0 ? (
        <MailTable page={page} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          {filter.q || filter.kind ? 'По этому запросу писем нет.' : 'Писем нет.'}
        </p>
      )}
      <StaffPagination
        page={filter.page}
        pageSize={page.pageSize}
        total={filter.status ? counts[filter.status] : counts.all}
        search={new URLSearchParams(search)}
      />
    </>
  );
}
