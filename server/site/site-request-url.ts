import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contracts/messages';
import { HttpError } from '../plugins/errors';

/** The addresses the site answers under: the public one first, then any staging address. */
export interface SiteOrigins {
  public: string;
  others: readonly string[];
}

/**
 * The origin the site's code sees a request under: the configured address it was asked at
 * (the public or a staging one, which canonical links keep), else the public address. Never
 * an origin a client chose: a Host header naming another server must not steer `new URL(…,
 * request.url)` there.
 */
export function siteOrigin(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  origins: SiteOrigins,
): string {
  const asked = `${request.protocol}://${request.host}`;
  return asked === origins.public || origins.others.includes(asked) ? asked : origins.public;
}

/**
 * The Fetch URL of a request target on the given origin. URL parsing reads a target starting
 * with `//host/` or `/\host/` (tabs and line breaks are dropped first) as an authority: those
 * leading characters become one slash, so the path can never name another server.
 */
export function siteRequestUrl(target: string, origin: string): URL {
  const url = new URL(`/${target.replace(/^[/\\\t\n\r]+/, '')}`, origin);
  // Belt and braces: whatever the target held, the answer stays on this origin.
  if (url.origin !== origin) throw new HttpError(400, MESSAGES.badRequest);
  return url;
}
