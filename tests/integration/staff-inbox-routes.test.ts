import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as mailPage from '../../app/routes/admin/inbox/mail';
import * as mailMessagePage from '../../app/routes/admin/inbox/mail-message';
import * as questionPage from '../../app/routes/admin/inbox/question';
import * as questionsPage from '../../app/routes/admin/inbox/questions';
import type { InboxActionData } from '../../app/components/staff/inbox/inbox-action-data';
import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import type { StaffMember } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { staffRouteContext, unwrapRouteResult } from '../helpers/staff-route';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const BASE = 'http://localhost/admin1515';

const unwrap = (result: unknown) => unwrapRouteResult<InboxActionData>(result);

/** What a loader threw: the status of a `data(…, { status })` refusal. */
const thrownStatus = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (e: { init?: { status?: number } }) => e.init?.status,
  );

describe.each(kinds)('questions and mail pages on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let manager: StaffMember;
  let questionId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = createServices(t.database.db, t.config, t);
    manager = { ...(await createTestStaff(t.database, 'manager')), name: 'Менеджер Почтов' };
    ({ id: questionId } = await services.feedback.submitQuestion({
      name: 'Анна',
      phone: '8-999-000-11-22',
      email: 'anna@example.ru',
      message: 'Нужен отчёт по Польше',
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const context = (): RequestContext => staffRouteContext(services, manager);
  const args = (url: string, params: Record<string, string> = {}, body?: Record<string, string>) =>
    ({
      request: body
        ? new Request(url, { method: 'POST', body: new URLSearchParams(body) })
        : new Request(url),
      context: context(),
      params,
    }) as never;
  const postQuestion = async (fields: Record<string, string>, id = String(questionId)) =>
    unwrap(await questionPage.action(args(`${BASE}/questions/${id}`, { id }, fields)));

  it('lists questions by the filters of the URL, malformed ones ignored', async () => {
    const page = await questionsPage.loader(args(`${BASE}/questions?status=bogus&page=-1&q=Польш`));
    expect(page.page.filter).toEqual({ status: 'new', q: 'Польш', page: 1 });
    expect(page.page.questions.map((q) => q.id)).toEqual([questionId]);
  });

  it('answers with field messages for an empty reply and an overlong note, keeping the text', async () => {
    const empty = await postQuestion({ intent: 'reply', text: '  ' });
    expect(empty).toMatchObject({
      status: 400,
      body: { intent: 'reply', ok: false, errors: { text: 'Напишите ответ' } },
    });
    const long = await postQuestion({ intent: 'note', note: 'я'.repeat(4001) });
    expect(long).toMatchObject({
      status: 400,
      body: { errors: { note: 'Не длиннее 4000 символов' }, values: { note: 'я'.repeat(4001) } },
    });
    expect(await postQuestion({ intent: 'launch' })).toMatchObject({ status: 400 });
  });

  it('replies, saves a note and moves the question, with a message for each', async () => {
    expect((await postQuestion({ intent: 'reply', text: 'Готовим за 3 дня.' })).body).toEqual({
      intent: 'reply',
      ok: true,
      message:
        'Ответ сохранён в исходящих, вопрос отмечен отвеченным. SMTP не настроен, поэтому письмо не уйдёт, пока не задан SMTP_URL.',
    });
    expect((await postQuestion({ intent: 'note', note: 'Клиент из Самары' })).body.message).toBe(
      'Заметка сохранена',
    );
    expect((await postQuestion({ intent: 'answered' })).body).toMatchObject({
      ok: false,
      message: 'Вопрос уже отмечен отвеченным',
    });
    expect((await postQuestion({ intent: 'unanswered' })).body.message).toBe(
      'Вопрос возвращён в неотвеченные',
    );
    const page = await questionPage.loader(
      args(`${BASE}/questions/${questionId}`, { id: String(questionId) }),
    );
    expect(page.question).toMatchObject({ status: 'new', note: 'Клиент из Самары' });
    expect(page.question.replies).toHaveLength(1);
    expect(page.canSeeAudit).toBe(false);
    expect((await postQuestion({ intent: 'answered' }, '999999')).status).toBe(404);
  });

  it('answers 404 for a question or a message that does not exist', async () => {
    for (const id of ['999999', 'abc']) {
      expect(await thrownStatus(questionPage.loader(args(`${BASE}/questions/${id}`, { id })))).toBe(
        404,
      );
      expect(await thrownStatus(mailMessagePage.loader(args(`${BASE}/mail/${id}`, { id })))).toBe(
        404,
      );
    }
  });

  it('shows the outbox and resends a held message, saying plainly that it stays held', async () => {
    const list = await mailPage.loader(args(`${BASE}/mail?status=held&kind=question-reply`));
    expect(list.page.isDeliveryConfigured).toBe(false);
    const [reply] = list.page.messages;
    expect(reply).toMatchObject({ kind: 'question-reply', to: 'anna@example.ru', status: 'held' });
    const id = String(reply!.id);
    const shown = await mailMessagePage.loader(args(`${BASE}/mail/${id}`, { id }));
    expect(shown.mail).toMatchObject({
      question: { id: questionId, name: 'Анна' },
      replyTo: 'info@inocheck.ru',
    });
    expect(shown.mail.text).toContain('Готовим за 3 дня.');

    const resent = unwrap(
      await mailMessagePage.action(args(`${BASE}/mail/${id}`, { id }, { intent: 'resend' })),
    );
    expect(resent).toEqual({
      status: 200,
      body: {
        intent: 'resend',
        ok: true,
        message:
          'SMTP не настроен: письмо по-прежнему хранится в исходящих и не будет отправлено, пока не задан SMTP_URL',
      },
    });
    const unknown = unwrap(
      await mailMessagePage.action(
        args(`${BASE}/mail/999999`, { id: '999999' }, { intent: 'resend' }),
      ),
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Письмо не найдено. Возможно, ссылка устарела.' },
    });
    const wrong = unwrap(
      await mailMessagePage.action(args(`${BASE}/mail/${id}`, { id }, { intent: 'x' })),
    );
    expect(wrong.status).toBe(400);
  });
});
