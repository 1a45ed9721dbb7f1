import { describe, expect, it } from 'vitest';
import { NewPassword } from '../../../../contracts/staff/auth';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('makes four groups of five unambiguous characters that pass the password rules', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[a-km-np-z2-9]{5}(-[a-km-np-z2-9]{5}){3}$/);
    expect(NewPassword.safeParse(password).success).toBe(true);
  });

  it('uses every byte it draws, so two passwords differ', () => {
    expect(generatePassword()).not.toBe(generatePassword());
    expect(generatePassword((b) => b.fill(0))).toBe('aaaaa-aaaaa-aaaaa-aaaaa');
    expect(generatePassword((b) => b.fill(255))).toBe('99999-99999-99999-99999');
  });
});
