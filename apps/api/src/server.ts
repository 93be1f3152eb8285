import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createCatalogCache } from './catalog/catalogCache';
import type { Database } from './db/database';
import { installErrorHandling } from './http/errorHandler';
import { registerOpenApi } from './http/openApi';
import { serializeByContract } from './http/responseSerializer';
import { refuseCrossSiteWrites } from './http/crossSiteWrites';
import { registerSecurityHeaders } from './http/securityHeaders';
import type { MapTiles } from './config';
import { registerWebApp } from './http/webApp';
import { registerModules } from './modules/registerModules';
import { PASSWORD_HASH_COSTS, type PasswordHashCostName } from './modules/identity/passwordHash';
import type { PaymentGateway } from './payments/paymentGateway';
import { sandboxGateway } from './payments/sandboxGateway';
import { systemClock, type Clock } from './clock';
import type { TrustProxy } from './config';

export interface AppOptions {
  db: Database;
  version: string;
  /** Now, for every time-dependent rule; tests pass a fixed clock. */
  clock?: Clock;
  /** Pino options or `false`; tests pass a stream to read the log lines. */
  logger?: boolean | Record<string, unknown>;
  /** The web app's build to serve at `/`; the API alone when absent. */
  webRoot?: string;
  /**
   * The payment gateway; the sandbox gateway on `db` when absent
   * (product/decisions-and-platform.md#payment-gateway).
   */
  paymentGateway?: PaymentGateway;
  /** Where people reach the app, for links in emails; http://localhost:3000 when absent. */
  publicUrl?: string;
  /** What a new password hash costs (PASSWORD_HASH_COST); production's when absent. */
  passwordHashCost?: PasswordHashCostName;
  /** Which proxies' `X-Forwarded-*` headers are believed (TRUST_PROXY); none when absent. */
  trustProxy?: TrustProxy;
  /** Each club's door reader key (DOOR_READER_KEYS); no reader when absent. */
  doorReaderKeys?: ReadonlyMap<string, string>;
  /** The locator map's tile server (MAP_TILE_URL); the offline outline when absent. */
  mapTiles?: MapTiles | undefined;
}

const INCOMING_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Headers whose values are credentials: never written to the log. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-ltf-ssoid"]',
  'req.headers["x-remember"]',
  'req.headers["x-ltf-profile"]',
  'req.headers["x-ltf-category-token"]',
];

/**
 * Builds the API and the web app's server without listening, so tests can send it requests
 * directly. The caller owns the database; closing the app closes it.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logger =
    options.logger === undefined || options.logger === true
      ? { redact: REDACTED }
      : options.logger === false
        ? false
        : { redact: REDACTED, ...options.logger };
  const app = Fastify({
    logger,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A caller's own request id (a proxy's, say) is kept when it is sane, so logs join up.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: 256 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeByContract);
  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  await registerSecurityHeaders(app, { mapTileUrl: options.mapTiles?.url });
  refuseCrossSiteWrites(app, publicUrl);
  // Once closing has begun, answers in flight end their keep-alive connection; otherwise an
  // idle keep-alive socket would hold the close (and the shutdown) open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await options.db.close();
  });

  await registerOpenApi(app, options.version);
  // Cookie parsing for the modules that read or set the session's cookies.
  await app.register(cookie);
  registerModules(app, {
    db: options.db,
    clock: options.clock ?? systemClock,
    version: options.version,
    catalogCache: createCatalogCache(options.db),
    paymentGateway: options.paymentGateway ?? sandboxGateway(options.db),
    passwordHashCost: PASSWORD_HASH_COSTS[options.passwordHashCost ?? 'production'],
    publicUrl,
    doorReaderKeys: options.doorReaderKeys ?? new Map(),
    mapTiles: options.mapTiles,
  });
  await registerWebApp(app, options.webRoot);
  return app;
}
