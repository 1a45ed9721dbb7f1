import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { safeStaffReturnPath, STAFF_AREA_PATH } from '../../../contracts/staff/access';
import { StaffSignIn } from '../../../contracts/staff/auth';
import { staffSessionCookie } from '../../../contracts/staff/session-cookie';
import type { StaffHomeSummary } from '../../../contracts/staff/home';
import type { StaffSanctionsStaleness } from '../../../contracts/staff/sanctions';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/form-field';
import { StaleListsBanner } from '../../components/staff/sanctions/stale-lists-banner';
import { StaffButton, StaffPageHeader } from '../../components/staff/staff-ui';
import { formFields, requireStaff } from '../../lib/require-staff.server';
import { staffMeta } from '../../lib/staff-meta';
import { validateForm } from '../../lib/zod-form';
import type { Route } from './+types/index';

/** `/admin1515`: the login form, or the staff home with what needs attention. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.staff) {
    const next = new URL(request.url).searchParams.get('next');
    return { kind: 'login' as const, next: next ? safeStaffReturnPath(next) : null };
  }
  const actor = requireStaff(context, request);
  const [summary, sanctions] = await Promise.all([
    context.services.staff.home(actor),
    context.services.staff.sanctions.staleness(actor),
  ]);
  return { kind: 'home' as const, summary, sanctions };
}

export async function action({ context, request }: Route.ActionArgs) {
  const fields = await formFields(request);
  const checked = validateForm(StaffSignIn, fields);
  if (!checked.data) {
    return data(
      {
        errors: checked.errors,
        message: null,
        email: fields.email ?? '',
        needsCode: Boolean(fields.code),
      },
      { status: 400 },
    );
  }
  const result = await context.services.staff.auth.signIn(checked.data, context.client);
  if (!result.ok) {
    return data(
      {
        errors: null,
        message: result.message,
        email: checked.data.email,
        needsCode: result.needsCode ?? false,
      },
      { status: result.status },
    );
  }
  const next = safeStaffReturnPath(new URL(request.url).searchParams.get('next'));
  return redirect(next, {
    headers: { 'Set-Cookie': staffSessionCookie(result.token, context.isSecure) },
  });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.kind === 'home' ? 'Главная' : 'Вход');
}

function LoginForm({
  actionData,
  next,
}: {
  actionData: Route.ComponentProps['actionData'];
  next: string | null;
}) {
  // `?index` names this route rather than the layout, also for a browser without JavaScript.
  const target = `${STAFF_AREA_PATH}?index${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  const navigation = useNavigation();
  const isSubmitting = navigation.state === 'submitting';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-ink">Вход для сотрудников</h1>
      <p className="mt-2 text-sm text-slate-600">Служебный раздел ИноПроверки.</p>
      <Form method="post" action={target} className="mt-6 space-y-4" noValidate>
        {actionData?.message ? <FormAlert>{actionData.message}</FormAlert> : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email}
          error={actionData?.errors?.email}
          required
        />
        <TextField
          label="Пароль"
          name="password"
          type="password"
          autoComplete="current-password"
          error={actionData?.errors?.password}
          required
        />
        {actionData?.needsCode ? (
          <TextField
            label="Код из письма"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={actionData.errors?.code}
            hint="Шесть цифр из письма, отправленного на вашу почту"
            required
          />
        ) : null}
        <StaffButton className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Проверяем…' : 'Войти'}
        </StaffButton>
      </Form>
    </div>
  );
}

const TILES: {
  key: keyof StaffHomeSummary;
  label: string;
  to: string;
  tone?: 'warn';
}[] = [
  { key: 'ordersNew', label: 'Новые заказы', to: 'company_reports?status=new' },
  { key: 'ordersOverdue', label: 'Просрочены', to: 'company_reports?overdue=1', tone: 'warn' },
  { key: 'ordersInProgress', label: 'В работе', to: 'company_reports?status=in_progress' },
  { key: 'ordersReady', label: 'Ждут оплаты', to: 'company_reports?status=ready' },
  { key: 'questionsUnanswered', label: 'Вопросы без ответа', to: 'questions?status=new' },
  { key: 'reviewsAwaiting', label: 'Отзывы на проверке', to: 'company_review?status=awaiting' },
  { key: 'mailFailed', label: 'Письма с ошибкой', to: 'mail?status=failed', tone: 'warn' },
  { key: 'mailHeld', label: 'Письма без отправки', to: 'mail?status=held' },
];

function Home({
  summary,
  sanctions,
}: {
  summary: StaffHomeSummary;
  sanctions: StaffSanctionsStaleness;
}) {
  return (
    <>
      <StaffPageHeader title="Главная">Что требует внимания сейчас.</StaffPageHeader>
      <StaleListsBanner {...sanctions} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {TILES.map((tile) => {
          const value = summary[tile.key];
          const isWarn = tile.tone === 'warn' && value > 0;
          return (
            <li key={tile.key}>
              <Link
                to={`${STAFF_AREA_PATH}/${tile.to}`}
                className={`block rounded-xl border bg-white p-5 shadow-sm hover:border-brand-500 ${
                  isWarn ? 'border-red-300' : 'border-slate-200'
                }`}
              >
                <span
                  className={`block text-3xl font-bold ${isWarn ? 'text-red-600' : 'text-ink'}`}
                >
                  {value}
                </span>
                <span className="mt-1 block text-sm text-slate-600">{tile.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default function StaffIndex({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.kind === 'login' ? (
    <LoginForm actionData={actionData} next={loaderData.next} />
  ) : (
    <Home summary={loaderData.summary} sanctions={loaderData.sanctions} />
  );
}
