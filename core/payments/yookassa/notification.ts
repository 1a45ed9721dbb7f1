import { z } from 'zod';
import { singleLineText } from '../../../contracts/text';

/** The events the site subscribes to in YooKassa's merchant profile. */
const YOOKASSA_EVENTS = [
  'payment.succeeded',
  'payment.waiting_for_capture',
  'payment.canceled',
  'refund.succeeded',
] as const;

type YooKassaEvent = (typeof YOOKASSA_EVENTS)[number];

/**
 * The body YooKassa posts: `{ type: 'notification', event, object }`, the object being the
 * payment or refund as the API would answer it. Only the id is read from it; extra fields are
 * ignored.
 */
const YooKassaNotificationSchema = z.object({
  type: z.literal('notification'),
  event: z.enum(YOOKASSA_EVENTS),
  object: z.object({ id: singleLineText().trim().min(1).max(100) }),
});

export interface ParsedNotification {
  event: YooKassaEvent;
  objectId: string;
  kind: 'payment' | 'refund';
}

/**
 * Which object a notification is about, or null when the body is not a notification of an
 * event the site handles. Notifications are not signed: the caller re-reads the object from
 * the API and believes only that answer.
 */
export function parseNotification(body: unknown): ParsedNotification | null {
  const parsed = YooKassaNotificationSchema.safeParse(body);
  if (!parsed.success) return null;
  const { event, object } = parsed.data;
  return { event, objectId: object.id, kind: event.startsWith('refund.') ? 'refund' : 'payment' };
}
