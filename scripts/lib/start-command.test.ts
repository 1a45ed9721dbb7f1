import { describe, expect, it } from 'vitest';
import { startCommand } from './start-command';

describe('startCommand', () => {
  it('is the start script: node with its runtime flags, then the built server', () => {
    const { command, args } = startCommand();
    expect(command).toBe('node');
    expect(args.at(-1)).toBe('build/server-main/main.js');
    // The young-generation cap measured in the README's memory figures.
    expect(args).toContain('--max-semi-space-size=4');
  });
});
