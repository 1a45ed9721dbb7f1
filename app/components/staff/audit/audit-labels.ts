import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { AUDIT_OBJECT_LABELS } from '../../../../contracts/staff/audit';

/** Russian names of the actions the staff area records; an unknown one shows its code. */
const ACTION_LABELS: Record<string, string> = {
  'staff.sign_in': 'Вход в систему',
  'staff.sign_in_failed': 'Неудачный вход',
  'staff.sign_in_locked': 'Вход заблокирован для адреса',
  'staff.sign_in_code_sent': 'Отправлен код для входа',
  'staff.sign_in_code_failed': 'Неверный код для входа',
  'staff.sign_out': 'Выход из системы',
  'staff.sign_out_everywhere': 'Выход на всех устройствах',
  'staff.create': 'Сотрудник добавлен',
  'staff.update': 'Сотрудник изменён',
  'staff.reset_password': 'Пароль сотрудника сброшен',
  'staff.change_own_password': 'Смена своего пароля',
  'order.take': 'Заказ взят в работу',
  'order.ready': 'Заказ готов',
  'order.cancel': 'Заказ отменён',
  'order.note': 'Заметка к заказу',
  'order.invoice_paid': 'Оплата по счёту',
  'order.refund': 'Возврат денег',
  'order_file.upload': 'Файл загружен',
  'order_file.replace': 'Файл заменён',
  'order_file.remove': 'Файл удалён',
  'country.update_text': 'Текст страны изменён',
  'country.update_groups': 'Группы страны изменены',
  'tariff.create': 'Тариф добавлен',
  'tariff.update': 'Тариф изменён',
  'tariff.retire': 'Тариф снят с продажи',
  'tariff.restore': 'Тариф возвращён в продажу',
  'sample_report.upload': 'Образец отчёта загружен',
  'sample_report.remove': 'Образец отчёта удалён',
  'review.create': 'Отзыв добавлен',
  'review.update': 'Отзыв исправлен',
  'review.publish': 'Отзыв опубликован',
  'review.hide': 'Отзыв скрыт',
  'question.reply': 'Ответ на вопрос',
  'question.note': 'Заметка к вопросу',
  'question.mark_answered': 'Вопрос отмечен отвеченным',
  'question.mark_unanswered': 'Вопрос возвращён в неотвеченные',
  'mail.resend': 'Повторная отправка письма',
  'sanctions.update': 'Обновление санкционных списков',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function objectTypeLabel(type: string): string {
  return AUDIT_OBJECT_LABELS[type] ?? type;
}

/** «Заказ № 2026-000012», «Страна DE», «Сотрудник № 3». */
export function objectLabel(type: string, id: string): string {
  if (!id) return objectTypeLabel(type);
  const isCode = type === 'country' || type === 'sample_report';
  return `${objectTypeLabel(type)} ${isCode ? id.toUpperCase() : `№ ${id}`}`;
}

/** Where the object lives in the staff area, when it has a page of its own. */
export function objectHref(type: string, id: string): string | null {
  if (!id) return null;
  const code = encodeURIComponent(id.toLowerCase());
  switch (type) {
    case 'order':
      return `${STAFF_AREA_PATH}/company_reports/${encodeURIComponent(id)}`;
    case 'question':
      return `${STAFF_AREA_PATH}/questions/${encodeURIComponent(id)}`;
    case 'review':
      return `${STAFF_AREA_PATH}/company_review`;
    case 'country':
    case 'sample_report':
      return `${STAFF_AREA_PATH}/country_content/${code}`;
    case 'staff':
      return `${STAFF_AREA_PATH}/staff?user=${encodeURIComponent(id)}`;
    case 'mail':
      return `${STAFF_AREA_PATH}/mail/${encodeURIComponent(id)}`;
    default:
      return null;
  }
}
