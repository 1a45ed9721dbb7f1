/** A self-hosted flag by two-letter code (spec: lower-cased code; local images for ab and os). */
export function Flag({
  code,
  className = 'h-4 w-[1.34rem]',
  title,
}: {
  code: string;
  className?: string;
  title?: string;
}) {
  return (
    <img
      src={`/flags/${code.toLowerCase()}.svg`}
      alt={title ?? ''}
      className={`inline-block shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgba(0,0,0,0.08)] ${className}`}
      loading="lazy"
      width={20}
      height={15}
    />
  );
}
