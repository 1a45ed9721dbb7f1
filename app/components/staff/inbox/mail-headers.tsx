import { Link } from 'react-router';
import { mailKindLabel, type StaffMailMessage } from '../../../../contracts/staff/inbox';
import { StaffPanel, StaffTime } from '../staff-ui';
import { Fact } from './fact';
import { orderPath, questionPath } from './inbox-links';
import { MailStatusBadge } from './mail-status-badge';

/** The envelope of a message, its delivery state and what it belongs to. */
export function MailHeaders({ mail }: { mail: StaffMailMessage }) {
  return (
    <StaffPanel title="Заголовки и доставка">
      <dl className="divide-y divide-slate-100">
        <Fact label="Кому">
          <span className="break-all">{mail.to}</span>
        </Fact>
        <Fact label="Ответ на (Reply-To)">
          {mail.replyTo ? <span className="break-all">{mail.replyTo}</span> : null}
        </Fact>
        <Fact label="Тема">{mail.subject}</Fact>
        <Fact label="Вид">
          {mailKindLabel(mail.kind)} <span className="text-xs text-slate-500">({mail.kind})</span>
        </Fact>
        <Fact label="Состояние">
          <MailStatusBadge status={mail.status} />
        </Fact>
        <Fact label="Попыток отправки">{String(mail.attempts)}</Fact>
        <Fact label="Последняя ошибка">
          {mail.lastError ? (
            <span className="font-mono text-sm break-all text-red-700">{mail.lastError}</span>
          ) : null}
        </Fact>
        <Fact label="Создано">
          <StaffTime iso={mail.createdAt} />
        </Fact>
        <Fact label="Отправлено">{mail.sentAt ? <StaffTime iso={mail.sentAt} /> : null}</Fact>
        {mail.status === 'pending' ? (
          <Fact label="Следующая попытка">
            <StaffTime iso={mail.nextAttemptAt} />
          </Fact>
        ) : null}
        <Fact label="Относится к">
          {mail.order ? (
            <Link to={orderPath(mail.order.number)} className="text-brand-700 hover:underline">
              Заказ № {mail.order.number}
            </Link>
          ) : mail.question ? (
            <Link to={questionPath(mail.question.id)} className="text-brand-700 hover:underline">
              Вопрос № {mail.question.id} ({mail.question.name})
            </Link>
          ) : null}
        </Fact>
      </dl>
    </StaffPanel>
  );
}
