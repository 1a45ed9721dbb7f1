import { data, Link } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { INBOX_MESSAGES } from '../../../../contracts/staff/inbox';
import { hasRole } from '../../../../contracts/staff/roles';
import type { InboxActionData } from '../../../components/staff/inbox/inbox-action-data';
import { listLink, MAIL_PATH } from '../../../components/staff/inbox/inbox-links';
import { MailBody } from '../../../components/staff/inbox/mail-body';
import { MailHeaders } from '../../../components/staff/inbox/mail-headers';
import { MailResend } from '../../../components/staff/inbox/mail-resend';
import { SmtpNotice } from '../../../components/staff/inbox/smtp-notice';
import { StaffNotice, StaffPageHeader } from '../../../components/staff/staff-ui';
import { tryDomain } from '../../../lib/domain-result.server';
import { formFields, requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import type { Route } from './+types/mail-message';
import { idParam } from '../../../../contracts/ids';

/** `/admin1515/mail/{id}`: one message, its headers, text and HTML, and «Отправить повторно». */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const mail = await context.services.staff.inbox.getMail(actor, idParam(params.id));
  if (!mail) throw data({ message: INBOX_MESSAGES.mailNotFound }, { status: 404 });
  return { mail, canSeeAudit: hasRole(actor, 'admin') };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  const fields = await formFields(request);
  if (fields.intent !== 'resend') {
    return data<InboxActionData>(
      { intent: null, ok: false, message: INBOX_MESSAGES.unknownIntent },
      { status: 400 },
    );
  }
  const result = await tryDomain(() =>
    context.services.staff.inbox.resendMail(actor, idParam(params.id)),
  );
  if (!result.ok) {
    return data<InboxActionData>(
      { intent: 'resend', ok: false, message: result.message },
      { status: result.status },
    );
  }
  return {
    intent: 'resend',
    ok: true,
    message: result.value.status === 'held' ? INBOX_MESSAGES.resentHeld : INBOX_MESSAGES.resent,
  } satisfies InboxActionData;
}

export const meta = ({ params }: Route.MetaArgs) => staffMeta(`Письмо № ${params.id}`);

export default function MailMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { mail, canSeeAudit } = loaderData;
  const result = actionData as InboxActionData | undefined;
  return (
    <>
      <StaffPageHeader
        title={`Письмо № ${mail.id}`}
        back={{ to: listLink(MAIL_PATH, { status: mail.status }), label: 'Почта' }}
        actions={
          canSeeAudit ? (
            <Link
              to={listLink(`${STAFF_AREA_PATH}/audit`, { objectType: 'mail', objectId: mail.id })}
              className="inline-flex min-h-10 items-center text-sm text-brand-600 hover:underline"
            >
              История действий
            </Link>
          ) : null
        }
      >
        {mail.subject}
      </StaffPageHeader>
      {result?.message && !(result.ok && !mail.isDeliveryConfigured) ? (
        <StaffNotice kind={result.ok ? 'success' : 'error'}>{result.message}</StaffNotice>
      ) : null}
      {mail.isDeliveryConfigured ? null : (
        // After a resend without SMTP the outcome is this very notice: nothing was sent.
        <SmtpNotice>{result?.ok ? result.message : undefined}</SmtpNotice>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <MailResend mail={mail} />
          <MailHeaders mail={mail} />
        </div>
        <div className="min-w-0 space-y-6">
          <MailBody mail={mail} />
        </div>
      </div>
    </>
  );
}
