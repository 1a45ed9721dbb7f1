import { isConfirmed } from '../../../../contracts/staff/confirm';
import { data } from 'react-router';
import {
  CONTENT_MESSAGES,
  COUNTRY_TEXT_MAX_LENGTH,
  CountryGroupsInput,
  CountryText,
  SAMPLE_MAX_BYTES,
  TariffInput,
  unixNewlines,
  type StaffContentServices,
} from '../../../../contracts/staff/content';
import type { StaffActor } from '../../../../contracts/staff/roles';
import {
  COUNTRY_INTENTS,
  type CountryActionData,
  type CountryIntent,
} from '../../../components/staff/content/country-action-data';
import { tryDomain } from '../../../lib/domain-result.server';
import { renderSafeMarkdown } from '../../../lib/safe-markdown.server';
import { validateForm } from '../../../lib/zod-form';
import { readLimitedForm, textFields } from './read-form.server';
import { idParam } from '../../../../contracts/ids';
import { quoteRu } from '../../../../contracts/quote-ru';
import { MESSAGES } from '../../../../contracts/messages';

// Room for the multipart boundaries and the other fields around the file.
const FORM_OVERHEAD_BYTES = 64 * 1024;
const TARIFF_FIELDS = [
  'name',
  'price',
  'currency',
  'minDays',
  'maxDays',
  'sortOrder',
  'description',
] as const;

const answer = (result: CountryActionData, status = 200) =>
  status === 200 ? result : data(result, { status });

const refused = (
  intent: CountryIntent | null,
  status: number,
  message: string | null,
  extra: Partial<CountryActionData> = {},
) => answer({ intent, ok: false, message, ...extra }, status);

/** Handles every form of a country's staff page: text, groups, tariffs and the sample file. */
export async function countryAction(
  content: StaffContentServices,
  actor: StaffActor,
  request: Request,
  code: string,
) {
  const read = await readLimitedForm(request, SAMPLE_MAX_BYTES + FORM_OVERHEAD_BYTES);
  if (!read.ok) {
    // Only the sample's form can grow this large.
    return read.reason === 'too-large'
      ? refused('sample-upload', 413, CONTENT_MESSAGES.fileTooLarge)
      : refused(null, 400, MESSAGES.brokenForm);
  }
  const { form } = read;
  const fields = textFields(form);
  const intent = COUNTRY_INTENTS.find((i) => i === fields.intent) ?? null;
  const tariffId = idParam(fields.tariffId);
  const done = async (
    work: () => Promise<unknown>,
    message: string,
    extra: Partial<CountryActionData> = {},
  ) => {
    const result = await tryDomain(work);
    if (!result.ok) return refused(intent, result.status, result.message, extra);
    return answer({ intent, ok: true, message, ...extra });
  };

  switch (intent) {
    case 'text-preview': {
      const text = unixNewlines(fields.content ?? '').slice(0, COUNTRY_TEXT_MAX_LENGTH + 1);
      return answer({
        intent,
        ok: true,
        message: null,
        content: text,
        previewHtml: renderSafeMarkdown(text),
      });
    }
    case 'text-save': {
      const asTyped = unixNewlines(fields.content ?? '');
      const typed = { content: asTyped, previewHtml: renderSafeMarkdown(asTyped) };
      const checked = validateForm(CountryText, fields);
      if (!checked.data) return refused(intent, 400, null, { errors: checked.errors, ...typed });
      const result = await tryDomain(() => content.updateText(actor, code, checked.data));
      if (!result.ok) return refused(intent, result.status, result.message, typed);
      return answer({
        intent,
        ok: true,
        message: result.value.changed
          ? 'Текст сохранён — он уже на странице страны'
          : CONTENT_MESSAGES.noChanges,
      });
    }
    case 'groups': {
      const groupIds = form.getAll('groupIds').filter((v) => typeof v === 'string');
      const checked = validateForm(CountryGroupsInput, { groupIds });
      if (!checked.data) {
        return refused(intent, 400, checked.errors.groupIds ?? 'Выберите хотя бы одну группу', {
          values: { groupIds: groupIds.join(',') },
        });
      }
      const result = await tryDomain(() => content.updateGroups(actor, code, checked.data));
      if (!result.ok) return refused(intent, result.status, result.message);
      return answer({
        intent,
        ok: true,
        message: result.value.changed ? 'Группы сохранены' : CONTENT_MESSAGES.noChanges,
      });
    }
    case 'tariff-add':
    case 'tariff-update': {
      const values = Object.fromEntries(TARIFF_FIELDS.map((f) => [f, fields[f] ?? '']));
      const extra = { values, ...(intent === 'tariff-update' ? { tariffId } : {}) };
      const checked = validateForm(TariffInput, fields);
      if (!checked.data) {
        return refused(intent, 400, 'Проверьте поля тарифа', { ...extra, errors: checked.errors });
      }
      const input = checked.data;
      if (intent === 'tariff-add') {
        return done(
          () => content.addTariff(actor, code, input),
          `Тариф ${quoteRu(input.name)} добавлен`,
          extra,
        );
      }
      const result = await tryDomain(() => content.updateTariff(actor, code, tariffId, input));
      if (!result.ok) return refused(intent, result.status, result.message, extra);
      return answer({
        intent,
        tariffId,
        ok: true,
        message: result.value.changed
          ? `Тариф ${quoteRu(input.name)} сохранён`
          : CONTENT_MESSAGES.noChanges,
      });
    }
    case 'tariff-retire':
      if (!isConfirmed(fields)) {
        return answer({ intent, ok: false, message: null, needsConfirmation: true, tariffId });
      }
      return done(
        () => content.retireTariff(actor, code, tariffId),
        'Тариф снят с продажи: на сайте его больше нет',
        { tariffId },
      );
    case 'tariff-restore':
      return done(() => content.restoreTariff(actor, code, tariffId), 'Тариф снова в продаже', {
        tariffId,
      });
    case 'sample-upload': {
      const file = form.get('file');
      if (!(file instanceof File) || (file.size === 0 && file.name === '')) {
        return refused(intent, 400, CONTENT_MESSAGES.fileMissing);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await tryDomain(() =>
        content.uploadSample(actor, code, { fileName: file.name, data: bytes }),
      );
      if (!result.ok) return refused(intent, result.status, result.message);
      return answer({
        intent,
        ok: true,
        message: `Образец загружен (${result.value.extension.toUpperCase()}): с сайта скачивается уже он`,
      });
    }
    case 'sample-remove':
      return done(
        () => content.removeSample(actor, code),
        'Загруженный образец удалён: скачивается отчёт, созданный автоматически',
      );
    default:
      return refused(null, 400, MESSAGES.unknownAction);
  }
}
