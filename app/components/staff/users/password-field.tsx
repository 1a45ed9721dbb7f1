import { useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../contracts/staff/auth';
import { useHydrated } from '../../../lib/use-hydrated';
import { StaffButton } from '../staff-ui';
import { fieldClass } from './field-class';
import { generatePassword } from './generate-password';

/**
 * A new password for a colleague, typed or generated. «Сгенерировать» (with JavaScript) fills a
 * strong one and shows it, so the admin can pass it on; after saving it is shown nowhere.
 */
export function PasswordField({ label, error }: { label: string; error?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isHydrated = useHydrated();
  const [value, setValue] = useState('');
  const [isShown, setIsShown] = useState(false);
  const [isGenerated, setIsGenerated] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="space-y-2">
        <input
          id={id}
          name="password"
          type={isShown ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setIsGenerated(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          className={`${fieldClass(Boolean(error))} font-mono`}
        />
        {isHydrated ? (
          <div className="flex flex-wrap gap-2">
            <StaffButton
              type="button"
              variant="secondary"
              className="min-h-10"
              onClick={() => {
                setValue(generatePassword());
                setIsShown(true);
                setIsGenerated(true);
              }}
            >
              Сгенерировать
            </StaffButton>
            <StaffButton
              type="button"
              variant="secondary"
              className="min-h-10"
              aria-pressed={isShown}
              onClick={() => setIsShown(!isShown)}
            >
              {isShown ? 'Скрыть' : 'Показать'}
            </StaffButton>
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p
          id={hintId}
          className={`mt-1 text-xs ${isGenerated ? 'font-semibold text-amber-800' : 'text-slate-500'}`}
          aria-live="polite"
        >
          {isGenerated
            ? 'Запишите или скопируйте пароль сейчас и передайте его лично: после сохранения он больше нигде не показывается.'
            : `Не короче ${PASSWORD_MIN_LENGTH} символов`}
        </p>
      )}
    </div>
  );
}
