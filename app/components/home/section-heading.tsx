/** The heading of a home page section: a small overline, the title and an optional lead. */
export function SectionHeading({
  id,
  overline,
  title,
  lead,
}: {
  id: string;
  overline: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="mb-8 max-w-3xl">
      <p className="text-sm font-bold tracking-wider text-brand-600 uppercase">{overline}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold text-ink mobile:text-2xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-lg text-slate-600">{lead}</p> : null}
    </div>
  );
}
