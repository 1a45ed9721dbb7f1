import path from 'node:path';
import type { Database } from '../db/client';
import type { Config } from './config';
import { createMailOutbox, type MailOutbox } from './mail/mail-outbox';
import type { FileStorage } from './storage/file-storage';
import { createLocalFileStorage } from './storage/local-file-storage';

/** What the domain code sends and stores through: the mail outbox and the file storage. */
export interface Infrastructure {
  mail: MailOutbox;
  storage: FileStorage;
}

export function createInfrastructure(db: Database, config: Config): Infrastructure {
  return {
    mail: createMailOutbox(db, {
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      signingSecret: config.SIGNING_SECRET,
    }),
    storage: createLocalFileStorage(path.join(config.dataDir, 'files')),
  };
}

/** Staff notifications go to STAFF_EMAIL, or to the public address when none is set. */
export function staffEmail(config: Config): string {
  return config.STAFF_EMAIL ?? config.SITE_EMAIL;
}
