import type { z } from 'zod';
import { DomainError } from '../../domain-error';

/**
 * The shared schema checks input once more in the domain: pages validate first and show each
 * field's message, but a caller that skipped that gets a 400 with the first Russian message
 * instead of a crash.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new DomainError(400, result.error.issues[0]?.message ?? 'Некорректные данные');
}
