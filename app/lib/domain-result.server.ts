/**
 * Domain code refuses with an error that carries a 4xx `statusCode` and a Russian message
 * (core/domain-error.ts; the site may not import core). An action turns such a refusal into
 * its answer, as it does a 503 (a provider that does not answer, with a message saying what to do);
 * anything else is a real failure and goes on to the error page.
 */
export async function tryDomain<T>(
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; status: number; message: string }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (
      error instanceof Error &&
      typeof status === 'number' &&
      ((status >= 400 && status < 500) || status === 503)
    ) {
      return { ok: false, status, message: error.message };
    }
    throw error;
  }
}
