/**
 * A refusal by domain code, with a Russian message meant for the user and the HTTP status the
 * API answers with. core/ knows nothing of HTTP beyond this number.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
