import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer. The web app's build is script and styles files of
 * its own origin and nothing inline (index.html's icon is a data: image); the map is drawn from
 * atlases in the bundle and the fonts are the system's, so nothing comes from another origin but
 * the map's tiles when a tile server is configured (MAP_TILE_URL: its origin may serve images). No
 * page of ours may be framed, which also keeps the payment form out of anyone's frame.
 */
const contentSecurityPolicy = (imageOrigins: readonly string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", 'data:', ...imageOrigins],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
  },
});

/**
 * The browser features a page may use: geolocation for the club locator, on our own origin only
 * (it is a step of the one-page app, so the whole app's documents carry it, and no frame of
 * another origin may ask); none of the others the app never uses.
 */
const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/**
 * A page's policy with inline styles allowed besides: for the API's reference (Swagger UI styles
 * its elements inline), never for the app. Scripts stay the origin's own.
 */
export function allowInlineStyles(policy: string): string {
  return policy.replace(/(^|;)style-src 'self'/, "$1style-src 'self' 'unsafe-inline'");
}

/** The origin of a tile URL template ('https://tiles.example/{z}/{x}/{y}.png'). */
function tileOrigin(template: string): string {
  return new URL(template.replace(/[{}]/g, '')).origin;
}

/** A year, subdomains included: what a browser that came over HTTPS must keep using. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, pages and API alike (helmet): the policy above,
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY` for browsers older than
 * frame-ancestors, `Referrer-Policy: same-origin` (the app's own calls keep their Origin, no address
 * with its query reaches another site), and Permissions-Policy. HSTS only when the request came over
 * HTTPS as the server sees it (directly, or through a trusted proxy: TRUST_PROXY), since a browser
 * told it over plain HTTP ignores it and a local `http://localhost` must keep working.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { mapTileUrl }: { mapTileUrl?: string | undefined } = {},
): Promise<void> {
  // Built once: helmet parses its policy when it is built, which @fastify/helmet did again on
  // every request (issue 22: 6 % of a catalog read's time).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(mapTileUrl ? [tileOrigin(mapTileUrl)] : []),
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // Helmet sets its headers at once and then calls on; it throws rather than passing an error.
    setSecurityHeaders(request.raw, reply.raw, () => undefined);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    }
  });
}
