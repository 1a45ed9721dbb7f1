import type { Database } from '../../db/client';
import type { Config } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createTestGatewayProvider } from './test-gateway/test-gateway-provider';
import { createYooKassaProvider } from './yookassa/yookassa-provider';

/** The provider PAYMENT_PROVIDER names: the built-in test gateway (default) or YooKassa. */
export function paymentProviderFor(db: Database, config: Config): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'yookassa') {
    return createYooKassaProvider({
      shopId: config.YOOKASSA_SHOP_ID ?? '',
      secretKey: config.YOOKASSA_SECRET_KEY ?? '',
      apiUrl: config.YOOKASSA_API_URL,
    });
  }
  return createTestGatewayProvider(db);
}
