import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import type { StaffMember } from '../../contracts/staff/roles';
import * as countriesPage from '../../app/routes/admin/content/countries';
import * as countryPage from '../../app/routes/admin/content/country';
import * as previewRoute from '../../app/routes/admin/content/preview';
import type { CountryActionData } from '../../app/components/staff/content/country-action-data';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { staffRouteContext, unwrapRouteResult } from '../helpers/staff-route';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfFile, pngFile } from './staff-content-files';

const kinds = await databaseKinds();
const BASE = 'http://localhost/admin1515/country_content';

const unwrap = unwrapRouteResult;

/** What a thrown refusal (`throw data(…, { status })`) carries. */
async function thrownStatus(work: Promise<unknown>): Promise<number | null> {
  try {
    await work;
    return null;
  } catch (error) {
    return unwrap(error).status;
  }
}

describe.each(kinds)('country content pages (route loaders and actions) on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let admin: StaffMember;
  let manager: StaffMember;

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = createServices(t.database.db, t.config, t);
    admin = { ...(await createTestStaff(t.database, 'admin')), name: 'Админ' };
    manager = { ...(await createTestStaff(t.database, 'manager')), name: 'Менеджер' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const context = (staff: StaffMember): RequestContext => staffRouteContext(services, staff);
  type ActionArgs = Parameters<typeof countryPage.action>[0];
  const postCountry = async (code: string, body: FormData, staff = admin) =>
    unwrap<CountryActionData>(
      await countryPage.action({
        request: new Request(`${BASE}/${code}`, { method: 'POST', body }),
        context: context(staff),
        params: { code },
      } as unknown as ActionArgs),
    );
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return body;
  };
  const tariffCount = async (code: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        `select count(*)::int as n from tariffs t join countries c on c.id = t.country_id where c.code = '${code}'`,
      )
    )[0]?.n;

  it('lets an admin in and shows a manager the 403 page', async () => {
    const request = new Request(`${BASE}?q=исл`);
    const args = (staff: StaffMember) =>
      ({ request, context: context(staff), params: {} }) as unknown as Parameters<
        typeof countriesPage.loader
      >[0];
    const list = await countriesPage.loader(args(admin));
    expect(list.list.countries.map((c) => c.code)).toEqual(['IS']);
    expect(await thrownStatus(countriesPage.loader(args(manager)))).toBe(403);
    expect(
      await thrownStatus(postCountry('is', form({ intent: 'text-save', content: 'x' }), manager)),
    ).toBe(403);
  });

  it('refuses a bad tariff form with Russian field messages, keeping what was typed', async () => {
    const before = await tariffCount('MT');
    const sent = {
      intent: 'tariff-add',
      name: '',
      price: '0',
      currency: 'RUB',
      minDays: '7',
      maxDays: '3',
      sortOrder: '1',
    };
    const { status, body } = await postCountry('mt', form(sent));
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: 'Введите название тарифа',
      price: 'Цена должна быть больше нуля',
      maxDays: 'Максимальный срок не может быть меньше минимального',
    });
    expect(body.values).toMatchObject({ price: '0', minDays: '7', maxDays: '3' });
    expect(await tariffCount('MT')).toBe(before);

    const added = await postCountry(
      'mt',
      form({ ...sent, name: 'Мальта: экспресс', price: '4 500', minDays: '0', maxDays: '2' }),
    );
    expect(added).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Тариф «Мальта: экспресс» добавлен' },
    });
    const again = await postCountry(
      'mt',
      form({ ...sent, name: 'мальта: ЭКСПРЕСС', price: '4500', minDays: '0', maxDays: '2' }),
    );
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, message: 'Тариф с таким названием у этой страны уже есть' },
    });
    expect(await tariffCount('MT')).toBe(before! + 1);
  });

  it('previews a text without saving it, escaping raw HTML and unsafe links', async () => {
    const saved = (await services.dictionary.getCountry('mt'))!.content;
    const typed =
      '## Заголовок\n\n<script>alert("x")</script> <b>жирно</b>\n\n[ссылка](javascript:alert(1)) и [сайт](https://example.com)';
    const { status, body } = await postCountry(
      'mt',
      form({ intent: 'text-preview', content: typed }),
    );
    expect(status).toBe(200);
    expect(body.content).toBe(typed);
    expect(body.previewHtml).toContain('<h2>Заголовок</h2>');
    expect(body.previewHtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(body.previewHtml).not.toMatch(/<script|<b>|javascript:/);
    expect(body.previewHtml).toContain(
      '<a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">сайт</a>',
    );
    expect((await services.dictionary.getCountry('mt'))!.content).toBe(saved);

    const response = await previewRoute.action({
      request: new Request(`${BASE}/mt/preview`, { method: 'POST', body: typed }),
      context: context(admin),
      params: { code: 'mt' },
    } as unknown as Parameters<typeof previewRoute.action>[0]);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(body.previewHtml);
    const tooLong = await previewRoute.action({
      request: new Request(`${BASE}/mt/preview`, { method: 'POST', body: 'я'.repeat(20_001) }),
      context: context(admin),
      params: { code: 'mt' },
    } as unknown as Parameters<typeof previewRoute.action>[0]);
    expect(tooLong.status).toBe(413);
    expect(await tooLong.text()).toBe('Текст длиннее 20000 символов');

    const empty = await postCountry('mt', form({ intent: 'text-save', content: '  ' }));
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.content).toMatch(/не должен быть пустым/);
    const ok = await postCountry('mt', form({ intent: 'text-save', content: typed }));
    expect(ok.body).toMatchObject({
      ok: true,
      message: 'Текст сохранён — он уже на странице страны',
    });
    expect((await services.dictionary.getCountry('mt'))!.content).toBe(typed);
  });

  it('requires one group at least', async () => {
    const { status, body } = await postCountry('mt', form({ intent: 'groups' }));
    expect(status).toBe(400);
    expect(body.message).toBe('Выберите хотя бы одну группу');
  });

  it('takes the sample from a multipart form and judges it by content', async () => {
    const png = form({ intent: 'sample-upload' });
    png.append(
      'file',
      new File([new Uint8Array(pngFile())], 'scan.pdf', { type: 'application/pdf' }),
    );
    const refused = await postCountry('mt', png);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/проверяется по содержимому/);
    expect(
      (await services.staff.content.getCountry({ ...admin, ip: '', requestId: '' }, 'mt'))?.sample,
    ).toBeNull();

    const missing = await postCountry('mt', form({ intent: 'sample-upload' }));
    expect(missing).toMatchObject({ status: 400, body: { message: 'Выберите файл образца' } });

    const pdf = form({ intent: 'sample-upload' });
    pdf.append(
      'file',
      new File([new Uint8Array(pdfFile())], 'malta.pdf', { type: 'application/pdf' }),
    );
    expect((await postCountry('mt', pdf)).body).toMatchObject({
      ok: true,
      intent: 'sample-upload',
    });
    expect((await services.sampleReports.getSampleReport('mt'))?.body).toEqual(pdfFile());

    const huge = await countryPage.action({
      request: new Request(`${BASE}/mt`, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(30 * 1024 * 1024),
        },
        body: 'x',
      }),
      context: context(admin),
      params: { code: 'mt' },
    } as unknown as ActionArgs);
    expect(unwrap<CountryActionData>(huge)).toMatchObject({
      status: 413,
      body: { intent: 'sample-upload', message: 'Файл больше 20 МБ' },
    });
  });

  it('answers 404 for an unknown country', async () => {
    const args = {
      request: new Request(`${BASE}/qq`),
      context: context(admin),
      params: { code: 'qq' },
    } as unknown as Parameters<typeof countryPage.loader>[0];
    expect(await thrownStatus(countryPage.loader(args))).toBe(404);
    const refused = await postCountry('qq', form({ intent: 'text-save', content: 'Текст' }));
    expect(refused).toMatchObject({ status: 404, body: { message: 'Страна не найдена' } });
  });
});
