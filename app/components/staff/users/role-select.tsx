import { useId } from 'react';
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '../../../../contracts/staff/roles';
import { fieldClass } from './field-class';

/** The role, with what each one opens. */
export function RoleSelect({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        Роль
      </label>
      <select
        id={id}
        name="role"
        defaultValue={defaultValue ?? 'manager'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className={fieldClass(Boolean(error))}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          Менеджер: заказы, отзывы, вопросы и почта. Администратор — ещё страны и тарифы, сотрудники
          и журнал действий.
        </p>
      )}
    </div>
  );
}
