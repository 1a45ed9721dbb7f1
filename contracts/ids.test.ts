import { describe, expect, it } from 'vitest';
import { DB_ID_MAX, dbId, parseDbId } from './ids';

describe('row ids', () => {
  it('reads the ids a database column can hold, and nothing else', () => {
    expect(parseDbId('42')).toBe(42);
    expect(parseDbId(42)).toBe(42);
    expect(parseDbId(String(DB_ID_MAX))).toBe(DB_ID_MAX);
    for (const bad of [
      '',
      '0',
      '-1',
      '1.5',
      '1e3',
      ' 42',
      '2147483648',
      '99999999999999999999',
      'NaN',
      0,
      -3,
      1.5,
      DB_ID_MAX + 1,
      Number.NaN,
      null,
      undefined,
    ]) {
      expect(parseDbId(bad), String(bad)).toBeNull();
    }
  });

  it('refuses an out-of-range id in a schema with the message given', () => {
    const schema = dbId('Выберите тариф');
    expect(schema.safeParse(DB_ID_MAX).success).toBe(true);
    const tooBig = schema.safeParse(DB_ID_MAX + 1);
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0]?.message).toBe('Выберите тариф');
  });
});
