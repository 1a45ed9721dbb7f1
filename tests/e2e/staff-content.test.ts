import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  cheapestAndFastest,
  formatPrice,
  formatTariffDuration,
} from '../../contracts/tariff-duration';
import { baseUrl, launchBrowser, openPage, screenshot, signInAsStaff } from '../playwright-utils';
import { axeViolations } from './axe';
import { getCountry } from './dictionary-data';
import { expect } from './web-first';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The editable card of a tariff on a country's staff page. */
const tariffCard = (page: Page, name: string) =>
  page.getByRole('listitem', { name: `Тариф «${name}»` });

describe('staff area: countries and tariffs', () => {
  // Iceland belongs to this test alone: no other test edits it. Two pages of 252 rows each (the
  // staff list and /tariffs) make it slow on a busy machine, hence the longer limit.
  it('an admin changes an Iceland tariff and the public pages show the new price at once', async () => {
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'admin');

    // Click 1: the section. The list shows all 252 countries.
    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Страны и тарифы' })
      .click();
    await page.getByRole('heading', { name: 'Страны и тарифы' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Всего 252 страны' }).waitFor();
    await expect(page.getByRole('row')).toHaveCount(253);
    // The whole list is 13,000 px tall: its first screen is what a person looks at.
    await page.screenshot({ path: 'test-results/screenshots/staff-content-list-1280.png' });

    // Type the filter, click 2: «Показать»; click 3: the country.
    await page.getByLabel('Название или код').fill('исланд');
    await page.getByRole('button', { name: 'Показать' }).click();
    await page.getByRole('status').filter({ hasText: 'Найдено: 1 страна из 252' }).waitFor();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page).toHaveURL(/country_content\?q=%D0%B8/);
    await page.getByRole('link', { name: 'Исландия' }).click();
    await page.getByRole('heading', { name: 'Исландия (IS)' }).waitFor();

    const before = await getCountry('is');
    const tariff = before.tariffs[0];
    if (!tariff) throw new Error('Iceland has no tariffs');
    // Below every tariff of the country, so that /tariffs (which shows the lowest) shows it too.
    const lowest = Math.min(...before.tariffs.map((t) => t.tariffPrice));
    const newPrice = lowest - 100 - Math.floor(Math.random() * 300);
    expect(newPrice).toBeGreaterThan(0);
    const card = tariffCard(page, tariff.tariffName);
    await card.getByLabel('Цена').fill(String(newPrice));
    await card.getByLabel('Макс. дней').fill('6');
    // The spec's duration rule, shown before saving.
    const line = `${formatTariffDuration({ minDays: tariff.minDays, maxDays: 6 })} · ${formatPrice(newPrice, 'RUB')}`;
    await card.getByTestId('tariff-line').filter({ hasText: line }).waitFor();
    // Click 4: «Сохранить».
    await card.getByRole('button', { name: 'Сохранить' }).click();
    await card.getByRole('status').filter({ hasText: 'сохранён' }).waitFor();

    const after = (await getCountry('is')).tariffs.find((t) => t.id === tariff.id);
    expect(after).toMatchObject({ tariffPrice: newPrice, maxDays: 6 });

    const site = await browser.newPage({ baseURL: baseUrl() });
    await site.goto('/countries/country/is');
    await site.getByText(formatPrice(newPrice, 'RUB')).first().waitFor();
    await site.goto('/tariffs');
    // Before hydration the filter does nothing and the Iceland row stays far down the list.
    await site.locator('[data-testid="filter"][data-hydrated]').waitFor();
    await site.getByLabel('Фильтр по названию страны').fill('Исландия');
    const rows = site.getByTestId('price-list').locator('tr');
    await expect(rows).toHaveCount(1);
    const summary = cheapestAndFastest((await getCountry('is')).tariffs);
    if (!summary) throw new Error('Iceland lost its tariffs');
    await expect(rows.first().locator('th, td')).toHaveText([
      'Исландия',
      `от ${formatPrice(newPrice, 'RUB')}`,
      formatTariffDuration(summary.fastest),
    ]);
    await site.close();
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('previews the text live while typing, and saves only on «Сохранить»', async () => {
    const { page, errors, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'admin');
    await page.goto('/admin1515/country_content/is');
    const editor = page.getByLabel('Текст (Markdown)');
    // The stored text, to compare with after the reload (inputValue waits for the field).
    const saved = await editor.inputValue();
    const marker = `Проверка предпросмотра ${Date.now()}`;
    await editor.fill(
      `### ${marker}\n\n**важно**\n\n<script>window.hacked = 1</script>\n\n${saved}`,
    );
    const preview = page.getByTestId('text-preview');
    await preview.getByRole('heading', { name: marker }).waitFor();
    await expect(preview.locator('strong').first()).toHaveText('важно');
    await expect(preview).toContainText('<script>window.hacked = 1</script>');
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await page.getByText('не сохранено').waitFor();
    await screenshot(page, 'staff-content-country-1280');

    // Nothing was saved by the preview.
    await page.reload();
    await expect(page.getByLabel('Текст (Markdown)')).toHaveValue(saved);
    expect(errors).toEqual([]);
    await close();
  });

  it('renders the preview without JavaScript through the «Предпросмотр» button', async () => {
    const { page, close } = await openPage(browser, 1280, { javaScriptEnabled: false });
    await page.goto('/admin1515');
    await page.getByLabel('E-mail').fill('admin@e2e.test');
    await page.getByLabel('Пароль').fill('e2e-admin-password-1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { name: 'Главная' }).waitFor();
    await page.goto('/admin1515/country_content/is');
    const saved = await page.getByLabel('Текст (Markdown)').inputValue();
    await page.getByLabel('Текст (Markdown)').fill('## Без скриптов\n\nТекст *курсивом*.');
    await page.getByRole('button', { name: 'Предпросмотр' }).click();
    const preview = page.getByTestId('text-preview');
    await preview.getByRole('heading', { name: 'Без скриптов' }).waitFor();
    await expect(page.getByLabel('Текст (Markdown)')).toHaveValue(
      '## Без скриптов\n\nТекст *курсивом*.',
    );
    await page.goto('/admin1515/country_content/is');
    await expect(page.getByLabel('Текст (Markdown)')).toHaveValue(saved);
    await close();
  });

  it('shows a refused tariff with Russian messages and keeps what was typed', async () => {
    const { page, errors, close } = await openPage(browser, 768);
    await signInAsStaff(page, 'admin');
    await page.goto('/admin1515/country_content/is');
    const form = page.getByRole('region', { name: 'Новый тариф' });
    await form.getByLabel('Название').fill('Отчёт с ошибкой');
    await form.getByLabel('Цена').fill('0');
    await form.getByLabel('Мин. дней').fill('9');
    await form.getByLabel('Макс. дней').fill('3');
    await form.getByRole('button', { name: 'Добавить тариф' }).click();
    await form.getByText('Цена должна быть больше нуля').waitFor();
    await form.getByText('Максимальный срок не может быть меньше минимального').waitFor();
    await expect(form.getByLabel('Название')).toHaveValue('Отчёт с ошибкой');
    await expect(form.getByLabel('Мин. дней')).toHaveValue('9');

    await screenshot(page, 'staff-content-country-768');
    expect((await getCountry('is')).tariffs.map((t) => t.tariffName)).not.toContain(
      'Отчёт с ошибкой',
    );
    // The refusal is a 400, which the browser logs; nothing else may appear.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await close();
  });

  // Malta's sample belongs to this test alone.
  it('uploads a sample report through the form, judged by its content, and removes it', async () => {
    const { page, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'admin');
    await page.goto('/admin1515/country_content/mt');
    const panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Образец отчёта' }) });
    const file = panel.getByLabel(/Файл образца/);

    await file.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    });
    await panel.getByRole('button', { name: 'Загрузить образец' }).click();
    await panel.getByRole('alert').filter({ hasText: 'проверяется по содержимому' }).waitFor();

    // A file on disk: a 21 MB buffer through the browser protocol is needlessly slow.
    const big = path.join(mkdtempSync(path.join(tmpdir(), 'sample-')), 'big.pdf');
    writeFileSync(big, Buffer.alloc(21 * 1024 * 1024));
    await file.setInputFiles(big);
    await panel.getByRole('alert').filter({ hasText: 'Файл больше 20 МБ' }).waitFor();

    const pdf = Buffer.from('%PDF-1.4\n% образец, загруженный в браузерном тесте\n%%EOF\n');
    await file.setInputFiles({ name: 'malta.pdf', mimeType: 'application/pdf', buffer: pdf });
    await panel.getByRole('button', { name: 'Загрузить образец' }).click();
    await panel.getByRole('status').filter({ hasText: 'Образец загружен (PDF)' }).waitFor();
    await panel
      .getByTestId('sample-state')
      .filter({ hasText: /^Загружен файл PDF/ })
      .waitFor();
    const download = await fetch(`${baseUrl()}/api/Dictionary/GetSampleReport`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryId: 'mt' }),
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    await panel.getByRole('button', { name: 'Удалить загруженный образец' }).click();
    await panel.getByRole('status').filter({ hasText: 'Загруженный образец удалён' }).waitFor();
    await panel
      .getByTestId('sample-state')
      .filter({ hasText: /^Сейчас скачивается отчёт/ })
      .waitFor();
    await close();
  });

  it('shows a manager the 403 page for countries and tariffs', async () => {
    const { page, close } = await openPage(browser, 1280);
    await signInAsStaff(page, 'manager');
    await expect(
      page
        .getByRole('navigation', { name: 'Разделы' })
        .getByRole('link', { name: 'Страны и тарифы' }),
    ).toHaveCount(0);

    const response = await page.goto('/admin1515/country_content');
    expect(response?.status()).toBe(403);
    await page.getByRole('alert').getByText('Недостаточно прав').waitFor();
    await close();
  });

  it('passes axe-core (WCAG 2.1 A and AA) on the list, a country and the reviews, at 1280 and 768 px', async () => {
    for (const width of [1280, 768]) {
      const { page, close } = await openPage(browser, width);
      await signInAsStaff(page, 'admin');
      for (const path of [
        '/admin1515/country_content?group=cis',
        '/admin1515/country_content/is',
        '/admin1515/company_review?status=published',
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
      await close();
    }
  });
});
