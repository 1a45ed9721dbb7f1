import { Form } from 'react-router';
import { ORDER_CANCEL_REASONS } from '../../../../contracts/order-cancel-reasons';
import {
  ORDER_CANCEL_REASON_LABELS,
  type StaffOrderDetail,
} from '../../../../contracts/staff/orders';
import { TextAreaField } from '../../form-field';
import { StaffButton, staffInputClass } from '../staff-ui';
import type { OrderActionData } from './order-action-data';

/**
 * Cancelling takes a reason code and, if wanted, words for the customer; both go into the
 * e-mail. Folded away, so the red button is never the first thing under the cursor.
 */
export function CancelOrderForm({
  order,
  result,
  isBusy,
}: {
  order: StaffOrderDetail;
  result: OrderActionData | undefined;
  isBusy: boolean;
}) {
  const mine = result?.intent === 'cancel' && !result.ok ? result : undefined;
  const errors = mine?.errors ?? {};
  return (
    <details className="mt-4 border-t border-slate-200 pt-4" open={Boolean(mine)}>
      <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-red-700">
        Отменить заказ…
      </summary>
      <Form method="post" className="mt-3 max-w-xl space-y-4" noValidate>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="status" value={order.status} />
        <div>
          <label
            htmlFor="cancel-reason-code"
            className="mb-1.5 block text-sm font-semibold text-slate-700"
          >
            Причина
          </label>
          <select
            id="cancel-reason-code"
            name="reasonCode"
            required
            defaultValue={mine?.values?.reasonCode ?? ''}
            aria-invalid={errors.reasonCode ? true : undefined}
            aria-describedby={errors.reasonCode ? 'cancel-reason-code-error' : undefined}
            className={`${staffInputClass} w-full`}
          >
            <option value="" disabled>
              Выберите причину
            </option>
            {ORDER_CANCEL_REASONS.map((code) => (
              <option key={code} value={code}>
                {ORDER_CANCEL_REASON_LABELS[code]}
              </option>
            ))}
          </select>
          {errors.reasonCode ? (
            <p id="cancel-reason-code-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.reasonCode}
            </p>
          ) : null}
        </div>
        <TextAreaField
          label="Пояснение для клиента"
          name="reason"
          optional
          hint="Уйдёт клиенту в письме. Для «Другая причина» обязательно."
          defaultValue={mine?.values?.reason}
          error={errors.reason}
          maxLength={1000}
        />
        <StaffButton variant="danger" disabled={isBusy}>
          Отменить заказ и известить клиента
        </StaffButton>
      </Form>
    </details>
  );
}
