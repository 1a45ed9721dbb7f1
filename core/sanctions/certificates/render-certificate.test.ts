import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SanctionsCertificateView } from '../../../contracts/sanctions-certificate';
import { popplerOutput } from '../../../tests/helpers/pdf-text';
import type { SanctionsCertificatePaper } from './certificate-paper';
import { renderCertificate } from './render-certificate';

const CERTIFICATE: SanctionsCertificateView = {
  number: 'SC-20261127-000042',
  signature: 'AbCdEfGhIjKlMnOpQrStUv',
  company: {
    name: 'Haji Khairullah Haji Sattar Money Exchange',
    regCode: 'AF-1',
    vatCode: null,
    countryCode: 'AF',
    countryName: 'Афганистан',
  },
  checkedAt: '2026-11-27T07:03:05.000Z',
  status: 'match',
  lists: [
    {
      code: 'eu',
      name: 'Сводный санкционный список ЕС',
      publishedAt: '2026-08-05T00:00:00.000Z',
      importedAt: '2026-11-20T09:00:00.000Z',
      entries: 5321,
      stale: false,
      result: 'clear',
      matchCount: 0,
    },
    {
      code: 'uk',
      name: 'Санкционный список Великобритании (FCDO)',
      publishedAt: '2026-09-07T00:00:00.000Z',
      importedAt: '2026-11-20T09:00:00.000Z',
      entries: 1234,
      stale: false,
      result: 'match',
      matchCount: 1,
    },
  ],
  matches: [
    {
      list: 'uk',
      entryId: 'AFG0001',
      name: 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE',
      matchedName: 'HAJI KHAIRULLAH HAJI SATTAR MONEY EXCHANGE',
      score: 1,
      programs: ['Afghanistan'],
      kind: 'entity',
      reasons: ['Название совпадает с названием в списке'],
      aliases: ['Haji Khairullah Money Exchange'],
      listedOn: '2012-06-29',
    },
  ],
};

const PAPER: SanctionsCertificatePaper = {
  kind: 'sanctions-certificate',
  certificate: CERTIFICATE,
  verifyUrl: `https://inocheck.ru/sanctions/certificates/${CERTIFICATE.number}?s=${CERTIFICATE.signature}`,
  issuer: 'ИноПроверка',
};

const dir = mkdtempSync(path.join(tmpdir(), 'certificate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The first page as a picture (PNG to look at, grey levels to measure), at 60 dpi. */
function firstPage(pdf: Buffer): { png: string; grey: Buffer } {
  const file = path.join(dir, 'certificate.pdf');
  writeFileSync(file, pdf);
  const args = ['-r', '60', '-f', '1', '-l', '1', '-singlefile', file];
  execFileSync('pdftoppm', ['-png', ...args.slice(0, -1), file, path.join(dir, 'page')]);
  execFileSync('pdftoppm', ['-gray', ...args.slice(0, -1), file, path.join(dir, 'page')]);
  // PGM: "P5\n<w> <h>\n255\n" then one byte per pixel.
  const pgm = readFileSync(path.join(dir, 'page.pgm'));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  return { png: path.join(dir, 'page.png'), grey: pgm.subarray(header[0].length) };
}

describe('the sanctions certificate PDF', () => {
  it('states the number, the moment, the company, each list and the result', async () => {
    const pdf = await renderCertificate(PAPER);
    const text = popplerOutput('pdftotext', pdf).replace(/\s+/g, ' ');
    expect(text).toContain('Справка о проверке по санкционным спискам');
    expect(text).toContain('№ SC-20261127-000042');
    expect(text).toContain('27 ноября 2026 г. в 10:03:05 (МСК)');
    expect(text).toContain('Haji Khairullah Haji Sattar Money Exchange');
    expect(text).toContain('Афганистан');
    expect(text).toContain('Сводный санкционный список ЕС 5 августа 2026 г. 5 321 совпадений нет');
    expect(text).toContain('7 сентября 2026 г. 1 234 совпадение');
    expect(text).toContain('найдено совпадение с записью санкционного списка');
    expect(text).toContain('запись № AFG0001');
    expect(text).toContain(
      'Программы: Afghanistan; внесена в список 29 июня 2012 г.; оценка сходства 1,00',
    );
    expect(text).toContain('не является юридическим заключением');
    expect(text).toContain(PAPER.verifyUrl);
    // The number line and the footer every page repeats.
    expect(text.split('№ SC-20261127-000042').length - 1).toBe(2);
    expect(popplerOutput('pdfinfo', pdf)).toMatch(/Pages:\s+1\b/);
  });

  it('draws a first page that is not blank, with the QR code', async () => {
    const { png, grey } = firstPage(await renderCertificate(PAPER));
    expect(statSync(png).size).toBeGreaterThan(10_000);
    const dark = grey.filter((v) => v < 128).length;
    // Text, rules and the QR code: a few per cent of the page is ink, never none.
    expect(dark / grey.length).toBeGreaterThan(0.02);
    if (process.env.CERTIFICATE_SHOTS) {
      mkdirSync(process.env.CERTIFICATE_SHOTS, { recursive: true });
      writeFileSync(path.join(process.env.CERTIFICATE_SHOTS, 'pdf-page-1.png'), readFileSync(png));
    }
  });
});
