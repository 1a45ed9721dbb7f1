// Russian texts shared by the site and the API. Texts quoted in the product spec are used exactly.
export const MESSAGES = {
  badRequest: 'Некорректный запрос',
  invalidJson: 'Тело запроса должно быть корректным JSON',
  notFound: 'Страница не найдена',
  apiNotFound: 'Такого метода API нет',
  countryNotFound: 'Страна не найдена',
  groupNotFound: 'Группа стран не найдена',
  tooManyRequests: 'Слишком много запросов. Повторите попытку через минуту.',
  serverError: 'Внутренняя ошибка сервера. Мы уже разбираемся.',
  databaseUnavailable:
    'Сервис ненадолго недоступен: база данных перезапускается. Повторите через минуту — уже сохранённое не потеряно.',
  payloadTooLarge: 'Слишком большой запрос',
  requestTimeout: 'Запрос не пришёл целиком за отведённое время. Проверьте соединение и повторите.',
  headersTooLarge: 'Слишком большие заголовки запроса',
  overloaded: 'Сервер сейчас перегружен. Повторите через несколько секунд.',
  unsupportedMediaType: 'Неподдерживаемый формат запроса',
  required: 'Поле не должно быть пустым',
  forbiddenCharacters:
    'Текст содержит служебные символы, которые нельзя сохранить (например, нулевой байт или половину эмодзи). Удалите их или наберите текст заново.',
  forbiddenCharactersInAddress:
    'Адрес страницы содержит недопустимые служебные символы. Проверьте ссылку или откройте её заново из письма.',
} as const;
