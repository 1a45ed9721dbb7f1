/** Any path no other route claims: a Russian 404 inside the layout (its ErrorBoundary). */
export function loader() {
  throw new Response('Страница не найдена', { status: 404 });
}

export default function NotFound() {
  return null;
}
