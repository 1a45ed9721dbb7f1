/** The body cut off at `limit` bytes: the stream errors as soon as it grows past it. */
function limitedBody(request: Request, limit: number) {
  const state = { total: 0 };
  const body = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        state.total += chunk.byteLength;
        if (state.total > limit) controller.error(new Error('over the limit'));
        else controller.enqueue(chunk);
      },
    }),
  );
  return { body, isOver: () => state.total > limit };
}

/** A text body of at most `limit` bytes; null when it is longer. */
export async function readLimitedText(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return null;
  const { body, isOver } = limitedBody(request, limit);
  try {
    return body ? await new Response(body).text() : '';
  } catch (error) {
    if (isOver()) return null;
    throw error;
  }
}

export type LimitedForm =
  | { ok: true; form: FormData }
  | { ok: false; status: 400 | 413; reason: 'too-large' | 'malformed' };

/**
 * A form of a route action, multipart with files included, read only up to `limit` bytes: the
 * site's server hands the raw body on, so a 2 GB «sample» must stop here, not fill the memory.
 */
export async function readLimitedForm(request: Request, limit: number): Promise<LimitedForm> {
  const tooLarge = { ok: false, status: 413, reason: 'too-large' } as const;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return tooLarge;
  const { body, isOver } = limitedBody(request, limit);
  if (!body) return { ok: true, form: new FormData() };
  const headers = { 'content-type': request.headers.get('content-type') ?? '' };
  try {
    return { ok: true, form: await new Response(body, { headers }).formData() };
  } catch {
    // Over the limit, cut off, or not a form at all: the page answers with a message either way.
    return isOver() ? tooLarge : { ok: false, status: 400, reason: 'malformed' };
  }
}

/** The form's text fields: the first value of each name, as `formFields` gives them. */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === 'string' && !(key in fields)) fields[key] = value;
  }
  return fields;
}
