import type { Heading } from '../../../contracts/content';

export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (headings.length < 3) return null;
  return (
    <nav
      aria-labelledby="toc-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 text-sm"
    >
      <h2 id="toc-heading" className="mb-3 font-bold text-ink">
        Содержание
      </h2>
      <ol className="space-y-2">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              className="text-slate-600 hover:text-brand-600 hover:underline"
              href={`#${heading.id}`}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
