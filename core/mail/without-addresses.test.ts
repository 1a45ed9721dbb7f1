import { describe, expect, it } from 'vitest';
import { withoutAddresses } from './without-addresses';

describe('withoutAddresses', () => {
  it('hides every address an SMTP reply may echo, keeping the reason', () => {
    expect(
      withoutAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <anna.petrova+1@mail.example.ru>: Recipient address rejected; also Ivan@Example.COM",
      ),
    ).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected; also [address]",
    );
  });

  it('leaves text without addresses alone', () => {
    expect(withoutAddresses('connect ECONNREFUSED 127.0.0.1:25')).toBe(
      'connect ECONNREFUSED 127.0.0.1:25',
    );
  });
});
