import { DomainError } from '../../domain-error';
import type { PaymentDeps } from '../../payments/payment-deps';
import { PaymentProviderError, type PaymentProvider } from '../../payments/payment-provider';
import { applyProviderPayment } from './apply-payment';

/**
 * After commit: asks the provider about each superseded payment and applies its answer, which
 * cancels one held for capture and refunds one that succeeded meanwhile. The order's change is
 * already saved; a provider that does not answer now is asked again by its own notification.
 */
export async function settleSupersededPayments(
  deps: PaymentDeps | (Omit<PaymentDeps, 'provider'> & { provider?: PaymentProvider }),
  providerPaymentIds: readonly string[],
): Promise<void> {
  const { provider } = deps;
  if (!provider) return;
  for (const id of providerPaymentIds) {
    try {
      await applyProviderPayment({ ...deps, provider }, await provider.getPayment(id));
    } catch (error) {
      if (!(error instanceof PaymentProviderError) && !(error instanceof DomainError)) throw error;
    }
  }
}
