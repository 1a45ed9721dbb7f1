/**
 * The staff session cookie. Behind TLS it takes the `__Host-` prefix (the browser then insists
 * on Secure, Path=/ and no Domain, so no subdomain can plant or read it); on plain HTTP
 * (localhost) a prefix-less name, since browsers refuse `__Host-` cookies without Secure.
 */
export function staffCookieName(isSecure: boolean): string {
  return isSecure ? '__Host-staff_session' : 'staff_session';
}

/** How long a browser keeps the cookie; the server's own expiry (sliding) is shorter. */
const STAFF_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export function staffSessionCookie(token: string, isSecure: boolean): string {
  const parts = [
    `${staffCookieName(isSecure)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${STAFF_COOKIE_MAX_AGE_SECONDS}`,
  ];
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

export function clearStaffSessionCookie(isSecure: boolean): string {
  const parts = [
    `${staffCookieName(isSecure)}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
  ];
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}
