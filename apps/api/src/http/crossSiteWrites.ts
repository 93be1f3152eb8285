import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errorHandler';

/** The methods that only read, which another site may send (a link, an image) to no effect. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_WRITE_MESSAGE =
  'This request came from another website, so it was refused. Please use this site’s own pages.';

/**
 * Whether a browser says the request was made by a page of another origin: `Sec-Fetch-Site`
 * when it sends it (every current browser), else `Origin`. `none` is a person's own navigation
 * (typed, bookmarked). A request with neither header comes from no browser page (an API caller,
 * a test, a proxy's health check), and a forged one could only attack its own sender.
 */
function madeByAnotherOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== publicOrigin && origin !== originServed(request);
}

/** The origin the request was sent to, as the server sees it (a trusted proxy's included). */
function originServed(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses (403) every write a browser made on behalf of another site, before its body is read: with
 * SameSite=Lax cookies such a request carries no session, but its answer could still set or clear
 * cookies (a cross-site form posting text/plain to logout signed the person out) or act on what it
 * names. Same-origin calls of the app, and callers that are not browser pages, pass. Another
 * subdomain of the same site is refused too: the app and its API share one origin
 * (product/decisions-and-platform.md#one-process-one-origin), so nothing legitimate comes from
 * there.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (READING_METHODS.has(request.method) || !madeByAnotherOrigin(request, publicOrigin)) return;
    request.log.warn(
      { origin: request.headers.origin, secFetchSite: request.headers['sec-fetch-site'] },
      'refused a write made by another site',
    );
    return sendError(reply, 403, CROSS_SITE_WRITE_MESSAGE);
  });
}
