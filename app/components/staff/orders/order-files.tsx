import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  canChangeOrderFiles,
  canRemoveOrderFile,
  formatFileSize,
  ORDER_FILE_KIND_LABELS,
  ORDER_FILE_KINDS,
  type OrderFileKind,
  type StaffOrderDetail,
  type StaffOrderFile,
} from '../../../../contracts/staff/orders';
import { StaffButton, StaffPanel, StaffTime, staffInputClass } from '../staff-ui';
import { OrderFileInput } from './file-input';
import type { OrderActionData } from './order-action-data';
import { QUEUE_PATH } from './queue-link';
import { quoteRu } from '../../../../contracts/quote-ru';

const typeLabel = (file: StaffOrderFile) => file.fileName.split('.').pop()?.toUpperCase() ?? '';

function FileFacts({ file, number }: { file: StaffOrderFile; number: string }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {ORDER_FILE_KIND_LABELS[file.kind]}
      </p>
      <a
        href={`${QUEUE_PATH}/${number}/files/${file.id}`}
        className="font-medium break-all text-brand-700 hover:underline"
        download
      >
        {file.fileName}
      </a>
      <p className="text-xs text-slate-600">
        {typeLabel(file)}, {formatFileSize(file.size)} · {file.uploadedBy},{' '}
        <StaffTime iso={file.uploadedAt} />
      </p>
      <p className="text-xs break-all text-slate-500" title="Контрольная сумма SHA-256">
        SHA-256 {file.sha256.slice(0, 16)}…
      </p>
    </div>
  );
}

function ActiveFile({
  file,
  order,
  result,
  isBusy,
}: {
  file: StaffOrderFile;
  order: StaffOrderDetail;
  result: OrderActionData | undefined;
  isBusy: boolean;
}) {
  const [isTooLarge, setTooLarge] = useState(false);
  const mine = result?.fileId === file.id && !result.ok ? result : undefined;
  const replaceError = mine?.intent === 'replace' ? (mine.errors?.file ?? mine.message) : undefined;
  return (
    <li className="py-3" aria-label={`${ORDER_FILE_KIND_LABELS[file.kind]}: ${file.fileName}`}>
      <FileFacts file={file} number={order.number} />
      {canChangeOrderFiles(order.status) ? (
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <details className="min-w-0 flex-1" open={Boolean(replaceError)}>
            <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-brand-700">
              Заменить…
            </summary>
            <Form
              method="post"
              encType="multipart/form-data"
              className="mt-2 space-y-2"
              onSubmit={(event) => {
                if (isTooLarge) event.preventDefault();
              }}
            >
              <input type="hidden" name="fileId" value={file.id} />
              <OrderFileInput
                id={`replace-${file.id}`}
                label={`Новая версия файла ${quoteRu(file.fileName)}`}
                kind={file.kind}
                error={replaceError}
                onSizeError={setTooLarge}
              />
              <StaffButton name="intent" value="replace" variant="secondary" disabled={isBusy}>
                Заменить файл
              </StaffButton>
            </Form>
          </details>
          {canRemoveOrderFile(order.status, file.kind) ? (
            <Form method="post">
              <input type="hidden" name="fileId" value={file.id} />
              <StaffButton
                name="intent"
                value="remove"
                variant="secondary"
                disabled={isBusy}
                aria-label={`Удалить файл ${quoteRu(file.fileName)}`}
              >
                Удалить
              </StaffButton>
            </Form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function AddFileForm({
  hasReport,
  result,
  isBusy,
}: {
  hasReport: boolean;
  result: OrderActionData | undefined;
  isBusy: boolean;
}) {
  const kinds = ORDER_FILE_KINDS.filter((k) => k !== 'report' || !hasReport);
  // Appendices by default: the report has its own form under «Что дальше».
  const [chosen, setKind] = useState<OrderFileKind>('appendix');
  const kind = kinds.includes(chosen) ? chosen : 'appendix';
  const [isTooLarge, setTooLarge] = useState(false);
  const mine = result?.intent === 'upload' && !result.ok ? result : undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        if (isTooLarge) event.preventDefault();
      }}
    >
      <h3 className="font-semibold text-ink">Добавить файл</h3>
      <div>
        <label
          htmlFor="add-file-kind"
          className="mb-1.5 block text-sm font-semibold text-slate-700"
        >
          Что это за файл
        </label>
        <select
          id="add-file-kind"
          name="kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as OrderFileKind)}
          className={`${staffInputClass} w-full sm:w-72`}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {k === 'report' ? 'Отчёт (PDF)' : 'Приложение (PDF, DOCX, XLSX)'}
            </option>
          ))}
        </select>
        {mine?.errors?.kind ? (
          <p className="mt-1 text-sm font-medium text-red-700">{mine.errors.kind}</p>
        ) : null}
      </div>
      <OrderFileInput
        id="add-file"
        label="Файл"
        kind={kind}
        error={mine ? (mine.errors?.file ?? mine.message) : null}
        onSizeError={setTooLarge}
      />
      <StaffButton name="intent" value="upload" variant="secondary" disabled={isBusy}>
        Загрузить файл
      </StaffButton>
    </Form>
  );
}

/** The order's report and appendices: download, replace, remove; earlier versions below. */
export function OrderFiles({
  order,
  result,
}: {
  order: StaffOrderDetail;
  result: OrderActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const active = order.files.filter((f) => !f.removedAt);
  const earlier = order.files.filter((f) => f.removedAt);
  const hasReport = active.some((f) => f.kind === 'report');
  return (
    <StaffPanel title="Файлы отчёта">
      {active.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label="Файлы заказа">
          {active.map((file) => (
            <ActiveFile key={file.id} file={file} order={order} result={result} isBusy={isBusy} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Файлов пока нет.</p>
      )}
      {canChangeOrderFiles(order.status) ? (
        <AddFileForm hasReport={hasReport} result={result} isBusy={isBusy} />
      ) : null}
      {earlier.length > 0 ? (
        <details className="mt-4 border-t border-slate-200 pt-3">
          <summary className="inline-flex min-h-10 cursor-pointer items-center text-sm font-semibold text-slate-700">
            Заменённые и удалённые файлы ({earlier.length})
          </summary>
          <ul className="divide-y divide-slate-100">
            {earlier.map((file) => (
              <li key={file.id} className="py-3">
                <FileFacts file={file} number={order.number} />
                <p className="text-xs text-slate-600">
                  {file.replacedById ? 'Заменён' : 'Удалён'}{' '}
                  {file.removedAt ? <StaffTime iso={file.removedAt} /> : null}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </StaffPanel>
  );
}
