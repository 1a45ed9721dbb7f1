import type { AppLoadContext } from 'react-router';
import { customerCookieName } from '../../contracts/my-orders';

/** The "my orders" session token of the request's cookie, if any. */
export function customerSessionToken(request: Request, context: AppLoadContext): string | null {
  const name = customerCookieName(context.isSecure);
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}
