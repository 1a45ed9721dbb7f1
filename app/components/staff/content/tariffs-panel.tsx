import { Form, useNavigation } from 'react-router';
import { FOREIGN_PRICE_MESSAGES, isRoublePrice } from '../../../../contracts/roubles';
import { TARIFF_MAX_DAYS, type StaffTariff } from '../../../../contracts/staff/content';
import { formatPrice, formatTariffDuration } from '../../../../contracts/tariff-duration';
import { StaffButton, StaffNotice, StaffPanel, StaffTime } from '../staff-ui';
import type { CountryActionData } from './country-action-data';
import { ConfirmedForm } from '../confirmed-form';
import { TariffFields, tariffValues, type TariffValues } from './tariff-fields';
import { quoteRu } from '../../../../contracts/quote-ru';

/** The answer of the last action when it was about this tariff (or the new one, id undefined). */
function answerFor(result: CountryActionData | undefined, tariffId: number | undefined) {
  if (!result || !result.intent?.startsWith('tariff-')) return undefined;
  if (tariffId === undefined) return result.intent === 'tariff-add' ? result : undefined;
  return result.tariffId === tariffId && result.intent !== 'tariff-add' ? result : undefined;
}

function Outcome({ result }: { result: CountryActionData | undefined }) {
  if (!result?.message) return null;
  return <StaffNotice kind={result.ok ? 'success' : 'error'}>{result.message}</StaffNotice>;
}

/** A tariff left priced in another currency: off sale until staff give it a rouble price. */
function ForeignPriceFlag({ tariff }: { tariff: StaffTariff }) {
  if (isRoublePrice(tariff.currency)) return null;
  return (
    <p
      className="mb-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="foreign-price-flag"
    >
      <strong className="font-semibold">{FOREIGN_PRICE_MESSAGES.tariffFlag}</strong>. Сейчас указано{' '}
      {formatPrice(tariff.price, tariff.currency)}; пока цены в рублях нет, тарифа нет на сайте и
      заказать его нельзя.
    </p>
  );
}

function ActiveTariff({
  tariff,
  result,
  isBusy,
}: {
  tariff: StaffTariff;
  result: CountryActionData | undefined;
  isBusy: boolean;
}) {
  const refused = result && !result.ok ? result : undefined;
  const initial = (refused?.values as TariffValues | undefined) ?? tariffValues(tariff);
  return (
    <li
      className="rounded-lg border border-slate-200 p-4"
      aria-label={`Тариф ${quoteRu(tariff.name)}`}
    >
      <Outcome result={result} />
      <ForeignPriceFlag tariff={tariff} />
      {/* A refused form keeps what was typed; a saved one starts again from the stored tariff. */}
      <ConfirmedForm
        key={`${tariff.updatedAt}-${refused ? 'refused' : 'saved'}`}
        confirm={{
          'tariff-retire': {
            question: `Снять тариф ${quoteRu(tariff.name)} с продажи?`,
            detail:
              'Тариф исчезнет с сайта, новые заказы по нему оформить будет нельзя. Уже оформленные заказы сохранят свою цену.',
            confirmLabel: 'Да, снять с продажи',
          },
        }}
        askedByServer={result?.needsConfirmation ? 'tariff-retire' : null}
        resend={{ tariffId: String(tariff.id) }}
      >
        <input type="hidden" name="tariffId" value={tariff.id} />
        <TariffFields initial={initial} errors={refused?.errors} />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-500">
            Изменён <StaffTime iso={tariff.updatedAt} />
          </p>
          <div className="flex flex-wrap gap-2">
            {/* The first submit button is the one Enter presses: saving, never retiring. */}
            <StaffButton name="intent" value="tariff-update" disabled={isBusy}>
              Сохранить
            </StaffButton>
            <StaffButton name="intent" value="tariff-retire" variant="secondary" disabled={isBusy}>
              Снять с продажи
            </StaffButton>
          </div>
        </div>
      </ConfirmedForm>
    </li>
  );
}

function NewTariff({
  nextSortOrder,
  result,
  count,
  isBusy,
}: {
  nextSortOrder: number;
  result: CountryActionData | undefined;
  count: number;
  isBusy: boolean;
}) {
  const refused = result && !result.ok ? result : undefined;
  const initial = (refused?.values as TariffValues | undefined) ?? {
    name: '',
    price: '',
    currency: 'RUB',
    minDays: '0',
    maxDays: '',
    sortOrder: String(nextSortOrder),
    description: '',
  };
  return (
    <section aria-labelledby="new-tariff-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="new-tariff-heading" className="mb-3 font-bold text-ink">
        Новый тариф
      </h3>
      <Outcome result={result} />
      {/* Remounted after each added tariff, so the form is empty again. */}
      <Form method="post" key={`new-${count}-${refused ? 'refused' : 'clean'}`}>
        <TariffFields initial={initial} errors={refused?.errors} />
        <StaffButton name="intent" value="tariff-add" className="mt-3" disabled={isBusy}>
          Добавить тариф
        </StaffButton>
      </Form>
    </section>
  );
}

function RetiredTariffs({
  tariffs,
  result,
  isBusy,
}: {
  tariffs: StaffTariff[];
  result: CountryActionData | undefined;
  isBusy: boolean;
}) {
  if (tariffs.length === 0) return null;
  return (
    <section aria-labelledby="retired-heading" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="retired-heading" className="mb-1 font-bold text-ink">
        Сняты с продажи
      </h3>
      <p className="mb-3 text-sm text-slate-600">
        На сайте их нет, заказать их нельзя; уже оформленные заказы сохраняют свой тариф.
      </p>
      <ul className="space-y-2">
        {tariffs.map((t) => (
          <li
            key={t.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3"
          >
            <div>
              <Outcome result={answerFor(result, t.id)} />
              <ForeignPriceFlag tariff={t} />
              <p className="font-semibold text-slate-700">{t.name}</p>
              <p className="text-sm text-slate-500">
                {formatTariffDuration(t)} · {formatPrice(t.price, t.currency)} · снят{' '}
                {t.retiredAt ? <StaffTime iso={t.retiredAt} /> : null}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="tariffId" value={t.id} />
              <StaffButton
                name="intent"
                value="tariff-restore"
                variant="secondary"
                disabled={isBusy}
              >
                Вернуть в продажу
              </StaffButton>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A country's tariffs: those on sale as editable forms, a form for a new one, the retired. */
export function TariffsPanel({
  tariffs,
  result,
}: {
  tariffs: StaffTariff[];
  result: CountryActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const active = tariffs.filter((t) => !t.retiredAt);
  const retired = tariffs.filter((t) => t.retiredAt);
  const nextSortOrder = Math.max(-1, ...tariffs.map((t) => t.sortOrder)) + 1;
  return (
    <StaffPanel title="Тарифы">
      <p className="mb-4 text-sm text-slate-600">
        Цена — целым числом, в рублях. Сроки — в рабочих днях, от 0 до {TARIFF_MAX_DAYS};
        минимальный срок 0 на сайте не показывается. Порядок: меньшее число — выше в списке.
      </p>
      <ul className="space-y-3">
        {active.map((t) => (
          <ActiveTariff key={t.id} tariff={t} result={answerFor(result, t.id)} isBusy={isBusy} />
        ))}
      </ul>
      <NewTariff
        nextSortOrder={nextSortOrder}
        result={answerFor(result, undefined)}
        count={tariffs.length}
        isBusy={isBusy}
      />
      <RetiredTariffs tariffs={retired} result={result} isBusy={isBusy} />
    </StaffPanel>
  );
}
