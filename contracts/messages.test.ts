import { describe, expect, it } from 'vitest';
import { MESSAGES, tooManyRequestsMessage, waitPhrase } from './messages';

describe('waitPhrase', () => {
  it.each([
    [1, 'через 1 секунду'],
    [3, 'через 3 секунды'],
    [45, 'через 45 секунд'],
    [59.2, 'через 1 минуту'],
    [60, 'через 1 минуту'],
    [61, 'через 2 минуты'],
    [380, 'через 7 минут'],
    [600, 'через 10 минут'],
    [1260, 'через 21 минуту'],
    [3541, 'через 1 час'],
    [3600, 'через 1 час'],
    [3601, 'через 61 минуту'],
    [3539, 'через 59 минут'],
    [0, 'через 1 секунду'],
  ])('%d s is %j', (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});

describe('tooManyRequestsMessage', () => {
  it('names the real wait', () => {
    expect(tooManyRequestsMessage(540)).toBe(
      'Слишком много запросов. Повторите попытку через 9 минут.',
    );
  });

  it('says no time it does not know', () => {
    expect(tooManyRequestsMessage(null)).toBe(MESSAGES.tooManyRequests);
    expect(tooManyRequestsMessage(Number.NaN)).toBe(MESSAGES.tooManyRequests);
  });
});
