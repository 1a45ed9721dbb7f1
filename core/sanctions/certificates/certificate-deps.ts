import type { Config } from '../../config';
import type { ScreeningDeps } from '../screening-service';

/** What issuing and finding certificates need: the screening's, and the signing secret. */
export interface CertificateDeps extends ScreeningDeps {
  config: Pick<Config, 'SANCTIONS_MAX_AGE_DAYS' | 'SIGNING_SECRET'>;
}
