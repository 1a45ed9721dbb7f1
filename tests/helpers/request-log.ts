import type { RequestLog } from '../../contracts/request-context';

/** The logger of a hand-made request context: route code under test must not log an error. */
export const failOnErrorLog: RequestLog = {
  error(_details, message) {
    throw new Error(`unexpected error log: ${message}`);
  },
};
