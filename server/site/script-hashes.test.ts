import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script the browser runs, once, exactly as written', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module" async="">import("/assets/x.js");</script>',
      "<script type='text/javascript'>b()</script>",
      '<script>window.a = 1;</script>',
      '<SCRIPT type=importmap>{"imports":{}}</SCRIPT >',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = 1;'),
      sha('import("/assets/x.js");'),
      sha('b()'),
      sha('{"imports":{}}'),
    ]);
  });

  it('leaves out scripts with a src and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/assets/a.js"></script><script type="module" src="/b.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes Cyrillic as UTF-8 and line ends as the HTML parser leaves them', () => {
    expect(inlineScriptHashes('<script>t("Привет")\r\nu()\rv()</script>')).toEqual([
      sha('t("Привет")\nu()\nv()'),
    ]);
  });

  it('hashes an empty inline script too: the browser checks it', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha('')]);
  });
});
