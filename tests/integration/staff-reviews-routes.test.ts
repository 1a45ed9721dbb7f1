import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import type { StaffMember } from '../../contracts/staff/roles';
import * as reviewsPage from '../../app/routes/admin/reviews/reviews';
import type { ReviewActionData } from '../../app/components/staff/reviews/review-action-data';
import { createServices } from '../../core/services';
import { staffRouteContext, unwrapRouteResult } from '../helpers/staff-route';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const URL_BASE = 'http://localhost/admin1515/company_review';

const unwrap = (result: unknown) => unwrapRouteResult<ReviewActionData>(result);

describe.each(kinds)('reviews page (route loader and action) on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let manager: StaffMember;

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = createServices(t.database.db, t.config, t);
    manager = { ...(await createTestStaff(t.database, 'manager')), name: 'Менеджер' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const context = (): RequestContext => staffRouteContext(services, manager);
  const load = (search = '') =>
    reviewsPage.loader({
      request: new Request(`${URL_BASE}${search}`),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof reviewsPage.loader>[0]);
  const post = async (fields: Record<string, string>) =>
    unwrap(
      await reviewsPage.action({
        request: new Request(URL_BASE, { method: 'POST', body: new URLSearchParams(fields) }),
        context: context(),
        params: {},
      } as unknown as Parameters<typeof reviewsPage.action>[0]),
    );
  const publicAuthors = async () =>
    (await services.reviews.listPublished(1)).companyReview.map((r) => r.author);

  it('adds a review by hand from the form and moderates it like any other', async () => {
    const text = 'Первая строка отзыва о проверке.\r\nВторая строка: всё пришло вовремя.';
    const draft = await post({
      intent: 'create',
      author: 'Пётр Ручной',
      organisation: '',
      text,
      rating: '4',
    });
    expect(draft).toMatchObject({
      status: 200,
      body: { ok: true, message: expect.stringMatching(/черновик/) },
    });
    const awaiting = await load();
    expect(awaiting.page.status).toBe('awaiting');
    const review = awaiting.page.reviews.find((r) => r.author === 'Пётр Ручной')!;
    expect(review).toMatchObject({ source: 'staff', status: 'awaiting', organisation: '' });
    expect(review.text).toBe(text.replace('\r\n', '\n'));
    expect(await publicAuthors()).not.toContain('Пётр Ручной');

    const id = String(review.id);
    expect((await post({ intent: 'approve', id })).body.message).toBe(
      'Отзыв опубликован: он уже на странице отзывов',
    );
    expect(await publicAuthors()).toContain('Пётр Ручной');

    // The same text sent back from a textarea (CRLF) is no change.
    const same = {
      intent: 'update',
      id,
      author: 'Пётр Ручной',
      organisation: '',
      text,
      rating: '4',
    };
    expect((await post(same)).body.message).toBe('Изменений нет — сохранять нечего');
    const refused = await post({ ...same, text: 'Коротко', rating: '0' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      text: 'Напишите хотя бы пару предложений — от 20 символов',
      rating: 'Поставьте оценку от 1 до 5',
    });
    expect(refused.body.values).toMatchObject({ text: 'Коротко', rating: '0' });
    expect((await post({ ...same, author: 'Пётр Ручнов' })).body.message).toBe(
      'Исправления сохранены',
    );
    expect(await publicAuthors()).toContain('Пётр Ручнов');

    expect((await post({ intent: 'hide', id })).status).toBe(200);
    expect(await publicAuthors()).not.toContain('Пётр Ручнов');
    expect(await post({ intent: 'hide', id })).toMatchObject({
      status: 409,
      body: { ok: false, message: 'Отзыв уже скрыт' },
    });
    const hidden = await load('?status=hidden');
    expect(hidden.page.counts).toMatchObject({ awaiting: 0, published: 0, hidden: 1 });
  });

  it('refuses unknown actions and reviews', async () => {
    expect(await post({ intent: 'delete', id: '1' })).toMatchObject({ status: 400 });
    expect(await post({ intent: 'approve', id: '999999' })).toMatchObject({
      status: 404,
      body: { message: 'Отзыв не найден. Возможно, страницу пора обновить.' },
    });
    expect(await post({ intent: 'approve', id: 'abc' })).toMatchObject({ status: 404 });
    expect((await load('?status=nonsense&page=-3')).page).toMatchObject({
      status: 'awaiting',
      page: 1,
    });
  });
});
