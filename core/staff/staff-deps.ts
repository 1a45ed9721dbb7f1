import type { Clock } from '../clock';
import type { Database } from '../../db/client';
import type { Config } from '../config';
import type { MailOutbox } from '../mail/mail-outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import type { FileStorage } from '../storage/file-storage';

/** What the staff area's domain code works through. */
export interface StaffDeps {
  db: Database;
  config: Config;
  mail: MailOutbox;
  storage: FileStorage;
  /** The payment provider, for settling an order's live payments when it is cancelled. */
  provider?: PaymentProvider;
  now?: Clock;
}
