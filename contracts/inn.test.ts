import { describe, expect, it } from 'vitest';
import { compactInn, isValidInn } from './inn';

describe('isValidInn', () => {
  it.each(['7707083893', '7736207543', '500100732259', '7830002293'])('accepts %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['7707083894', 'wrong check digit'],
    ['500100732258', 'wrong second check digit of 12'],
    ['500100732269', 'wrong first check digit of 12'],
    ['770708389', 'nine digits'],
    ['77070838931', 'eleven digits'],
    ['77070838a3', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });
});

describe('compactInn', () => {
  it.each([
    ['7707 083 893', '7707083893'],
    [' 7707083893 ', '7707083893'],
    ['5001\u00a0007\u00a032259', '500100732259'],
    ['7707-083-893', '7707083893'],
  ])('turns the pasted %j into %s', (typed, digits) => {
    expect(compactInn(typed)).toBe(digits);
  });
});
