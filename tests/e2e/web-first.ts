import { expect as playwrightExpect } from '@playwright/test';

/**
 * The browser tests' `expect`: Playwright's own, whose locator and page matchers
 * (`await expect(locator).toHaveText(...)`, `toBeVisible`, `toHaveCount`, `await expect(page).toHaveURL(...)`)
 * retry until the page gets there instead of reading it once, which on a loaded machine races the page.
 *
 * Playwright's rather than vitest's `expect.extend`-ed with home-made polling: a spike showed its
 * matchers need no test info outside Playwright's runner (called from vitest 4 they retry, time out
 * and fail with Playwright's message: the expected value, the last one received and the call log),
 * it waits inside the browser rather than by round trips, and it comes from the same release as
 * playwright-core, so the locators it is given are its own. Its value matchers (toBe, toEqual, ...)
 * are Jest's, so one `expect` serves a whole file. Its `expect.poll` spells the retry pauses
 * `intervals: [ms]` where vitest's has `interval`.
 *
 * 10 s rather than Playwright's 5 s default: the suite shares two cores with other work.
 */
export const expect = playwrightExpect.configure({ timeout: 10_000 });
