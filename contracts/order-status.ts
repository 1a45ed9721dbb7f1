/** decisions.md section 1: the life of an order. */
export const ORDER_STATUSES = [
  'new',
  'in_progress',
  'ready',
  'paid',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Принят',
  in_progress: 'В работе',
  ready: 'Готов к оплате',
  paid: 'Оплачен',
  refunded: 'Средства возвращены',
  cancelled: 'Отменён',
};

/** What the customer reads under each status on the status page. */
export const ORDER_STATUS_EXPLANATIONS: Record<OrderStatus, string> = {
  new: 'Заказ получен. Аналитик возьмёт его в работу в ближайшее рабочее время.',
  in_progress: 'Аналитик собирает сведения о компании в официальных источниках страны.',
  ready: 'Отчёт подготовлен. Оплатите его, чтобы скачать, — мы отправили письмо со ссылкой.',
  paid: 'Оплата получена. Отчёт доступен для скачивания.',
  refunded: 'Деньги за отчёт возвращены по гарантии.',
  cancelled: 'Заказ отменён. Если это ошибка, свяжитесь с нами.',
};

/** The one place where the allowed changes of status are written down. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'cancelled'],
  ready: ['paid', 'cancelled'],
  paid: ['refunded'],
  refunded: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The happy path, for drawing the timeline on the status page. */
export const ORDER_MILESTONES: readonly OrderStatus[] = ['new', 'in_progress', 'ready', 'paid'];
