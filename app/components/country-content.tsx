/**
 * A country's information text. The HTML comes from renderSafeMarkdown on the server, which
 * escapes raw HTML and filters links, so it can be inserted as it is.
 */
export function CountryContent({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      data-testid="country-content"
      className={`text-[15px] leading-relaxed text-slate-700 [&_a]:text-brand-600 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-ink [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:marker:text-brand-500 [&>:first-child]:mt-0 ${className}`}
      // Safe: produced by renderSafeMarkdown (see the comment above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
