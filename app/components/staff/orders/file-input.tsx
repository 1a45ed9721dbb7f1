import { useState } from 'react';
import {
  ORDER_FILE_ACCEPT,
  ORDER_FILE_MAX_BYTES,
  STAFF_ORDER_MESSAGES,
  type OrderFileKind,
} from '../../../../contracts/staff/orders';

const inputClass =
  'block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink hover:file:bg-slate-50';

/**
 * A file field with its label and error. The browser warns early about the size; the server
 * checks the size and the content again, whatever the browser said.
 */
export function OrderFileInput({
  id,
  label,
  kind,
  error,
  onSizeError,
}: {
  id: string;
  label: string;
  kind: OrderFileKind;
  error?: string | null;
  onSizeError?: (isTooLarge: boolean) => void;
}) {
  const [sizeError, setSizeError] = useState<string | null>(null);
  const shown = sizeError ?? error ?? null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name="file"
        type="file"
        accept={ORDER_FILE_ACCEPT[kind]}
        required
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          const isTooLarge = Boolean(file && file.size > ORDER_FILE_MAX_BYTES);
          setSizeError(isTooLarge ? STAFF_ORDER_MESSAGES.fileTooLarge : null);
          onSizeError?.(isTooLarge);
        }}
        className={inputClass}
      />
      {shown ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {kind === 'report' ? 'PDF' : 'PDF, DOCX или XLSX'}, до{' '}
          {ORDER_FILE_MAX_BYTES / 1024 / 1024} МБ
        </p>
      )}
    </div>
  );
}
