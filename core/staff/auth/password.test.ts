import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';

describe('staff passwords', () => {
  it('stores scrypt with its parameters and a salt, never the password', async () => {
    const hash = await hashPassword('правильный пароль');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    expect(hash).not.toContain('правильный');
    expect(await hashPassword('правильный пароль')).not.toBe(hash);
  });

  it('accepts the password and refuses any other', async () => {
    const hash = await hashPassword('правильный пароль');
    expect(await verifyPassword('правильный пароль', hash)).toBe(true);
    expect(await verifyPassword('правильный парол', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(await verifyPassword('правильный пароль', 'bcrypt$whatever')).toBe(false);
  });

  it('treats composed and decomposed letters alike', async () => {
    const hash = await hashPassword('ёлка-пароль');
    expect(await verifyPassword('е\u0308лка-пароль', hash)).toBe(true);
  });

  it('has a dummy hash that no password matches', async () => {
    const dummy = await dummyPasswordHash();
    expect(await verifyPassword('', dummy)).toBe(false);
    expect(await verifyPassword('demo-admin-password', dummy)).toBe(false);
  });
});
