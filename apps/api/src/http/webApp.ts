import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errorHandler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app's production build from `webRoot`: hashed assets are cached for a year as
 * immutable, index.html is never cached, and any other GET that is not an API path (a deep link
 * such as /join/summary) answers index.html so the app's router takes it. Unknown API paths
 * answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  const hasBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasBuild) {
    const assetsDir = join(webRoot, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webRoot,
      // The build's files are routed one by one at start; everything else falls to the handler
      // below, which is what lets deep links reach the app.
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(response, filePath) {
        response.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing hashed asset (an old build's) must fail loudly, not load the page as script.
    const isAsset = path.startsWith('/assets/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasBuild && !isApi && !isAsset && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, `No route for ${request.method} ${path}`);
  });
}
