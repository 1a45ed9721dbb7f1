/**
 * A refusal by domain code, with a Russian message meant for the user and the HTTP status the
 * API answers with. core/ knows nothing of HTTP beyond this number.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 422 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
