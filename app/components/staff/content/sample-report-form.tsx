import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  CONTENT_MESSAGES,
  SAMPLE_ACCEPT,
  SAMPLE_MAX_BYTES,
  type UploadedSampleInfo,
} from '../../../../contracts/staff/content';
import { StaffButton, StaffNotice, StaffPanel, StaffTime } from '../staff-ui';
import type { CountryActionData } from './country-action-data';

const megabytes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

function sizeText(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${megabytes.format(bytes / 1024 / 1024)} МБ`;
}

/**
 * The country's sample report: the generated PDF, or a file staff upload instead. The server
 * judges the file by its content; the browser only warns early about the size.
 */
export function SampleReportForm({
  sample,
  publicPath,
  result,
}: {
  sample: UploadedSampleInfo | null;
  publicPath: string;
  result: CountryActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const [sizeError, setSizeError] = useState<string | null>(null);
  const error = sizeError ?? (result && !result.ok ? result.message : null);
  return (
    <StaffPanel title="Образец отчёта">
      {result?.ok && result.message ? (
        <StaffNotice kind="success">{result.message}</StaffNotice>
      ) : null}
      <p className="mb-4 text-sm text-slate-700" data-testid="sample-state">
        {sample ? (
          <>
            Загружен файл {sample.extension.toUpperCase()}, {sizeText(sample.size)},{' '}
            <StaffTime iso={sample.uploadedAt} />. Его скачивают кнопкой «Скачать образец» на{' '}
            <a href={publicPath} className="text-brand-600 hover:underline">
              странице страны
            </a>
            .
          </>
        ) : (
          <>
            Сейчас скачивается отчёт, созданный автоматически. Загрузите свой файл, чтобы показывать
            его вместо него.
          </>
        )}
      </p>
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          if (sizeError) event.preventDefault();
        }}
      >
        <div>
          <label
            htmlFor="sample-file"
            className="mb-1.5 block text-sm font-semibold text-slate-700"
          >
            Файл образца: PDF, DOCX или DOC, до {SAMPLE_MAX_BYTES / 1024 / 1024} МБ
          </label>
          <input
            id="sample-file"
            name="file"
            type="file"
            accept={SAMPLE_ACCEPT}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'sample-error' : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              setSizeError(
                file && file.size > SAMPLE_MAX_BYTES ? CONTENT_MESSAGES.fileTooLarge : null,
              );
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-ink hover:file:bg-slate-50"
          />
          {error ? (
            <p id="sample-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div>
          <StaffButton name="intent" value="sample-upload" disabled={isBusy}>
            {sample ? 'Заменить образец' : 'Загрузить образец'}
          </StaffButton>
        </div>
      </Form>
      {sample ? (
        <Form method="post" className="mt-4 border-t border-slate-200 pt-4">
          <StaffButton name="intent" value="sample-remove" variant="secondary" disabled={isBusy}>
            Удалить загруженный образец
          </StaffButton>
        </Form>
      ) : null}
    </StaffPanel>
  );
}
