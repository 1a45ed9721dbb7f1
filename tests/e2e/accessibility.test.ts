import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../playwright-utils';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/',
  '/countries',
  '/countries/continent/europe',
  '/countries/country/fr',
  '/tariffs',
  '/blogs',
  '/registry',
  '/feedbacks',
  '/about',
  '/order',
  '/no-such-page',
];

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it.each(PAGES)('%s has no serious or critical violations', async (path) => {
    for (const width of [1280, 375]) {
      const { page, close } = await openPage(browser, width);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // axe is injected as a script tag, which the page's CSP would refuse; evaluate it instead.
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
            };
          }
        ).axe;
        const result = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
        }));
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious, `${path} at ${width}px`).toEqual([]);
      await close();
    }
  });
});
