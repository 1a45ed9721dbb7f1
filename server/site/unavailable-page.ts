/**
 * A page of its own, rendered without React, for when the site cannot render one: every render
 * turn is taken, or the database is away before a page's loaders run. Plain and self-contained.
 */
export function unavailablePage(text: string): string {
  const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Сервис временно недоступен — ИноПроверка</title>
</head>
<body style="font-family: 'PT Sans', Arial, sans-serif; color: #0f172a; text-align: center; padding: 6rem 1.5rem">
<p style="font-size: 4.5rem; font-weight: 700; color: #1a4fd1; margin: 0">503</p>
<h1 style="font-size: 1.875rem">Сервис временно недоступен</h1>
<p style="color: #475569">${escaped}</p>
<p><a href="/" style="color: #1a4fd1">На главную</a></p>
</body>
</html>
`;
}
