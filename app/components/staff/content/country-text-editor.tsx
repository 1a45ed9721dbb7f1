import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { COUNTRY_TEXT_MAX_LENGTH } from '../../../../contracts/staff/content';
import { CountryContent } from '../../country-content';
import { TextAreaField } from '../../form-field';
import { StaffButton, StaffNotice, StaffPanel } from '../staff-ui';
import type { CountryActionData } from './country-action-data';
import { useLivePreview } from './use-live-preview';

const count = new Intl.NumberFormat('ru-RU');

/**
 * The country's information text in Markdown beside its preview, rendered exactly as the
 * public page renders it. With JavaScript the preview follows the typing; without it
 * «Предпросмотр» sends the text and the page comes back with the preview. Only «Сохранить»
 * saves.
 */
export function CountryTextEditor(props: EditorProps) {
  // A fresh editor once the text is saved (or comes back as typed), so its counters start over.
  const typed = props.result?.content;
  return (
    <Editor key={typed === undefined ? `saved:${props.saved}` : `typed:${typed}`} {...props} />
  );
}

interface EditorProps {
  saved: string;
  savedHtml: string;
  previewUrl: string;
  result: CountryActionData | undefined;
}

function Editor({ saved, savedHtml, previewUrl, result }: EditorProps) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const typed = result?.content;
  const [length, setLength] = useState((typed ?? saved).length);
  const [isDirty, setIsDirty] = useState(typed !== undefined && typed !== saved);
  const preview = useLivePreview(previewUrl, result?.previewHtml ?? savedHtml);
  return (
    <StaffPanel title="Информационный текст">
      {result?.message ? (
        <StaffNotice kind={result.ok ? 'success' : 'error'}>{result.message}</StaffNotice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" className="min-w-0">
          <TextAreaField
            label="Текст (Markdown)"
            name="content"
            rows={22}
            defaultValue={typed ?? saved}
            maxLength={COUNTRY_TEXT_MAX_LENGTH}
            error={result?.errors?.content}
            hint="### заголовок, - пункт списка, **жирный**, [ссылка](https://…). HTML показывается как текст."
            onChange={(e) => {
              setLength(e.target.value.length);
              setIsDirty(e.target.value !== saved);
              preview.onTextChange(e.target.value);
            }}
          />
          <p className="mt-1 text-xs text-slate-500">
            {count.format(length)} из {count.format(COUNTRY_TEXT_MAX_LENGTH)} символов
            {isDirty ? (
              <strong className="ml-2 font-semibold text-amber-700">· не сохранено</strong>
            ) : null}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <StaffButton name="intent" value="text-save" disabled={isBusy}>
              Сохранить
            </StaffButton>
            <StaffButton name="intent" value="text-preview" variant="secondary" disabled={isBusy}>
              Предпросмотр
            </StaffButton>
          </div>
        </Form>
        <div className="min-w-0">
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <h3 id="preview-heading" className="text-sm font-semibold text-slate-700">
              Предпросмотр — как на сайте
            </h3>
            <span className="text-xs text-slate-500" data-testid="preview-status">
              {preview.status === 'pending'
                ? 'обновляется…'
                : preview.status === 'failed'
                  ? 'не удалось обновить — нажмите «Предпросмотр»'
                  : ''}
            </span>
          </div>
          {/* It scrolls on its own, so the keyboard must reach it (WCAG 2.1.1, axe's
              scrollable-region-focusable); a named region is the pattern for that. */}
          <div
            role="region"
            aria-labelledby="preview-heading"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="max-h-[38rem] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-5"
            data-testid="text-preview"
          >
            <CountryContent html={preview.html} />
          </div>
        </div>
      </div>
    </StaffPanel>
  );
}
