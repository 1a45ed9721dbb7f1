import { randomUUID } from 'node:crypto';
import type { CreateOrderInput } from '../../contracts/order';

/**
 * An order form as a customer fills it in (a German company typed by name, a Russian buyer),
 * with a fresh idempotency key; `overrides` carry what a test is about. With a `companyId` the
 * typed company is left out: the form sends one or the other.
 */
export function orderInput(
  overrides: Partial<CreateOrderInput> & Pick<CreateOrderInput, 'tariffId'>,
): CreateOrderInput {
  const typed = overrides.companyId === undefined;
  return {
    idempotencyKey: randomUUID(),
    countryCode: 'de',
    ...(typed ? { company: { name: 'Müller Maschinenbau GmbH' } } : {}),
    language: 'ru',
    contactName: 'Анна Петрова',
    email: 'anna@example.ru',
    phone: '+7 916 555-12-34',
    organisation: 'ООО «Ромашка»',
    inn: '7707083893',
    comment: 'Нужен срочно',
    consent: true,
    ...overrides,
  };
}
