import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from './web-first';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Serious and critical WCAG 2.1 A/AA findings of axe-core on the open page. */
export async function axeViolations(page: Page) {
  // The parts whose script changes them (a pre-hydration «Найти компанию» is grey and not yet
  // aria-disabled) say when it has run: axe judges the page they become.
  await expect(
    page.locator(
      ':is([data-testid="country-search"], [data-testid="contact-form"], [data-testid="filter"]):not([data-hydrated])',
    ),
  ).toHaveCount(0);

  // Evaluated rather than injected as a script tag, which the page's CSP refuses.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    const axe = (window as unknown as { axe: { run(d: Document, o: object): Promise<Result> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
}
