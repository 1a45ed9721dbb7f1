import { describe, expect, it } from 'vitest';
import { isYooKassaAddress } from './network-allowlist';

describe('isYooKassaAddress', () => {
  it.each([
    ['185.71.76.0', true],
    ['185.71.76.31', true],
    ['185.71.76.32', false],
    ['185.71.75.255', false],
    ['185.71.77.0', true],
    ['185.71.77.31', true],
    ['185.71.77.32', false],
    ['77.75.153.0', true],
    ['77.75.153.127', true],
    ['77.75.153.128', false],
    ['77.75.152.255', false],
    ['77.75.154.128', true],
    ['77.75.154.255', true],
    ['77.75.154.127', false],
    ['77.75.155.0', false],
    ['77.75.156.11', true],
    ['77.75.156.35', true],
    ['77.75.156.10', false],
    ['77.75.156.12', false],
    ['77.75.156.34', false],
    ['77.75.156.36', false],
  ])('IPv4 %s → %s', (ip, expected) => {
    expect(isYooKassaAddress(ip)).toBe(expected);
  });

  it.each([
    ['2a02:5180::', true],
    ['2a02:5180:0:1509::1', true],
    ['2A02:5180:FFFF:FFFF:FFFF:FFFF:FFFF:FFFF', true],
    ['2a02:517f:ffff:ffff:ffff:ffff:ffff:ffff', false],
    ['2a02:5181::', false],
    ['::1', false],
  ])('IPv6 %s → %s', (ip, expected) => {
    expect(isYooKassaAddress(ip)).toBe(expected);
  });

  it.each([
    ['::ffff:185.71.76.5', true],
    ['::FFFF:77.75.156.35', true],
    ['::ffff:b947:4c1f', true],
    ['::ffff:185.71.76.32', false],
    ['::ffff:127.0.0.1', false],
    // Not IPv4-mapped: the IPv4 rules must not match these.
    ['::185.71.76.5', false],
    ['64:ff9b::b947:4c05', false],
  ])('IPv4-mapped IPv6 %s → %s', (ip, expected) => {
    expect(isYooKassaAddress(ip)).toBe(expected);
  });

  it.each([
    '',
    'garbage',
    '185.71.76',
    '185.71.76.5.1',
    ' 185.71.76.5',
    '185.71.76.0/27',
    '256.1.1.1',
  ])('refuses %j', (ip) => {
    expect(isYooKassaAddress(ip)).toBe(false);
  });
});
