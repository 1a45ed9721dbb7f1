/** The look of TextField (app/components/form-field.tsx), for the selects and inputs beside it. */
export function fieldClass(hasError: boolean): string {
  return `h-12 w-full rounded-xl border bg-white px-4 text-base text-ink outline-none transition-colors focus:ring-2 ${
    hasError
      ? 'border-red-500 focus:ring-red-200'
      : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:ring-brand-100'
  }`;
}
