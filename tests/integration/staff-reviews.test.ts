import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffReviewServices } from '../../contracts/staff/reviews';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

interface PublicReview {
  id: number;
  author: string;
  organisation: string;
  text: string;
  rating: number;
}

describe.each(kinds)('staff review moderation on %s', (kind) => {
  let t: TestApp;
  let reviews: StaffReviewServices;
  let actor: StaffActor;
  let visitorId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    reviews = createServices(t.database.db, t.config, t).staff.reviews;
    const manager = await createTestStaff(t.database, 'manager');
    actor = { ...manager, name: 'Менеджер', ip: '127.0.0.1', requestId: 'test' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const published = async () =>
    (
      await t.app.inject({ method: 'POST', url: '/api/Dictionary/GetCompanyReviews', payload: {} })
    ).json<{ companyReview: PublicReview[]; total: number }>();
  const publishedIds = async () => (await published()).companyReview.map((r) => r.id);
  const audit = (id: number) =>
    queryRows<{ action: string; summary: string; before: unknown; after: unknown }>(
      t.database.db,
      `select action, summary, before, after from audit_log
       where object_type = 'review' and object_id = '${id}' order by id`,
    );

  it('shows a submitted review to staff first, awaiting approval, and not on the site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Review/Create',
      payload: {
        author: 'Ольга Смирнва',
        organisation: 'ООО «Вектор»',
        text: 'Отчёт пришёл за два дня, всё по делу и с источниками.',
        rating: 4,
      },
    });
    expect(res.statusCode).toBe(201);
    visitorId = res.json().id;
    const page = await reviews.list(actor, { status: 'awaiting', page: 1 });
    expect(page.counts).toEqual({ awaiting: 1, published: 0, hidden: 0 });
    expect(page.reviews).toEqual([
      expect.objectContaining({
        id: visitorId,
        author: 'Ольга Смирнва',
        organisation: 'ООО «Вектор»',
        rating: 4,
        status: 'awaiting',
        source: 'visitor',
        publishedAt: null,
      }),
    ]);
    expect(await publishedIds()).toEqual([]);
  });

  it('publishes it: /api/Dictionary/GetCompanyReviews lists it at once', async () => {
    await reviews.approve(actor, visitorId);
    expect(await publishedIds()).toEqual([visitorId]);
    const page = await reviews.list(actor, { status: 'published', page: 1 });
    expect(page.counts).toEqual({ awaiting: 0, published: 1, hidden: 0 });
    expect(page.reviews[0]).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect(await refusal(reviews.approve(actor, visitorId))).toEqual({
      status: 409,
      message: 'Отзыв уже опубликован',
    });
  });

  it('corrects typos of a published review, which stays published', async () => {
    const fixed = {
      author: 'Ольга Смирнова',
      organisation: 'ООО «Вектор»',
      text: 'Отчёт пришёл за два дня, всё по делу и со ссылками на источники.',
      rating: 5,
    };
    expect(await reviews.update(actor, visitorId, fixed)).toEqual({ changed: true });
    expect((await published()).companyReview[0]).toMatchObject({ id: visitorId, ...fixed });
    expect(await reviews.update(actor, visitorId, fixed)).toEqual({ changed: false });

    for (const [bad, message] of [
      [{ ...fixed, text: 'Коротко' }, /от 20 символов/],
      [{ ...fixed, rating: 9 }, /от 1 до 5/],
      [{ ...fixed, author: ' ' }, /не должно быть пустым/],
      [{ ...fixed, organisation: 'О'.repeat(201) }, /200 символов/],
    ] as const) {
      expect(await refusal(reviews.update(actor, visitorId, bad))).toEqual({
        status: 400,
        message: expect.stringMatching(message),
      });
    }
    expect((await published()).companyReview[0]).toMatchObject(fixed);
    expect(await refusal(reviews.update(actor, 999_999, fixed))).toMatchObject({ status: 404 });
  });

  it('hides it: gone from the site, listed as hidden; publishing again brings it back', async () => {
    await reviews.hide(actor, visitorId);
    expect(await publishedIds()).toEqual([]);
    const page = await reviews.list(actor, { status: 'hidden', page: 1 });
    expect(page.counts).toEqual({ awaiting: 0, published: 0, hidden: 1 });
    expect(page.reviews.map((r) => r.id)).toEqual([visitorId]);
    expect(await refusal(reviews.hide(actor, visitorId))).toEqual({
      status: 409,
      message: 'Отзыв уже скрыт',
    });
    await reviews.approve(actor, visitorId);
    expect(await publishedIds()).toEqual([visitorId]);

    const log = await audit(visitorId);
    expect(log.map((e) => e.action)).toEqual([
      'review.publish',
      'review.update',
      'review.hide',
      'review.publish',
    ]);
    expect(log[0]).toMatchObject({
      before: { status: 'awaiting' },
      after: { status: 'published', author: 'Ольга Смирнва' },
    });
    expect(log[1]).toMatchObject({
      before: { author: 'Ольга Смирнва', rating: 4 },
      after: { author: 'Ольга Смирнова', rating: 5 },
    });
    expect(log[1]?.summary).toBe(
      `Отзыв №${visitorId} (Ольга Смирнва): исправлено — автор, текст, оценка`,
    );
    expect(log[2]).toMatchObject({ before: { status: 'published' }, after: { status: 'hidden' } });
  });

  it('adds a review by hand, published at once or as a draft in the queue', async () => {
    const review = {
      author: 'Игорь Волков',
      organisation: 'АО «Северный порт»',
      text: 'Прислал отзыв письмом: проверка партнёра в Казахстане заняла один день.',
      rating: 5,
    };
    const live = await reviews.create(actor, { ...review, publish: true });
    expect(await publishedIds()).toEqual([live.id, visitorId]);
    const draft = await reviews.create(actor, {
      ...review,
      author: 'Черновик Черновиков',
      publish: false,
    });
    expect(await publishedIds()).not.toContain(draft.id);
    const awaiting = await reviews.list(actor, { status: 'awaiting', page: 1 });
    expect(awaiting.reviews).toEqual([
      expect.objectContaining({ id: draft.id, source: 'staff', status: 'awaiting' }),
    ]);
    expect(awaiting.counts).toEqual({ awaiting: 1, published: 2, hidden: 0 });
    expect(
      await refusal(reviews.create(actor, { ...review, text: '', publish: true })),
    ).toMatchObject({
      status: 400,
    });
    expect((await audit(live.id))[0]).toMatchObject({
      action: 'review.create',
      after: { author: 'Игорь Волков', status: 'published' },
    });
    expect((await audit(draft.id))[0]?.summary).toMatch(/как черновик$/);
  });
});
