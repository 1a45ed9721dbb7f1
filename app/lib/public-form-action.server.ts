import { data } from 'react-router';
import type { z } from 'zod';
import type { ClientLimitName } from '../../contracts/client-limits';
import type { AppLoadContextValue } from '../../contracts/request-context';
import { tryDomain } from './domain-result.server';
import { validateForm } from './zod-form';

/**
 * The common steps of a public form's action, in the order the API takes them: the shared
 * schema (400 with a message per field), the client's limit shared with the API route (429),
 * then the domain call (its own 4xx). Every refusal carries the fields as typed, so the page
 * shows them again; `run` gets the checked input and answers what the page shows on success.
 */
export async function publicFormAction<S extends z.ZodType<object>, V, R>(
  context: Pick<AppLoadContextValue, 'takeLimitTurn'>,
  form: { schema: S; input: unknown; values: V; limit: ClientLimitName },
  run: (input: z.output<S>) => Promise<R>,
) {
  const { values } = form;
  const { data: input, errors } = validateForm(form.schema, form.input);
  if (errors) return data({ errors, values }, { status: 400 });
  const turn = await context.takeLimitTurn(form.limit);
  if (turn !== true) return data({ message: turn.message, values }, { status: 429 });
  // No errors means the input was parsed (validateForm answers one or the other).
  const result = await tryDomain(() => run(input!));
  if (!result.ok) return data({ message: result.message, values }, { status: result.status });
  return result.value;
}
