import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { formatPrice, formatTariffDuration } from '../../contracts/tariff-duration';
import { baseUrl, launchBrowser, openPage, screenshot } from '../playwright-utils';
import { filteredNames, getCountries, getCountry } from './dictionary-data';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page and waits until the search block is hydrated (clicks before it would be lost). */
async function gotoHome(page: Page, path = '/') {
  await page.goto(path);
  await page.locator('[data-testid="country-search"][data-hydrated]').waitFor();
}

const selector = (page: Page) => page.getByTestId('country-select');
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Введите название страны' });
const findButton = (page: Page) => page.getByRole('button', { name: 'Найти компанию' });
const sampleButton = (page: Page) => page.getByTestId('sample-download');
const optionNames = (page: Page) => page.getByRole('option').allInnerTexts();

async function chooseCountry(page: Page, query: string, name: string) {
  await selector(page).click();
  await combobox(page).fill(query);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(selector(page)).toContainText(name);
}

describe('home page from the server', () => {
  it('has a Russian title, a description and every block, without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl() });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      'Проверка иностранных компаний и кредитные отчёты — ИноПроверка',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /200\+ стран/,
    );
    await expect(page.locator('h1')).toHaveText(/Проверка иностранных компаний/);
    await expect(selector(page)).toContainText('Выберите страну');

    const main = page.locator('main');
    for (const point of [
      'Отчёты на русском языке',
      'Весь мир в одном окне',
      'Без предоплаты',
      'Гарантия возврата 100%',
      'недостоверными или противоречат официальным источникам',
    ]) {
      await expect(main).toContainText(point, { useInnerText: true });
    }
    const report = page.locator('#report');
    for (const section of [
      'Регистрация и история',
      'Суды, долги, санкции, ПДЛ',
      'Деятельность',
      'Финансы',
      'Кредитное заключение',
      'Структура бизнеса',
      'Контакты',
      'Ключевые поставщики и покупатели',
      'Руководство',
    ]) {
      await expect(report.getByRole('heading', { name: section, exact: true })).toHaveCount(1);
    }
    for (const path of [
      '/how_to_check',
      '/stages',
      '/risks',
      '/business_certificate',
      '/annual_report',
      '/about',
    ]) {
      await expect(page.locator(`main a[href="${path}"]`).first(), path).toBeAttached();
    }
    await expect(main).toContainText('30 марта', { useInnerText: true });
    await expect(page.locator('main a[href="/privacy"]')).toHaveCount(1);
    await context.close();
  });

  it('renders the country of ?country=de with its tariffs on the server', async () => {
    const html = await (await fetch(`${baseUrl()}/?country=de`)).text();
    const { tariffs } = await getCountry('de');
    expect(html).toContain('Германия');
    for (const tariff of tariffs) expect(html).toContain(tariff.tariffName);
  });
});

