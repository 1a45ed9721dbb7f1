import { PAYMENT_MESSAGES } from '../../../contracts/payments';
import { DomainError } from '../../domain-error';
import { applyProviderPayment } from './apply-payment';
import { isYooKassaAddress } from '../../payments/network-allowlist';
import type { PaymentDeps } from '../../payments/payment-deps';
import { PaymentProviderError } from '../../payments/payment-provider';
import { applyProviderRefund } from './complete-refund';
import { parseNotification } from '../../payments/yookassa/notification';

/** The provider's answers for an id it does not have: not found, or not even an id. */
const UNKNOWN_OBJECT_STATUSES = new Set([400, 404]);

/**
 * The provider does not know the object (a forgery, or another shop's id): null. Anything else
 * (the provider down, or refusing our credentials) makes the request fail, so the provider sends
 * the notification again later instead of it being dropped as unknown.
 */
function unknownOrRetry(error: unknown): null {
  if (
    error instanceof PaymentProviderError &&
    !error.retryable &&
    error.status !== undefined &&
    UNKNOWN_OBJECT_STATUSES.has(error.status)
  ) {
    return null;
  }
  if (error instanceof PaymentProviderError) {
    throw new DomainError(503, PAYMENT_MESSAGES.providerDown);
  }
  throw error;
}

/**
 * A notification names an object; nothing else in it is believed. The payment or refund is read
 * back from the provider's API and that answer is applied, so a forged notification can at
 * most make the site ask the provider about a payment that is not there.
 */
export async function handleNotification(
  deps: PaymentDeps,
  body: unknown,
  senderIp: string,
): Promise<void> {
  if (
    deps.provider.name === 'yookassa' &&
    deps.config.YOOKASSA_CHECK_IP &&
    !isYooKassaAddress(senderIp)
  ) {
    throw new DomainError(403, 'Уведомление принято только от платёжной системы');
  }
  const notification = parseNotification(body);
  if (!notification) throw new DomainError(400, 'Некорректное уведомление');
  if (notification.kind === 'refund') {
    const refund = await deps.provider.getRefund(notification.objectId).catch(unknownOrRetry);
    if (!refund) throw new DomainError(400, 'Неизвестный возврат');
    await applyProviderRefund(deps, refund);
    return;
  }
  const payment = await deps.provider.getPayment(notification.objectId).catch(unknownOrRetry);
  if (!payment) throw new DomainError(400, 'Неизвестный платёж');
  const applied = await applyProviderPayment(deps, payment);
  if (!applied) throw new DomainError(400, 'Неизвестный платёж');
}
