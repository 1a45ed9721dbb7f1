import { data } from 'react-router';
import type { StaffActor } from '../../../contracts/staff/roles';
import type { StaffServices } from '../../../contracts/staff/staff-services';
import {
  CreateStaffUser,
  ResetStaffPassword,
  STAFF_USER_MESSAGES,
  UpdateStaffUser,
} from '../../../contracts/staff/users';
import {
  STAFF_USER_INTENTS,
  type StaffUserActionData,
  type StaffUserIntent,
} from '../../components/staff/users/staff-action-data';
import { tryDomain } from '../../lib/domain-result.server';
import { validateForm } from '../../lib/zod-form';
import { idParam } from '../../../contracts/ids';
import { quoteRu } from '../../../contracts/quote-ru';
import { MESSAGES } from '../../../contracts/messages';

const answer = (result: StaffUserActionData, status = 200) =>
  status === 200 ? result : data(result, { status });

/**
 * Every form of the staff users page: add a colleague, change name and role, switch access,
 * set a password. The domain refuses what would lock everyone out and says why.
 */
export async function staffUserAction(
  users: StaffServices['users'],
  actor: StaffActor,
  fields: Record<string, string>,
) {
  const intent: StaffUserIntent | null =
    STAFF_USER_INTENTS.find((i) => i === fields.intent) ?? null;
  const done = async (
    id: number | undefined,
    work: () => Promise<string>,
    values?: Record<string, string>,
  ) => {
    const result = await tryDomain(work);
    return result.ok
      ? answer({ intent, id, ok: true, message: result.value, doneAt: Date.now() })
      : answer({ intent, id, ok: false, message: result.message, values }, result.status);
  };

  if (intent === 'create') {
    const values = {
      email: fields.email ?? '',
      name: fields.name ?? '',
      role: fields.role ?? '',
    };
    const checked = validateForm(CreateStaffUser, { ...values, password: fields.password ?? '' });
    if (!checked.data) {
      return answer(
        { intent, ok: false, message: 'Проверьте поля формы', errors: checked.errors, values },
        400,
      );
    }
    const input = checked.data;
    const result = await tryDomain(() => users.create(actor, input));
    return result.ok
      ? answer({
          intent,
          id: result.value.id,
          ok: true,
          message: `Сотрудник ${input.email} добавлен. Передайте ему пароль лично: больше он нигде не показывается.`,
        })
      : answer(
          {
            intent,
            ok: false,
            message: result.message,
            values,
            errors: result.status === 409 ? { email: result.message } : undefined,
          },
          result.status,
        );
  }

  const id = idParam(fields.id);
  // The page names a colleague by id; the current state comes from the database, not the form.
  const user = (await users.list(actor)).find((u) => u.id === id);
  if (!intent) {
    return answer({ intent, ok: false, message: MESSAGES.unknownAction }, 400);
  }
  if (!user) return answer({ intent, ok: false, message: STAFF_USER_MESSAGES.notFound }, 404);

  switch (intent) {
    case 'update': {
      const values = { name: fields.name ?? '', role: fields.role ?? '' };
      const checked = validateForm(UpdateStaffUser, { ...values, isActive: user.isActive });
      if (!checked.data) {
        return answer(
          { intent, id, ok: false, message: null, errors: checked.errors, values },
          400,
        );
      }
      const input = checked.data;
      if (input.name === user.name && input.role === user.role) {
        return answer({ intent, id, ok: true, message: MESSAGES.nothingChanged });
      }
      return done(
        id,
        async () => {
          await users.update(actor, id, input);
          return input.role === user.role
            ? 'Имя сохранено'
            : 'Роль изменена: она действует со следующей страницы';
        },
        values,
      );
    }
    case 'deactivate':
    case 'activate': {
      const isActive = intent === 'activate';
      return done(id, async () => {
        await users.update(actor, id, { name: user.name, role: user.role, isActive });
        return isActive
          ? `Доступ восстановлен: ${user.name} может войти с прежним паролем`
          : `Доступ отключён, все сеансы сотрудника ${quoteRu(user.name)} завершены`;
      });
    }
    case 'password': {
      if (id === actor.id) {
        return answer(
          {
            intent,
            id,
            ok: false,
            message: 'Свой пароль смените в разделе «Мой профиль»: там нужен текущий пароль',
          },
          409,
        );
      }
      const checked = validateForm(ResetStaffPassword, { password: fields.password ?? '' });
      if (!checked.data) {
        return answer({ intent, id, ok: false, message: null, errors: checked.errors }, 400);
      }
      const { password } = checked.data;
      return done(id, async () => {
        await users.resetPassword(actor, id, password);
        return `Пароль изменён, все сеансы сотрудника ${quoteRu(user.name)} завершены. Передайте новый пароль лично.`;
      });
    }
  }
}
