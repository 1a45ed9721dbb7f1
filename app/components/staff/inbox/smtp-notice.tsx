/** Says plainly that without SMTP nothing leaves the server, so no one waits for a letter in vain. */
export function SmtpNotice({ children }: { children?: React.ReactNode }) {
  return (
    <div
      role={children ? 'status' : undefined}
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-semibold">SMTP не настроен: письма не отправляются.</p>
      <p className="mt-1">
        {children ??
          'Все письма сохраняются здесь со статусом «Не отправлено»: их можно прочитать и переслать вручную. Повторная отправка оставит письмо в исходящих, пока на сервере не задан SMTP_URL.'}
      </p>
    </div>
  );
}
