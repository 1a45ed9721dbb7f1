import { CERTIFICATES_PATH } from '../../../contracts/sanctions-certificate';
import { TextField } from '../../components/form-field';

/**
 * «Проверить справку» by its number and code, as printed on the PDF: a plain GET form, so it
 * works without JavaScript and the answer is the verification page's own address. It sits
 * with its two routes, not in app/components: there it would join the chunk every page loads.
 */
export function CertificateLookupForm({
  number = '',
  signature = '',
}: {
  number?: string;
  signature?: string;
}) {
  return (
    <form
      method="get"
      action={CERTIFICATES_PATH}
      className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TextField
        label="Номер справки"
        name="number"
        defaultValue={number}
        placeholder="SC-20261127-000123"
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextField
        label="Код проверки"
        name="s"
        defaultValue={signature}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <button
        type="submit"
        className="h-12 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        Проверить
      </button>
    </form>
  );
}
