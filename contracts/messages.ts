import { pluralRu } from './plural-ru';
import { PAGE_MESSAGES } from './page-messages';

// Russian texts shared by the site and the API. Texts quoted in the product spec are used exactly.
export const MESSAGES = {
  ...PAGE_MESSAGES,
  badRequest: 'Некорректный запрос',
  badAddress: 'Некорректный адрес',
  invalidJson: 'Тело запроса должно быть корректным JSON',
  apiNotFound: 'Такого метода API нет',
  countryNotFound: 'Страна не найдена',
  groupNotFound: 'Группа стран не найдена',
  orderNotFound: 'Заказ не найден',
  // Only when the wait is unknown; a limit's refusal names its wait (tooManyRequestsMessage).
  tooManyRequests: 'Слишком много запросов. Повторите попытку чуть позже.',
  serverError: 'Внутренняя ошибка сервера. Мы уже разбираемся.',
  databaseUnavailable:
    'Сервис ненадолго недоступен: база данных перезапускается. Повторите через минуту — уже сохранённое не потеряно.',
  payloadTooLarge: 'Слишком большой запрос',
  requestTimeout: 'Запрос не пришёл целиком за отведённое время. Проверьте соединение и повторите.',
  headersTooLarge: 'Слишком большие заголовки запроса',
  overloaded: 'Сервер сейчас перегружен. Повторите через несколько секунд.',
  unsupportedMediaType: 'Неподдерживаемый формат запроса',
  brokenForm: 'Форма пришла не полностью. Обновите страницу и отправьте её снова.',
  emptyForm: 'Форма пришла пустой. Обновите страницу и отправьте её снова.',
  foreignOrigin:
    'Запрос отклонён: форма отправлена не со страницы этого сайта. Откройте страницу сайта и отправьте форму с неё.',
  methodNotAllowed: 'Этот адрес не принимает запросы такого вида.',
  fileNotFound: 'Файл не найден',
  unknownAction: 'Неизвестное действие. Обновите страницу и попробуйте снова.',
  nothingChanged: 'Изменений нет — сохранять нечего',
  required: 'Поле не должно быть пустым',
  forbiddenCharacters:
    'Текст содержит служебные символы, которые нельзя сохранить (например, нулевой байт или половину эмодзи). Удалите их или наберите текст заново.',
  forbiddenCharactersInAddress:
    'Адрес страницы содержит недопустимые служебные символы. Проверьте ссылку или откройте её заново из письма.',
} as const;

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/**
 * How long to wait, as a person reads it: «через 45 секунд» under a minute, else whole minutes
 * rounded up («через 7 минут» for 6 min 20 s), so trying at the time said always succeeds.
 */
export function waitPhrase(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < SECONDS_PER_MINUTE) {
    return `через ${whole} ${pluralRu(whole, ['секунду', 'секунды', 'секунд'])}`;
  }
  const minutes = Math.ceil(whole / SECONDS_PER_MINUTE);
  // An hour's window just begun reads «через 1 час», not «через 60 минут».
  if (minutes % MINUTES_PER_HOUR === 0) {
    const hours = minutes / MINUTES_PER_HOUR;
    return `через ${hours} ${pluralRu(hours, ['час', 'часа', 'часов'])}`;
  }
  return `через ${minutes} ${pluralRu(minutes, ['минуту', 'минуты', 'минут'])}`;
}

/**
 * A per-client limit's refusal with its real wait, the limiter's time to the end of the window
 * (issue 27: «через минуту» was said of a ten-minute window); the bare text when it is unknown.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds)) {
    return MESSAGES.tooManyRequests;
  }
  return `Слишком много запросов. Повторите попытку ${waitPhrase(retryAfterSeconds)}.`;
}
