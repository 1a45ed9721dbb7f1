import { describe, expect, it } from 'vitest';
import { quoteRu } from './quote-ru';

describe('quoteRu', () => {
  it('quotes a plain name in «…»', () => {
    expect(quoteRu('Müller GmbH')).toBe('«Müller GmbH»');
  });

  it('turns quotes inside the name into „…“', () => {
    expect(quoteRu('ООО «Ромашка»')).toBe('«ООО „Ромашка“»');
    expect(quoteRu('ТОО «Алатау «Логистик»»')).toBe('«ТОО „Алатау „Логистик““»');
  });
});
