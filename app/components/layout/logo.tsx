import { Link } from 'react-router';

export function Logo({ siteName, inverted = false }: { siteName: string; inverted?: boolean }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-bold tracking-tight"
      aria-label={`${siteName} — на главную`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill={inverted ? '#fff' : '#1a4fd1'} />
        <path
          d="M6 16h20M16 3c4 4 5.5 8.5 5.5 13S20 25 16 29c-4-4-5.5-8.5-5.5-13S12 7 16 3z"
          fill="none"
          stroke={inverted ? '#1a4fd1' : '#fff'}
          strokeWidth="1.8"
        />
        <path
          d="m19.5 21.5 3 3 5-6"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className={`text-xl ${inverted ? 'text-white' : 'text-ink'}`}>{siteName}</span>
    </Link>
  );
}
