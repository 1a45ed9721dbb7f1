import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, loadContent } from './load-content';
import { renderMarkdown } from './render-markdown';

const REQUIRED_ARTICLES = [
  'how_to_check',
  'check_on_tax',
  'registry',
  'check_belarus',
  'contr_agent_belarus',
  'check_inn',
  'business_certificate',
  'annual_report',
];

describe('content library', async () => {
  const library = await loadContent(path.resolve('content'), {
    email: 'info@example.ru',
    siteUrl: 'https://example.ru',
  });

  it('has every article the site links to, each with at least 6,000 characters of text', () => {
    for (const slug of REQUIRED_ARTICLES) {
      const article = library.articles.find((a) => a.slug === slug);
      expect(article, slug).toBeDefined();
      const text = (article?.html ?? '').replace(/<[^>]+>/g, '');
      expect(text.length, slug).toBeGreaterThanOrEqual(6000);
      expect(article?.headings.length, slug).toBeGreaterThanOrEqual(3);
      expect(article?.html, slug).toContain('href="/countries"');
    }
  });

  it('mentions the 30 March deadline in the annual report article', () => {
    const article = library.articles.find((a) => a.slug === 'annual_report');
    expect(article?.html).toMatch(/30 марта/);
  });

  it('fills placeholders and leaves none behind in the legal pages', () => {
    for (const slug of ['about', 'privacy', 'oferta']) {
      const page = library.pages.get(slug);
      expect(page, slug).toBeDefined();
      if (slug !== 'about') expect(page?.html).toContain('info@example.ru');
    }
  });
});

describe('renderMarkdown', () => {
  it('gives second-level headings stable ids for a table of contents', () => {
    const { html, headings } = renderMarkdown('## Первый шаг\n\nТекст\n\n## Первый шаг\n');
    expect(headings).toEqual([
      { id: 'первый-шаг', text: 'Первый шаг' },
      { id: 'первый-шаг-1', text: 'Первый шаг' },
    ]);
    expect(html).toContain('<h2 id="первый-шаг">');
  });

  it('wraps tables for horizontal scrolling', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |').html).toContain(
      'class="table-scroll"',
    );
  });
});

describe('fillPlaceholders', () => {
  it('keeps unknown placeholders visible instead of blanking them', () => {
    expect(fillPlaceholders('{{email}} {{nope}}', { email: 'a@b.ru' })).toBe('a@b.ru {{nope}}');
  });
});
