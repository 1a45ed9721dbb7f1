import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloads } from './script-preload-priority.server';

const run = (chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks).pipe(lowPriorityScriptPreloads()));

describe('lowPriorityScriptPreloads', () => {
  it('marks every script preload of the head low priority, whatever the chunks', async () => {
    const head =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
      '<link rel="preload" href="/f.woff2" as="font"/>' +
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/x.js"/>' +
      '</head>';
    const body = '<body><p>Текст <link rel="modulepreload" href="/in-body.js"/></p></body></html>';
    const page = head + body;
    // Split everywhere: a chunk boundary inside a tag or inside </head> changes nothing.
    for (const at of [1, 30, page.indexOf('modulepreload') + 5, page.indexOf('</head>') + 3]) {
      const out = await run([page.slice(0, at), page.slice(at)]);
      expect(out).toBe(
        head.replaceAll(
          '<link rel="modulepreload"',
          '<link rel="modulepreload" fetchpriority="low"',
        ) + body,
      );
    }
  });

  it('keeps a Russian letter whole when a chunk ends in the middle of it', async () => {
    const page = Buffer.from(
      '<html><head><title>Проверка</title><link rel="modulepreload" href="/e.js"/></head><body>Ёж</body></html>',
    );
    const inTitle = page.indexOf('<title>') + 7 + 1; // the second byte of «П»
    const inBody = page.indexOf('Ёж') + 1;
    for (const at of [inTitle, inBody]) {
      const out = await run([page.subarray(0, at), page.subarray(at)]);
      expect(out).toContain('<title>Проверка</title>');
      expect(out).toContain('fetchpriority="low" href="/e.js"');
      expect(out).toContain('<body>Ёж</body>');
    }
  });

  it('passes a document without a head through as it came', async () => {
    expect(await run(['<p>фрагмент</p>', '<p>ещё</p>'])).toBe('<p>фрагмент</p><p>ещё</p>');
  });
});
