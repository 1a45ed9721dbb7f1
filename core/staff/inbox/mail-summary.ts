import type { StaffMailSummary } from '../../../contracts/staff/inbox';
import { outbox } from '../../../db/schema';

/** The outbox columns every list of messages shows. */
export const mailSummaryColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  kind: outbox.kind,
  status: outbox.status,
  attempts: outbox.attempts,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

export function toMailSummary(row: {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: StaffMailSummary['status'];
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}): StaffMailSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
