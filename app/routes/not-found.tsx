import { PAGE_MESSAGES } from '../../contracts/page-messages';

/** Any path no other route claims: a Russian 404 inside the layout (its ErrorBoundary). */
export function loader() {
  throw new Response(PAGE_MESSAGES.notFound, { status: 404 });
}

export default function NotFound() {
  return null;
}
