import { Form, useNavigation } from 'react-router';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import { TextAreaField } from '../../form-field';
import { StaffButton, StaffPanel, StaffTime } from '../staff-ui';
import type { OrderActionData } from './order-action-data';

/** Notes for colleagues, never shown to the customer; the newest first. */
export function OrderNotes({
  order,
  result,
}: {
  order: StaffOrderDetail;
  result: OrderActionData | undefined;
}) {
  const navigation = useNavigation();
  const mine = result?.intent === 'note' ? result : undefined;
  // After a saved note the field starts empty again; after a refusal it keeps what was typed.
  const typed = mine && !mine.ok ? mine.values?.text : undefined;
  return (
    <StaffPanel title="Заметки сотрудников">
      <Form
        method="post"
        className="space-y-3"
        noValidate
        key={mine?.ok ? order.notes.length : 'form'}
      >
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          label="Новая заметка"
          name="text"
          hint="Клиент её не увидит"
          defaultValue={typed}
          error={mine && !mine.ok ? mine.errors?.text : undefined}
          maxLength={4000}
          rows={3}
        />
        <StaffButton variant="secondary" disabled={navigation.state === 'submitting'}>
          Добавить заметку
        </StaffButton>
      </Form>
      {order.notes.length > 0 ? (
        <ul
          className="mt-4 divide-y divide-slate-100 border-t border-slate-200"
          aria-label="Заметки"
        >
          {order.notes.map((note) => (
            <li key={note.id} className="py-3">
              <p className="text-xs text-slate-500">
                {note.author}, <StaffTime iso={note.at} />
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{note.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </StaffPanel>
  );
}
