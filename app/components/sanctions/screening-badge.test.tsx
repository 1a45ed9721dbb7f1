import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreeningBadge } from './screening-badge';

const lists = { count: 5, oldestPublishedAt: '2021-07-01T00:00:00Z', anyStale: true };

describe('ScreeningBadge', () => {
  it('links to the check page and is described by the lists’ dates', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ScreeningBadge status="match" lists={lists} href="/sanctions/company/7" />
      </MemoryRouter>,
    );
    const link = /<a [^>]*>/.exec(html)![0];
    expect(link).toContain('href="/sanctions/company/7"');
    expect(link).toContain('data-screening="match"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(link)![1];
    expect(html).toContain(`role="tooltip" id="${describedBy}"`);
    expect(html).toContain('В санкционном списке');
    expect(html).toContain('Проверено по 5 спискам; самый старый от 01.07.2021; списки устарели.');
    expect(html).toContain('Подробнее о проверке');
    // The status has its own icon, not colour alone.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
