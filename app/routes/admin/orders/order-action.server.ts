import { isConfirmed } from '../../../../contracts/staff/confirm';
import { data } from 'react-router';
import { ORDER_STATUSES } from '../../../../contracts/order-status';
import {
  CancelOrderInput,
  ORDER_FILE_MAX_BYTES,
  OrderFileKindInput,
  OrderNoteInput,
  STAFF_ORDER_MESSAGES,
  STAFF_ORDER_MESSAGES_WITHOUT_MAIL,
  type OrderFileUpload,
  type StaffOrderServices,
} from '../../../../contracts/staff/orders';
import type { StaffActor } from '../../../../contracts/staff/roles';
import type { PaymentServices } from '../../../../contracts/payment-services';
import { invoicePaymentRecord, moscowToday, RefundRequest } from '../../../../contracts/payments';
import {
  ORDER_INTENTS,
  type OrderActionData,
  type OrderIntent,
} from '../../../components/staff/orders/order-action-data';
import { tryDomain } from '../../../lib/domain-result.server';
import { validateForm } from '../../../lib/zod-form';
import { readLimitedForm, textFields } from '../content/read-form.server';
import { idParam } from '../../../../contracts/ids';

// Room for the multipart boundaries and the other fields around the file.
const FORM_OVERHEAD_BYTES = 64 * 1024;

const answer = (result: OrderActionData, status = 200) =>
  status === 200 ? result : data(result, { status });

/** The uploaded file of a form, or null when none was chosen. */
async function uploadOf(form: FormData): Promise<OrderFileUpload | null> {
  const file = form.get('file');
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) return null;
  return { fileName: file.name, data: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * Every form of an order's page: the moves, notes and files. The body is read only up to the
 * upload limit (the Content-Length first, then the bytes as they come), so an oversized file
 * is refused with a message instead of filling the memory.
 */
export async function orderAction(
  orders: StaffOrderServices,
  payments: PaymentServices['staff'],
  actor: StaffActor,
  request: Request,
  number: string,
) {
  const read = await readLimitedForm(request, ORDER_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? answer({ intent: null, ok: false, message: STAFF_ORDER_MESSAGES.formTooLarge }, 413)
      : answer({ intent: null, ok: false, message: STAFF_ORDER_MESSAGES.formBroken }, 400);
  }
  const { form } = read;
  const fields = textFields(form);
  // A message that promises the customer a letter says the truth when no mail leaves the server.
  const told = (key: keyof typeof STAFF_ORDER_MESSAGES_WITHOUT_MAIL) =>
    orders.isMailDelivered ? STAFF_ORDER_MESSAGES[key] : STAFF_ORDER_MESSAGES_WITHOUT_MAIL[key];
  const intent: OrderIntent | null = ORDER_INTENTS.find((i) => i === fields.intent) ?? null;
  const expected = ORDER_STATUSES.find((s) => s === fields.status);
  const fileId = idParam(fields.fileId);
  const done = async (
    work: () => Promise<unknown>,
    message: string,
    extra: Partial<OrderActionData> = {},
  ) => {
    const result = await tryDomain(work);
    return result.ok
      ? answer({ intent, ok: true, message, ...extra })
      : answer({ intent, ok: false, message: result.message, ...extra }, result.status);
  };

  switch (intent) {
    case 'take':
      return done(() => orders.take(actor, number, expected), told('taken'));
    case 'ready':
      return done(() => orders.markReady(actor, number, expected), told('ready'));
    case 'cancel': {
      const values = { reasonCode: fields.reasonCode ?? '', reason: fields.reason ?? '' };
      const checked = validateForm(CancelOrderInput, values);
      if (!checked.data) {
        return answer(
          { intent, ok: false, message: 'Укажите причину отмены', errors: checked.errors, values },
          400,
        );
      }
      const input = checked.data;
      return done(() => orders.cancel(actor, number, input, expected), told('cancelled'), {
        values,
      });
    }
    case 'note': {
      const values = { text: fields.text ?? '' };
      const checked = validateForm(OrderNoteInput, values);
      if (!checked.data) {
        return answer({ intent, ok: false, message: null, errors: checked.errors, values }, 400);
      }
      const input = checked.data;
      return done(() => orders.addNote(actor, number, input), STAFF_ORDER_MESSAGES.noteAdded, {
        values,
      });
    }
    case 'upload':
    case 'upload-ready': {
      const kind = OrderFileKindInput.safeParse(fields.kind);
      if (!kind.success) {
        return answer(
          { intent, ok: false, message: null, errors: { kind: kind.error.issues[0]?.message } },
          400,
        );
      }
      const file = await uploadOf(form);
      if (!file) {
        return answer(
          { intent, ok: false, message: null, errors: { file: STAFF_ORDER_MESSAGES.fileMissing } },
          400,
        );
      }
      const markReady = intent === 'upload-ready';
      return done(
        () => orders.uploadFile(actor, number, kind.data, file, { markReady, expected }),
        markReady ? told('uploadedAndReady') : STAFF_ORDER_MESSAGES.uploaded(kind.data),
      );
    }
    case 'replace': {
      const file = await uploadOf(form);
      if (!file) {
        return answer(
          {
            intent,
            ok: false,
            fileId,
            message: null,
            errors: { file: STAFF_ORDER_MESSAGES.fileMissing },
          },
          400,
        );
      }
      return done(
        () => orders.replaceFile(actor, number, fileId, file),
        STAFF_ORDER_MESSAGES.replaced,
        { fileId },
      );
    }
    case 'remove':
      return done(() => orders.removeFile(actor, number, fileId), STAFF_ORDER_MESSAGES.removed, {
        fileId,
      });
    case 'refund': {
      const values = { reason: fields.reason ?? '' };
      const checked = validateForm(RefundRequest, values);
      if (!checked.data) {
        return answer({ intent, ok: false, message: null, errors: checked.errors, values }, 400);
      }
      const input = checked.data;
      if (!isConfirmed(fields))
        return answer({ intent, ok: false, message: null, needsConfirmation: true, values });
      const result = await tryDomain(() => payments.refund(actor, number, input));
      if (!result.ok) {
        return answer({ intent, ok: false, message: result.message, values }, result.status);
      }
      return answer({
        intent,
        ok: true,
        message:
          result.value.status === 'succeeded'
            ? told('refunded')
            : STAFF_ORDER_MESSAGES.refundPending,
      });
    }
    case 'invoice-paid': {
      const values = {
        paidOn: fields.paidOn ?? '',
        paymentOrderNumber: fields.paymentOrderNumber ?? '',
      };
      const checked = validateForm(invoicePaymentRecord(moscowToday()), values);
      if (!checked.data) {
        return answer({ intent, ok: false, message: null, errors: checked.errors, values }, 400);
      }
      const record = checked.data;
      if (!isConfirmed(fields)) {
        return answer({ intent, ok: false, message: null, needsConfirmation: true, values });
      }
      return done(() => payments.markInvoicePaid(actor, number, record), told('invoicePaid'));
    }
    default:
      return answer({ intent: null, ok: false, message: STAFF_ORDER_MESSAGES.unknownIntent }, 400);
  }
}
