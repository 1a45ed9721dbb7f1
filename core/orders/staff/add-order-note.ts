import { nowOf } from '../../clock';
import type { StaffActor } from '../../../contracts/staff/roles';
import { OrderNoteInput } from '../../../contracts/staff/orders';
import { orderNotes } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../../staff/audit/record-audit';
import type { StaffDeps } from '../../staff/staff-deps';
import { STAFF_ORDER_MESSAGES } from '../../../contracts/staff/orders';
import { lockOrderByNumber } from '../lock-order';
import { actorLabel, orderLabel } from '../order-labels';

/** A staff note on an order; the customer never sees it. */
export async function addOrderNote(
  deps: StaffDeps,
  actor: StaffActor,
  number: string,
  rawInput: OrderNoteInput,
): Promise<void> {
  const parsed = OrderNoteInput.safeParse(rawInput);
  if (!parsed.success) {
    throw new DomainError(400, parsed.error.issues[0]?.message ?? 'Проверьте текст заметки');
  }
  const at = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, number, STAFF_ORDER_MESSAGES.notFound);
    const [note] = await tx
      .insert(orderNotes)
      .values({
        orderId: order.id,
        author: actorLabel(actor),
        text: parsed.data.text,
        createdAt: at,
      })
      .returning({ id: orderNotes.id });
    await recordAudit(tx, actor, {
      action: 'order.note',
      objectType: 'order',
      objectId: order.number,
      summary: `${orderLabel(order)}: добавлена заметка`,
      before: null,
      after: { noteId: note?.id, text: parsed.data.text },
    });
  });
}
