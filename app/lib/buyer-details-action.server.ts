import { data, redirect } from 'react-router';
import { InvoiceRequest } from '../../contracts/payments';
import { tryDomain } from './domain-result.server';
import { formTexts } from './form-values';
import { orderPagePath, orderToken } from './order-token';
import { validateForm } from './zod-form';

/**
 * The action of a form of the buyer's details (the invoice's, the act's): checked with the
 * invoice's schema, handed to the domain with the order's link; refused input comes back with
 * the values as typed. Without JavaScript the browser goes back to the order, where the paper
 * now is; with it, the fetcher gets `done` and what `extra` adds.
 */
export async function buyerDetailsAction(
  request: Request,
  number: string,
  run: (token: string | null, input: InvoiceRequest) => Promise<unknown>,
  extra: Record<string, unknown> = {},
) {
  const token = orderToken(request);
  const values = formTexts(await request.formData());
  const checked = validateForm(InvoiceRequest, values);
  if (!checked.data) return data({ errors: checked.errors, values, done: false }, { status: 400 });
  const input = checked.data;
  const result = await tryDomain(() => run(token, input));
  if (!result.ok)
    return data({ message: result.message, values, done: false }, { status: result.status });
  if (request.headers.get('accept')?.includes('text/html'))
    return redirect(orderPagePath(number, token));
  return { done: true, ...extra };
}
