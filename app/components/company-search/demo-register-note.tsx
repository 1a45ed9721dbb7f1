/**
 * Said above the search while the country's register is the generated demo one: a visitor
 * looking for a real company («Siemens») learns why it is not there and how real data comes in.
 */
export function DemoRegisterNote() {
  return (
    <div
      role="note"
      data-testid="demo-register-note"
      className="mb-4 rounded-2xl bg-amber-50 px-5 py-4 text-sm leading-relaxed text-slate-800 ring-1 ring-amber-200"
    >
      <p className="font-semibold text-ink">Демонстрационный режим: реестр вымышленный</p>
      <p className="mt-1">
        Компании этой страны сгенерированы для показа: их названия и номера не настоящие, а реальных
        компаний (например, Siemens) здесь нет. Реальные данные загружаются из открытых реестров
        командами <code className="text-[13px]">npm run import -- gleif --download</code> (GLEIF,
        весь мир) и{' '}
        <code className="text-[13px]">npm run import -- companies-house --download</code>{' '}
        (Великобритания).
      </p>
    </div>
  );
}
