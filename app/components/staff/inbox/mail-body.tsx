import type { StaffMailMessage } from '../../../../contracts/staff/inbox';
import { StaffPanel } from '../staff-ui';

/**
 * Both versions of a message. The HTML is someone's e-mail, possibly quoting a visitor: it is
 * shown only inside a sandboxed frame (no scripts, no same-origin access, no navigation) or as
 * escaped source, never as part of this page.
 */
export function MailBody({ mail }: { mail: StaffMailMessage }) {
  return (
    <>
      <StaffPanel title="Текстовая версия">
        <pre
          className="max-h-[36rem] overflow-auto rounded-lg bg-slate-50 p-4 font-sans text-sm whitespace-pre-wrap text-slate-900"
          data-testid="mail-text"
        >
          {mail.text}
        </pre>
      </StaffPanel>
      <StaffPanel title="HTML-версия">
        {mail.html ? (
          <>
            <iframe
              title={`HTML-версия письма «${mail.subject}»`}
              sandbox=""
              srcDoc={mail.html}
              referrerPolicy="no-referrer"
              className="h-[36rem] w-full rounded-lg border border-slate-200 bg-white"
            />
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                Исходный код HTML
              </summary>
              <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 text-xs whitespace-pre-wrap text-slate-100">
                {mail.html}
              </pre>
            </details>
          </>
        ) : (
          <p className="text-sm text-slate-600">У этого письма только текстовая версия.</p>
        )}
      </StaffPanel>
    </>
  );
}
