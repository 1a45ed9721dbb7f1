import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  ORDER_CANCEL_REASON_LABELS,
  type StaffOrderDetail,
} from '../../../../contracts/staff/orders';
import { StaffButton, StaffPanel, StaffTime } from '../staff-ui';
import { CancelOrderForm } from './cancel-order-form';
import type { OrderActionData } from './order-action-data';
import { OrderFileInput } from './file-input';
import { quoteRu } from '../../../../contracts/quote-ru';

/** The hidden fields of a move: what to do and the status this page showed. */
function MoveFields({ intent, order }: { intent: string; order: StaffOrderDetail }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="status" value={order.status} />
    </>
  );
}

function UploadReportForm({
  order,
  result,
  isBusy,
}: {
  order: StaffOrderDetail;
  result: OrderActionData | undefined;
  isBusy: boolean;
}) {
  const [isTooLarge, setTooLarge] = useState(false);
  const isMine = result?.intent === 'upload-ready' || result?.intent === 'upload';
  const error = isMine && !result.ok ? (result.errors?.file ?? result.message) : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3"
      onSubmit={(event) => {
        if (isTooLarge) event.preventDefault();
      }}
    >
      <input type="hidden" name="kind" value="report" />
      <input type="hidden" name="status" value={order.status} />
      <OrderFileInput
        id="next-report-file"
        label="Файл отчёта (PDF)"
        kind="report"
        error={error}
        onSizeError={setTooLarge}
      />
      <div className="flex flex-wrap gap-2">
        <StaffButton name="intent" value="upload-ready" disabled={isBusy}>
          Загрузить и отметить «Отчёт готов»
        </StaffButton>
        <StaffButton name="intent" value="upload" variant="secondary" disabled={isBusy}>
          Только загрузить
        </StaffButton>
      </div>
      <p className="text-xs text-slate-500">
        «Отчёт готов» отправляет клиенту письмо со ссылкой на страницу заказа: отчёт откроется ему
        после оплаты.
      </p>
    </Form>
  );
}

/** The one thing to do next with the order, by its status, and the way to cancel it. */
export function OrderNextStep({
  order,
  result,
}: {
  order: StaffOrderDetail;
  result: OrderActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const report = order.files.find((f) => f.kind === 'report' && !f.removedAt);
  const readyAt = order.history.findLast((h) => h.to === 'ready')?.at;
  const canCancel = ['new', 'in_progress', 'ready'].includes(order.status);
  return (
    <StaffPanel title="Что дальше" className="mb-6">
      {order.status === 'new' ? (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-slate-700">Заказ ждёт исполнителя.</p>
          <Form method="post">
            <MoveFields intent="take" order={order} />
            <StaffButton disabled={isBusy}>Взять в работу</StaffButton>
          </Form>
        </div>
      ) : null}
      {order.status === 'in_progress' && !report ? (
        <div className="space-y-3">
          <p className="text-slate-700">
            {order.assignee ? `Исполнитель — ${order.assignee.name}. ` : ''}Загрузите отчёт и
            отметьте заказ готовым.
          </p>
          <UploadReportForm order={order} result={result} isBusy={isBusy} />
        </div>
      ) : null}
      {order.status === 'in_progress' && report ? (
        <div className="flex flex-wrap items-center gap-4">
          {/* A file's name may be one long word: it wraps anywhere rather than widen the page. */}
          <p className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">
            Отчёт загружен: {quoteRu(report.fileName)}. Проверьте его и отметьте заказ готовым —
            клиент получит письмо.
          </p>
          <Form method="post">
            <MoveFields intent="ready" order={order} />
            <StaffButton disabled={isBusy}>Отчёт готов — известить клиента</StaffButton>
          </Form>
        </div>
      ) : null}
      {order.status === 'ready' ? (
        <p className="text-slate-700">
          Отчёт готов
          {readyAt ? (
            <>
              {' '}
              с <StaffTime iso={readyAt} />
            </>
          ) : null}
          , клиент извещён. Ждём оплату: после неё отчёт откроется клиенту на странице заказа.
        </p>
      ) : null}
      {order.status === 'paid' ? (
        <p className="text-slate-700">
          Заказ оплачен
          {order.paidAt ? (
            <>
              {' '}
              <StaffTime iso={order.paidAt} />
            </>
          ) : null}
          . Отчёт доступен клиенту.
        </p>
      ) : null}
      {order.status === 'refunded' ? (
        <p className="text-slate-700">Деньги за отчёт возвращены клиенту.</p>
      ) : null}
      {order.status === 'cancelled' ? (
        <p className="text-slate-700">
          Заказ отменён
          {order.cancellation?.code
            ? `: ${ORDER_CANCEL_REASON_LABELS[order.cancellation.code]}`
            : ''}
          {order.cancellation?.reason
            ? `. Клиенту написали: ${quoteRu(order.cancellation.reason)}`
            : ''}
          .
        </p>
      ) : null}
      {canCancel ? <CancelOrderForm order={order} result={result} isBusy={isBusy} /> : null}
    </StaffPanel>
  );
}
