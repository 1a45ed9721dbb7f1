import { describe, expect, it } from 'vitest';
import { canTransition, ORDER_STATUSES, ORDER_TRANSITIONS } from './order-status';

describe('order transitions', () => {
  it('follows new → in_progress → ready → paid → refunded', () => {
    expect(canTransition('new', 'in_progress')).toBe(true);
    expect(canTransition('in_progress', 'ready')).toBe(true);
    expect(canTransition('ready', 'paid')).toBe(true);
    expect(canTransition('paid', 'refunded')).toBe(true);
  });

  it('allows cancelling from any state before paid, and not after', () => {
    for (const from of ['new', 'in_progress', 'ready'] as const)
      expect(canTransition(from, 'cancelled')).toBe(true);
    for (const from of ['paid', 'refunded', 'cancelled'] as const)
      expect(canTransition(from, 'cancelled')).toBe(false);
  });

  it('never skips a step or goes back', () => {
    expect(canTransition('new', 'ready')).toBe(false);
    expect(canTransition('new', 'paid')).toBe(false);
    expect(canTransition('in_progress', 'paid')).toBe(false);
    expect(canTransition('ready', 'in_progress')).toBe(false);
    expect(canTransition('paid', 'ready')).toBe(false);
    expect(canTransition('ready', 'refunded')).toBe(false);
  });

  it('ends in refunded and cancelled', () => {
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
  });

  it('never allows staying in the same status', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });
});