describe('country search block', () => {
  it('keeps both buttons disabled until a country is chosen', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await expect(findButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(sampleButton(page)).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps them clickable for the explanation; Playwright treats them as disabled.
    await findButton(page).click({ force: true });
    // Nothing happens but the explanation: no navigation, no request.
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await chooseCountry(page, 'герм', 'Германия');
    await expect(findButton(page)).not.toHaveAttribute('aria-disabled');
    await expect(sampleButton(page)).not.toHaveAttribute('aria-disabled');
    expect(errors).toEqual([]);
    await close();
  });

  it('flashes the selector red for about 1.5 s with a 1 s transition when a country is needed', async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const border = () => selector(page).evaluate((el) => getComputedStyle(el).borderTopColor);
    const initial = await border();
    // The colour the flash ends on: the same utility class, measured in this browser.
    const red = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'border-2 border-red-500';
      document.body.append(probe);
      const colour = getComputedStyle(probe).borderTopColor;
      probe.remove();
      return colour;
    });
    expect(red).not.toBe(initial);
    expect(await selector(page).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(
      '1s',
    );

    // The flash's moments are taken in the page, when its transitions end: a busy machine
    // delays the test's polling, not them.
    await selector(page).evaluate((el) => {
      const log: { at: number; colour: string }[] = [];
      Object.assign(window, { flashLog: log, clickedAt: 0 });
      el.addEventListener('transitionend', (event) => {
        // The selector's own border, not a transition bubbling up from inside it.
        if (event.target === el && (event as TransitionEvent).propertyName === 'border-top-color')
          log.push({ at: performance.now(), colour: getComputedStyle(el).borderTopColor });
      });
      document.addEventListener(
        'click',
        () => Object.assign(window, { clickedAt: performance.now() }),
        {
          capture: true,
          once: true,
        },
      );
    });
    await sampleButton(page).click({ force: true });
    await page.getByRole('alert').filter({ hasText: 'Сначала выберите страну' }).waitFor();
    // Mid-transition the colour is neither the start nor the end.
    await expect.poll(border, { intervals: [50] }).not.toBe(initial);
    await page.waitForFunction(
      () => (window as unknown as { flashLog: unknown[] }).flashLog.length >= 2,
      undefined,
      { timeout: 15_000 },
    );
    const { log, clickedAt } = await page.evaluate(() => {
      const w = window as unknown as {
        flashLog: { at: number; colour: string }[];
        clickedAt: number;
      };
      return { log: w.flashLog, clickedAt: w.clickedAt };
    });
    // Red after the 1 s transition, then back after 1.5 s of flash and the 1 s fade.
    expect(log[0]?.colour).toBe(red);
    expect(log[0]!.at - clickedAt).toBeGreaterThanOrEqual(900);
    expect(log[1]?.colour).toBe(initial);
    expect(log[1]!.at - clickedAt).toBeGreaterThanOrEqual(2000);
    // Keyboard users land on what needs their attention.
    await expect(selector(page)).toBeFocused();

    // The other button asks the same, from the keyboard too.
    await expect.poll(border, { intervals: [50], timeout: 5000 }).toBe(initial);
    await findButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(border, { intervals: [50] }).not.toBe(initial);
    await close();
  });

  it('filters countries by a case-insensitive substring and selects one by click', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    const all = await getCountries();

    await selector(page).click();
    await expect(selector(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option')).toHaveCount(all.length);
    await combobox(page).fill('АН');
    const expected = filteredNames(all, 'ан');
    await expect.poll(() => optionNames(page)).toEqual(expected);
    await combobox(page).fill('ГЕРМ');
    await expect.poll(() => optionNames(page)).toEqual(['Германия']);
    await combobox(page).fill('нет такой страны');
    await page.getByText('Страна не найдена').waitFor();

    // Clicking the name again closes the panel.
    await selector(page).click();
    await page.getByTestId('country-panel').waitFor({ state: 'detached' });
    await chooseCountry(page, 'франц', 'Франция');
    await page.getByTestId('country-panel').waitFor({ state: 'detached' });
    await expect(selector(page).locator('img')).toHaveAttribute('src', '/flags/fr.svg');
    await page.waitForURL('**/?country=fr');
    await page.getByTestId('tariff-list').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('works from the keyboard as a combobox with a listbox', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await selector(page).focus();
    await page.keyboard.press('Enter');
    const input = combobox(page);
    await input.waitFor();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // Static from the first render on, which the assertions above have waited for.
    const listId = await input.getAttribute('aria-controls');
    await expect(page.locator(`[id="${listId}"]`)).toHaveAttribute('role', 'listbox');

    await page.keyboard.type('ия');
    const activeName = async () => {
      const id = await input.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).innerText() : null;
    };
    const matches = filteredNames(await getCountries(), 'ия');
    await expect.poll(() => optionNames(page)).toEqual(matches);
    await expect.poll(activeName).toBe(matches[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeName).toBe(matches[2]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeName).toBe(matches[1]);

    // Escape closes without choosing and gives focus back.
    await page.keyboard.press('Escape');
    await page.getByTestId('country-panel').waitFor({ state: 'detached' });
    await expect(selector(page)).toBeFocused();
    await expect(selector(page)).toContainText('Выберите страну');

    // ArrowDown opens too; Enter chooses the active row.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('итал');
    await page.keyboard.press('Enter');
    await page.getByTestId('country-panel').waitFor({ state: 'detached' });
    await expect(selector(page)).toContainText('Италия');
    await expect(selector(page)).toBeFocused();

    // Reopened, the chosen row is marked selected.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Италия' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await close();
  });

  it('lists the tariffs with the spec duration texts and links to their report pages', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    for (const code of ['de', 'af']) {
      const { country, tariffs } = await getCountry(code);
      await chooseCountry(page, country.name.slice(0, 4), country.name);
      const rows = page.getByTestId('tariff');
      await expect(rows).toHaveCount(tariffs.length);
      for (const [index, tariff] of tariffs.entries()) {
        const row = rows.nth(index);
        await expect(row).toContainText(tariff.tariffName);
        await expect(row.getByTestId('tariff-duration')).toHaveText(formatTariffDuration(tariff));
        await expect(row.getByTestId('tariff-price')).toHaveText(
          formatPrice(tariff.tariffPrice, tariff.tariffCurrency),
        );
        await expect(row.getByRole('link')).toHaveAttribute(
          'href',
          `/countries/country/${code}/report/${tariff.id}`,
        );
      }
    }
    // The spec's three cases, as the demo data has them.
    const durations = () => page.getByTestId('tariff-duration').allInnerTexts();
    await expect.poll(durations).toContainEqual(expect.stringMatching(/^\d+-\d+ раб\.дней$/));
    await chooseCountry(page, 'герм', 'Германия');
    await expect
      .poll(durations)
      .toEqual(expect.arrayContaining(['1 раб.дня', '2-4 раб.дня', '4-7 раб.дней']));
    await page.getByTestId('tariff').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Отчёт' }).waitFor();
    await expect(page).toHaveURL(/\/countries\/country\/de\/report\/\d+$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('goes to the country page on «Найти компанию» and remembers the country', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await chooseCountry(page, 'казах', 'Казахстан');
    await page.waitForURL('**/?country=kz');
    await findButton(page).click();
    await page.waitForURL('**/countries/country/kz');
    await page.getByRole('heading', { name: /Поиск компании/ }).waitFor();

    // Back on the home page without a query, the choice comes back from localStorage.
    await gotoHome(page, '/');
    await page.waitForURL('**/?country=kz');
    await expect(selector(page)).toContainText('Казахстан');
    // /country shows the same country.
    await page.goto('/country');
    await page.waitForURL('**/country?country=kz');
    await page.getByRole('heading', { level: 1, name: 'Казахстан' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the country dialog with the country text', async () => {
    const { page, errors, close } = await openPage(browser);
    const { country } = await getCountry('de');
    await gotoHome(page, '/?country=de');
    await page.getByRole('button', { name: 'О стране' }).click();
    const dialog = page.getByRole('dialog', { name: country.name });
    await dialog.getByTestId('country-content').waitFor();
    const expected = (await (await fetch(`${baseUrl()}/countries/country/de/content`)).json()) as {
      html: string;
    };
    // No web-first matcher compares markup; the poll retries the read.
    await expect.poll(() => dialog.getByTestId('country-content').innerHTML()).toBe(expected.html);
    await expect(dialog.getByRole('link', { name: 'Страница страны' })).toHaveAttribute(
      'href',
      '/countries/country/de',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the dialog open on outside clicks, scrolls it, closes it with «Закрыть» or Escape', async () => {
    const { page, errors, close } = await openPage(browser, 1280, {
      viewport: { width: 1280, height: 480 },
    });
    // A long text, whatever the demo data holds, so that the dialog must scroll.
    const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>Абзац ${i + 1}.</p>`).join('');
    await page.route('**/countries/country/ru/content', (route) =>
      route.fulfill({ json: { code: 'RU', html: `<h3>Реестры</h3>${paragraphs}` } }),
    );
    const { country } = await getCountry('ru');
    await gotoHome(page, '/?country=ru');
    const trigger = page.getByRole('button', { name: 'О стране' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: country.name });
    await dialog.getByText('Абзац 30.').waitFor({ state: 'attached' });
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(900);
    // The whole dialog fits in the window; its body scrolls instead.
    expect((await dialog.boundingBox())?.height).toBeLessThanOrEqual(480);

    // Outside clicks do not close it.
    await page.mouse.click(20, 20);
    await page.mouse.click(1260, 460);
    // Two frames: whatever those clicks would do has happened by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(dialog).toBeVisible();

    const body = dialog.getByTestId('country-dialog-body');
    const { scrollHeight, clientHeight } = await body.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await body.hover();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await dialog.getByText('Абзац 30.').scrollIntoViewIfNeeded();
    await dialog.getByText('Абзац 30.').waitFor();
    // The viewport, not the full page: a fixed dialog over a scroll-locked page.
    await page.screenshot({ path: 'test-results/screenshots/home-country-dialog.png' });

    // 'Закрыть' closes it and focus returns to the button that opened it.
    const closeButton = dialog.getByRole('button', { name: 'Закрыть', exact: true });
    await expect(closeButton).toBeVisible();
    await closeButton.click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(trigger).toBeFocused();
    // So does Escape.
    await trigger.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(trigger).toBeFocused();
    expect(errors).toEqual([]);

    await close();
  });

  it('looks right at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const { page, errors, close } = await openPage(browser, width);
      await gotoHome(page, '/?country=de');
      await page.getByTestId('tariff-list').waitFor();
      // Nothing may stick out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const clipped = await page
        .getByTestId('country-search')
        .locator('a, button')
        .evaluateAll((elements) =>
          elements.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
        );
      expect(clipped).toEqual([]);
      await screenshot(page, `home-${width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
