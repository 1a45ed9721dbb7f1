import { describe, expect, it } from 'vitest';
import type { ScreeningCheckResponse } from '../../../contracts/screening';
import {
  canonicalJson,
  certificateKey,
  certificateSignature,
  isCertificateSignature,
  type SignedCertificate,
} from './certificate-signature';

const RESULT: ScreeningCheckResponse = {
  status: 'clear',
  checkedAt: '2026-11-27T07:03:05.000Z',
  lists: [],
  matches: [],
};
const RECORD: SignedCertificate = {
  number: 'SC-20261127-000001',
  company: { name: 'ACME Trading', regCode: null, vatCode: null, countryCode: 'DE' },
  checkedAt: RESULT.checkedAt,
  result: RESULT,
};
const KEY = certificateKey('test-secret');

describe('certificate signatures', () => {
  it('read a record the same whatever the order of its keys (jsonb reorders them)', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: null, e: 'x' }], c: true } })).toBe(
      '{"a":{"c":true,"d":[2,{"e":"x","f":null}]},"b":1}',
    );
    const reordered = JSON.parse(canonicalJson(RECORD)) as SignedCertificate;
    expect(certificateSignature(KEY, reordered)).toBe(certificateSignature(KEY, RECORD));
  });

  it('change with the number, any field, or the key', () => {
    const signature = certificateSignature(KEY, RECORD);
    expect(signature).toMatch(/^[\w-]{22}$/);
    expect(isCertificateSignature(KEY, RECORD, signature)).toBe(true);
    expect(
      isCertificateSignature(KEY, { ...RECORD, number: 'SC-20261127-000002' }, signature),
    ).toBe(false);
    const renamed = { ...RECORD, company: { ...RECORD.company, name: 'ACME Tradinq' } };
    expect(isCertificateSignature(KEY, renamed, signature)).toBe(false);
    const flipped = { ...RECORD, result: { ...RESULT, status: 'match' as const } };
    expect(isCertificateSignature(KEY, flipped, signature)).toBe(false);
    expect(isCertificateSignature(certificateKey('other'), RECORD, signature)).toBe(false);
    expect(isCertificateSignature(KEY, RECORD, signature.slice(1))).toBe(false);
  });
});
