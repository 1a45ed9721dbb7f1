import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderGate } from './render-gate';

describe('the render gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets up to the cap in, and passes a freed turn to the next in line', async () => {
    const gate = createRenderGate({ max: 2, queueTimeoutMs: 60_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    let third: (() => void) | null | undefined;
    const waiting = gate.enter().then((turn) => (third = turn));
    await Promise.resolve();
    expect(third).toBeUndefined();
    first!();
    first!(); // a second release gives nothing back twice
    await waiting;
    expect(third).toBeTypeOf('function');
  });

  it('refuses at once when every turn is taken and there is no line', async () => {
    const gate = createRenderGate({ max: 1, queueTimeoutMs: 0 });
    const turn = await gate.enter();
    expect(await gate.enter()).toBeNull();
    turn!();
    expect(await gate.enter()).toBeTypeOf('function');
  });

  it('refuses beyond the length of the line, and after waiting its time', async () => {
    vi.useFakeTimers();
    const gate = createRenderGate({ max: 1, queueTimeoutMs: 2000, maxQueue: 1 });
    const turn = await gate.enter();
    const waiter = gate.enter();
    expect(await gate.enter()).toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await waiter).toBeNull();
    // The one that gave up left the line: the freed turn is not handed to it.
    turn!();
    expect(await gate.enter()).toBeTypeOf('function');
  });
});
