import { describe, expect, it } from 'vitest';
import { renderSafeMarkdown } from './safe-markdown.server';

describe('renderSafeMarkdown', () => {
  it('renders headings, lists and emphasis', () => {
    const html = renderSafeMarkdown('### Реестры\n- **ЕГРЮЛ** — ФНС');
    expect(html).toContain('<h3>Реестры</h3>');
    expect(html).toContain('<li><strong>ЕГРЮЛ</strong> — ФНС</li>');
  });
  it('shows raw HTML as text', () => {
    const html = renderSafeMarkdown('Текст <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });
  it('shows a block of raw HTML as text', () => {
    expect(renderSafeMarkdown('<div onclick="x()">a</div>')).not.toContain('<div');
  });
  it('drops dangerous link schemes but keeps the text', () => {
    const html = renderSafeMarkdown('[жми](javascript:alert(1)) и [сайт](https://example.com)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('жми');
    expect(html).toContain('<a href="https://example.com/" rel="noopener noreferrer nofollow"');
  });
  it('keeps local links and drops images', () => {
    expect(renderSafeMarkdown('[тарифы](/tariffs)')).toContain('<a href="/tariffs">тарифы</a>');
    expect(renderSafeMarkdown('![герб](https://evil.example/x.png)')).not.toContain('<img');
  });
  it('escapes attribute breakers in titles', () => {
    const html = renderSafeMarkdown('[a](/x "t\\" onmouseover=\\"y")');
    expect(html).not.toMatch(/" onmouseover=/);
  });
});
