import { MESSAGES } from '../../contracts/messages';
/**
 * A page of its own, rendered without React, for when the site cannot or must not render one:
 * every render turn is taken, the database is away before a page's loaders run, or the address
 * itself is refused. Plain and self-contained.
 */
export function plainPage(status: number, heading: string, text: string): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(heading)} — ИноПроверка</title>
</head>
<body style="font-family: 'PT Sans', Arial, sans-serif; color: #0f172a; text-align: center; padding: 6rem 1.5rem">
<p style="font-size: 4.5rem; font-weight: 700; color: #1a4fd1; margin: 0">${status}</p>
<h1 style="font-size: 1.875rem">${escape(heading)}</h1>
<p style="color: #475569">${escape(text)}</p>
<p><a href="/" style="color: #1a4fd1">На главную</a></p>
</body>
</html>
`;
}

/** The 503 page: the site is there but cannot answer just now. */
export function unavailablePage(text: string): string {
  return plainPage(503, MESSAGES.unavailable, text);
}
