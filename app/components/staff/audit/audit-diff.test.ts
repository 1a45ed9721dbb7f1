import { describe, expect, it } from 'vitest';
import { diffFields, formatValue } from './audit-diff';

describe('diffFields', () => {
  it('lists only the changed fields, new and removed ones included', () => {
    expect(
      diffFields(
        { name: 'Анна', role: 'manager', isActive: true, gone: 1 },
        { name: 'Анна', role: 'admin', isActive: true, added: [1] },
      ),
    ).toEqual({
      changed: [
        { field: 'role', before: 'manager', after: 'admin' },
        { field: 'gone', before: 1, after: undefined },
        { field: 'added', before: undefined, after: [1] },
      ],
      unchanged: 2,
    });
  });

  it('compares nested values by content', () => {
    expect(diffFields({ a: { x: 1 } }, { a: { x: 1 } })).toEqual({ changed: [], unchanged: 1 });
  });

  it('gives up on anything but two objects', () => {
    expect(diffFields(null, { a: 1 })).toBeNull();
    expect(diffFields([1], [2])).toBeNull();
  });
});

describe('formatValue', () => {
  it('reads like Russian text', () => {
    expect(formatValue(true)).toBe('да');
    expect(formatValue(false)).toBe('нет');
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('—');
    expect(formatValue('текст')).toBe('текст');
    expect(formatValue(12)).toBe('12');
    expect(formatValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
