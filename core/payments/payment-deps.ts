import type { Clock } from '../clock';
import type { Database } from '../../db/client';
import type { Config } from '../config';
import type { MailOutbox } from '../mail/mail-outbox';
import type { PaymentProvider } from './payment-provider';

export interface PaymentDeps {
  db: Database;
  config: Config;
  mail: MailOutbox;
  provider: PaymentProvider;
  now?: Clock;
}
