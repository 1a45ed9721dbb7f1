/**
 * Where the domain reads the time: the system's clock in the product, a fixed one in tests
 * (every deps object may bring its own `now`). One definition, so no use case invents another.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The time by the deps' clock, or the system's when they bring none. */
export function nowOf(deps: { now?: Clock }): Date {
  return (deps.now ?? systemClock)();
}
