import { Form, useNavigation } from 'react-router';
import { TextField } from '../../form-field';
import { StaffButton, StaffNotice, StaffPanel } from '../staff-ui';
import { PasswordField } from './password-field';
import { RoleSelect } from './role-select';
import type { StaffUserActionData } from './staff-action-data';

/** An admin adds a colleague with an initial password they pass on in person. */
export function NewStaffForm({ result }: { result: StaffUserActionData | undefined }) {
  const navigation = useNavigation();
  const mine = result?.intent === 'create' ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const isSaving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  return (
    <StaffPanel title="Добавить сотрудника">
      {mine?.message ? (
        <StaffNotice kind={mine.ok ? 'success' : 'error'}>{mine.message}</StaffNotice>
      ) : null}
      {/* A new key after success empties the form for the next colleague. */}
      <Form
        method="post"
        noValidate
        className="grid gap-4 md:grid-cols-2"
        key={mine?.ok ? `created-${mine.id}` : 'form'}
      >
        <input type="hidden" name="intent" value="create" />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={failed?.values?.email}
          error={failed?.errors?.email}
        />
        <TextField
          label="Имя"
          name="name"
          autoComplete="off"
          defaultValue={failed?.values?.name}
          error={failed?.errors?.name}
          hint="Как его увидят коллеги и посетители в подписи ответов"
        />
        <RoleSelect defaultValue={failed?.values?.role} error={failed?.errors?.role} />
        <PasswordField label="Начальный пароль" error={failed?.errors?.password} />
        <div className="md:col-span-2">
          <StaffButton disabled={isSaving}>{isSaving ? 'Добавляем…' : 'Добавить'}</StaffButton>
        </div>
      </Form>
    </StaffPanel>
  );
}
