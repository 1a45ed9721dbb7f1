import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import { CONFIRM_FIELD, CONFIRMED } from '../../../contracts/staff/confirm';
import { StaffButton } from './staff-ui';

export interface ConfirmQuestion {
  /** «Вернуть клиенту 7 900 ₽?»: what will happen, with the amount. */
  question: string;
  /** A line under the question: what follows and whether it can be undone. */
  detail?: string;
  /** The confirming button's label, «Да, вернуть». */
  confirmLabel: string;
}

/**
 * A staff form whose money move (named by the intent of the button that sends it) asks first.
 * With JavaScript a modal dialog asks (native `<dialog>`: focus moves into it, Esc or «Отмена»
 * closes it, focus returns to the button); the form is then sent with `confirmed=yes`. Without
 * JavaScript the server answers the first send with `needsConfirmation`, and `askedByServer`
 * renders the same question as a step of its own, a form that sends everything again.
 */
export function ConfirmedForm({
  confirm,
  askedByServer = null,
  resend = {},
  className,
  noValidate,
  children,
}: {
  /** The intents that need confirming, each with its question. */
  confirm: Partial<Record<string, ConfirmQuestion>>;
  /** The intent the server asked to confirm (no JavaScript), or null. */
  askedByServer?: string | null;
  /** The form's fields to send again from the confirm step (hidden inputs and what was typed). */
  resend?: Record<string, string>;
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}) {
  const submit = useSubmit();
  const location = useLocation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pending = useRef<FormData | null>(null);
  const [asking, setAsking] = useState<ConfirmQuestion | null>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (asking && dialog && !dialog.open) dialog.showModal();
  }, [asking]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    const intent = String(data.get('intent') ?? '');
    if (!confirm[intent] || data.get(CONFIRM_FIELD) === CONFIRMED) return;
    event.preventDefault();
    data.set(CONFIRM_FIELD, CONFIRMED);
    pending.current = data;
    setAsking(confirm[intent] ?? null);
  };

  const onConfirm = () => {
    const data = pending.current;
    dialogRef.current?.close();
    if (data) void submit(data, { method: 'post' });
  };

  const asked = askedByServer ? confirm[askedByServer] : undefined;
  if (asked && askedByServer) {
    return (
      <section
        aria-labelledby={headingId}
        data-testid="confirm-step"
        className="rounded-lg border-2 border-amber-300 bg-amber-50 p-4"
      >
        <h3 id={headingId} className="font-bold text-ink">
          {asked.question}
        </h3>
        {asked.detail ? <p className="mt-1 text-sm text-slate-700">{asked.detail}</p> : null}
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          {Object.entries({ ...resend, intent: askedByServer }).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name={CONFIRM_FIELD} value={CONFIRMED} />
          <StaffButton variant="danger">{asked.confirmLabel}</StaffButton>
          {/* Reloading the page leaves the move undone. */}
          <a
            href={`${location.pathname}${location.search}`}
            className="text-sm font-semibold text-slate-700 underline"
          >
            Отмена
          </a>
        </Form>
      </section>
    );
  }

  return (
    <>
      <Form method="post" className={className} noValidate={noValidate} onSubmit={onSubmit}>
        {children}
      </Form>
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        data-testid="confirm-dialog"
        onClose={() => {
          pending.current = null;
          setAsking(null);
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-black/40"
      >
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {asking?.question}
        </h3>
        {asking?.detail ? <p className="mt-2 text-sm text-slate-700">{asking.detail}</p> : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          {/* The first control, so the dialog opens with focus on the harmless choice: Enter
              alone never moves money. */}
          <StaffButton type="button" variant="secondary" onClick={() => dialogRef.current?.close()}>
            Отмена
          </StaffButton>
          <StaffButton type="button" variant="danger" onClick={onConfirm}>
            {asking?.confirmLabel}
          </StaffButton>
        </div>
      </dialog>
    </>
  );
}
