/** Who sends a request: for the audit log, the session table and the lock-out counters. */
export interface RequestClient {
  ip: string;
  userAgent: string;
  requestId: string;
}
