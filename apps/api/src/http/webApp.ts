import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPage } from '@clubjoin/domain/pages';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errorHandler';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app's production build from `webRoot`: hashed assets are cached for a year as
 * immutable, index.html is never cached, text files go compressed to browsers that accept it. A GET of one of the app's pages (a deep link such as
 * /join/summary; the domain's page table, which the app's router is built from) answers
 * index.html so the router takes it; any other path outside the API answers 404 with index.html
 * too, where the router shows its not-found page. Unknown API paths answer the JSON 404.
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
      // The build writes brotli and gzip copies of its text files (scripts/build.mjs); the one
      // the browser accepts is sent, without compressing anything per request.
      preCompressed: true,
      setHeaders(response, filePath) {
        response.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing hashed asset (an old build's) must fail loudly, not load the page as script.
    const isAsset = path.startsWith('/assets/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasBuild && !isApi && !isAsset && wantsPage) {
      if (isAppPage(path)) return reply.sendFile('index.html');
      // Read, not sent as a file: a conditional request must not turn it into an empty 404.
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(join(webRoot, 'index.html')));
    }
    return sendError(reply, 404, `No route for ${request.method} ${path}`);
  });
}
