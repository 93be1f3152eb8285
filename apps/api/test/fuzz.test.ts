import { AUTH_HEADERS, MEMBER_ARTEFACT_COOKIES } from '@clubjoin/contract/auth';
import { CONFIRMATION_TOKEN_HEADER } from '@clubjoin/contract/completion';
import { CATEGORY_TOKEN_HEADER } from '@clubjoin/contract/product';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_REFUSED_INPUT } from '../src/http/errorHandler';
import { IDEMPOTENCY_HEADER } from '../src/http/idempotency';
import { fixedClock, logIn, signedIn } from './accountsTestKit';
import { signedInStaff } from './staffTestKit';
import { CARDS, completionKit, ONE_ADULT_CART, PRIMARY } from './completionKit';
import {
  hostileRequests,
  type HostileRequest,
  type OpenApiDocument,
  type SampleRequest,
  type Samples,
} from './hostileRequests';
import { buildTestApp, type TestApp } from './testApp';

/**
 * No request gets a 5xx, hangs or crashes the app, whatever it holds: requests generated from
 * the OpenAPI document for every operation (hostileRequests.ts) are sent one after another to
 * one app. `npm test` sends FUZZ_RUNS requests (2,000 unless told) from FUZZ_SEED (a fixed one
 * unless told); `npm run fuzz` sends 10,000 from a new seed. A failure prints its seed and path:
 * FUZZ_SEED=… FUZZ_PATH=… replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const PATH = process.env.FUZZ_PATH;
/** Far longer than any answer takes, an Idempotency-Key repeat that waits for its first included. */
const HANG_MS = 20_000;

/** The headers the API reads, besides the content type. */
const KNOWN_HEADERS = [
  ...Object.values(AUTH_HEADERS),
  IDEMPOTENCY_HEADER,
  CONFIRMATION_TOKEN_HEADER,
  CATEGORY_TOKEN_HEADER,
  'x-request-id',
  'x-forwarded-proto',
  'x-forwarded-for',
  'origin',
  'accept',
];

/** Adds every named value of a request's or an answer's JSON to `values` under its name. */
function harvest(values: Map<string, unknown[]>, value: unknown, name?: string) {
  if (name !== undefined && value !== undefined && value !== null) {
    const seen = values.get(name) ?? [];
    const text = JSON.stringify(value);
    if (
      text.length < 2_000 &&
      seen.length < 12 &&
      !seen.some((each) => JSON.stringify(each) === text)
    ) {
      values.set(name, [...seen, value]);
    }
  }
  if (Array.isArray(value)) for (const item of value) harvest(values, item);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) harvest(values, item, key);
  }
}

/**
 * Records what the app accepts until stopped: each successful request by operation, with the
 * headers it was sent with (but its Idempotency-Key), and the values of its parameters, body and
 * answer by name.
 */
function recordSamples(app: FastifyInstance): { samples: Samples; stop: () => void } {
  const values = new Map<string, unknown[]>();
  const requests = new Map<string, SampleRequest[]>();
  let recording = true;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!recording || reply.statusCode >= 300 || !route) return payload;
    const operation = `${request.method} ${route.replace(/:(\w+)/g, '{$1}')}`;
    const sample: SampleRequest = {
      params: { ...(request.params as object) },
      query: { ...(request.query as object) },
      body: request.body,
      headers: Object.fromEntries(
        [...KNOWN_HEADERS, 'cookie'].flatMap((name) => {
          const value = request.headers[name];
          return name !== IDEMPOTENCY_HEADER && typeof value === 'string' ? [[name, value]] : [];
        }),
      ),
    };
    requests.set(operation, [...(requests.get(operation) ?? []), sample]);
    harvest(values, { params: sample.params, query: sample.query, body: sample.body });
    if (typeof payload === 'string' && payload.startsWith('{'))
      harvest(values, JSON.parse(payload));
    return payload;
  });
  return {
    samples: { values, requests },
    stop: () => {
      recording = false;
    },
  };
}

/**
 * Walks the journeys of the app as the web app does (catalog reads, an identity reserved, a
 * member signed in, a cart changed, two orders staged and paid, one completed and read back) so
 * that generated requests can start from accepted ones and name real clubs, carts and sessions.
 */
async function walkJourneys(subject: TestApp) {
  const { app } = subject;
  const kit = completionKit(() => subject);
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { payload?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const answer = await app.inject({
      method,
      url,
      headers: { [IDEMPOTENCY_HEADER]: kit.newKey('journey'), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
    return answer;
  };
  for (const url of [
    '/api/health',
    '/api/flags?clubId=5',
    '/api/gateway/club',
    '/api/gateway/club/nearest?latitude=44.86&longitude=-93.53&distance=50&limit=5',
    '/api/gateway/bin/lt/club.ef?cId=5',
    '/api/content/clubs',
    '/api/content/clubs/5',
    '/api/content/clubs/5/interests',
    '/api/content/clubs/5/experiences',
    '/api/product/club/5',
    '/api/product/club/5/default',
    '/api/product/club/5/categories',
    '/api/product/club/5/producttype/Monthly/promotions',
    '/api/product/club/5/producttype/Monthly/promotion',
    '/api/product/club/5/addonbundle',
    '/api/product/club/5/producttype/Monthly/addonbundle',
    '/api/coupon-code/v1/promotions',
    '/api/coupon-code/v1/promotions/free%20day%20pass/coupons',
    '/api/coupon-code/v1/clubs/5/coupons/DAYPASS',
    '/api/content/pagedrivers/global/salesPayment',
  ]) {
    await send('GET', url);
  }
  await send('POST', '/api/logs', { payload: { level: 'info', message: 'A journey began' } });

  const newEmail = 'fuzz.new@example.com';
  await send('POST', '/api/membership/v1/userIdentity/exists', {
    payload: { emailAddress: newEmail },
  });
  const identity = await kit.reserve(newEmail);
  // A reservation nothing is bought with: the next reservation for its email replaces it.
  await kit.reserve('fuzz.reserved@example.com');
  await send('POST', '/api/membership/v1/userIdentity/activationEmail', {
    payload: { emailAddress: newEmail },
  });

  const member = await signedIn(subject, 'active.member@example.com');
  const asMember = { cookie: member.cookie };
  await send('GET', '/api/gateway/user-profile/profile', { headers: asMember });
  await send('GET', '/api/gateway/private-profile/customer', {
    headers: { [AUTH_HEADERS.ssoId]: member.ssoId },
  });
  await send('PUT', '/api/gateway/user-profile/profile/personalization/MYLT/meta/recentClubs', {
    payload: ['5'],
    headers: asMember,
  });
  const former = await signedIn(subject, 'rejoin.voluntary@example.com');
  await send('GET', '/api/membership/v1/membership?email=rejoin.voluntary%40example.com', {
    headers: { cookie: former.cookie },
  });
  expect(
    (await logIn(subject, 'new.account@example.com', { url: '/api/gateway/auth/v2/login' }))
      .statusCode,
  ).toBe(200);
  // Logging out and deleting a profile end only the session or profile of the request: these
  // are their own, so the requests made from them never end another's.
  await send('DELETE', '/api/gateway/user-profile/profile', {
    headers: { cookie: (await signedIn(subject, 'new.account@example.com')).cookie },
  });
  await send('POST', '/api/auth/logout', {
    headers: { cookie: (await signedIn(subject, 'new.account@example.com')).cookie },
  });
  await send('POST', '/api/gateway/auth/v2/logout', {
    payload: { ssoid: (await signedIn(subject, 'new.account@example.com')).ssoId },
  });

  // The portal, as its administrator: who they are, their navigation, the staff screen.
  const admin = await signedInStaff(subject, 'administrator');
  const asAdmin = { cookie: admin.cookie };
  await send('POST', '/api/gateway/ux/teammember/eAuthorize', {
    payload: { partyId: admin.staffId, sso: admin.ssoId, type: 'mms' },
  });
  await send('GET', '/api/gateway/ux/teammember/self', { headers: asAdmin });
  await send('GET', '/api/gateway/ux/teammember/dynamicNav', { headers: asAdmin });
  await send('GET', '/api/gateway/ux/teammember/staff', { headers: asAdmin });
  const hire = await send('POST', '/api/gateway/ux/teammember/staff', {
    headers: asAdmin,
    payload: {
      email: 'fuzz.hire@clubjoin.example',
      displayName: 'Fuzz Hire',
      role: 'salesAdvisor',
      clubIds: ['5'],
      password: 'Welcome-To-The-Club-1',
    },
  });
  const hireUrl = `/api/gateway/ux/teammember/staff/${hire.json().staffId}`;
  await send('PUT', hireUrl, {
    headers: asAdmin,
    payload: { role: 'clubManager', clubIds: ['5'] },
  });
  await send('POST', `${hireUrl}/deactivate`, { headers: asAdmin });

  await send('POST', '/api/membership-cart/v1/cart', { payload: ONE_ADULT_CART });
  const cart = (
    await send('POST', '/api/membership-cart/v2/cart', { payload: ONE_ADULT_CART })
  ).json();
  const ids = { cartId: cart.cartId, magentoCartId: cart.magentoCartId, orderId: cart.orderId };
  const updated = await send('PUT', '/api/membership-cart/v2/cart', {
    payload: { ...ONE_ADULT_CART, ...ids, adultProductQuantity: 2, version: cart.version },
  });
  await send('PUT', '/api/membership-cart/v1/cart', {
    payload: { ...ONE_ADULT_CART, ...ids, version: updated.json().version },
  });
  await send(
    'GET',
    `/api/membership-cart/v1/club/5/cart/${cart.cartId}/magentocart/${cart.magentoCartId}/party/${cart.partyId}/producttype/Monthly?membershipAddressState=MN`,
  );

  // An order bought with the reserved identity: its confirmation email carries an activation link.
  const paid = await kit.payableOrder(
    CARDS.visaCredit,
    {},
    {
      primaryMember: { ...PRIMARY, partyId: identity.partyId, email: newEmail },
      updateToken: identity.updateToken,
    },
  );
  const completed = await kit.complete(paid.order, paid.paymentToken);
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  const asBuyer = { [CONFIRMATION_TOKEN_HEADER]: completed.body.confirmationToken };
  await send('GET', `/api/membership/v1/orders/${paid.order.orderId}`, { headers: asBuyer });
  const newMember = await send('GET', '/api/content/experiences', { headers: asBuyer });
  await send('PUT', '/api/content/experiences', {
    headers: asBuyer,
    payload: {
      memberId: newMember.json().memberId,
      clubId: '5',
      confirmationPageDriver: '/join/confirmation',
      membershipLevel: newMember.json().membershipLevel,
      skip: false,
      variations: [{ experienceId: 'club-orientation', selected: true }],
    },
  });
  const [email] = await subject.db.query<{ text_body: string }>(
    'SELECT text_body FROM email_outbox WHERE to_address = $1',
    [newEmail],
  );
  await send('POST', '/api/membership/v1/userIdentity/activation', {
    payload: { token: /#token=([\w-]{43})/.exec(email?.text_body ?? '')?.[1] },
  });
  // An order left paid but not completed, for paymentInfo and complete to reach.
  await kit.payableOrder(CARDS.visaDebit);
}

/** The message of the error a log line carries. */
const errorMessageOf = (line: Record<string, unknown>) =>
  String((line.err as { message?: unknown } | undefined)?.message);

/** Own properties of Object.prototype; a request that adds one polluted it. */
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).join(',');

describe('hostile requests', () => {
  let subject: TestApp;
  let requests: fc.Arbitrary<HostileRequest>;
  let operations: string[];
  beforeAll(async () => {
    subject = await buildTestApp({ clock: fixedClock('2026-11-21T18:00:00Z').clock });
    const recorder = recordSamples(subject.app);
    await walkJourneys(subject);
    recorder.stop();
    const document = (
      await subject.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json() as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    requests = hostileRequests(document, recorder.samples, {
      headers: KNOWN_HEADERS,
      cookies: MEMBER_ARTEFACT_COOKIES,
    });
  }, 120_000);
  afterAll(async () => {
    await subject.app.close();
  });

  it(
    'get no 5xx, hang or crash, for any operation of the OpenAPI document',
    async () => {
      const cleanPrototype = prototypeKeys();
      let logsRead = subject.logs.lines.length;
      // How deep the run got, printed at its end: answers by status, operations that succeeded.
      const statuses = new Map<number, number>();
      const unanswered = new Set(operations);
      const property = fc.asyncProperty(requests, async (request) => {
        const response = await subject.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode < 300) unanswered.delete(request.operation);
        const logged = subject.logs.lines.slice(logsRead);
        logsRead = subject.logs.lines.length;
        const problems = [
          ...(response.statusCode >= 500
            ? [`answered ${response.statusCode}: ${response.body.slice(0, 300)}`]
            : []),
          // What the app logged of an unexpected error: the cause of the 5xx.
          ...logged
            .filter((line) => Number(line.level) >= 50 && line.err)
            .map((line) => `logged ${String(line.msg)}: ${errorMessageOf(line)}`),
          // A value the schemas let through and the database refused is a schema to tighten.
          ...logged
            .filter((line) => line.msg === DATABASE_REFUSED_INPUT)
            .map(
              (line) =>
                `${DATABASE_REFUSED_INPUT} (${String(line.condition)}): ${errorMessageOf(line)}`,
            ),
          ...(prototypeKeys() === cleanPrototype ? [] : ['polluted Object.prototype']),
        ];
        // fast-check's report prints the request (describeRequest) and its seed and path.
        if (problems.length > 0) throw new Error(problems.join('\n'));
      });
      await fc.assert(property, {
        numRuns: RUNS,
        seed: SEED,
        ...(PATH ? { path: PATH } : {}),
        timeout: HANG_MS,
        includeErrorInReport: true,
      });
      const answers = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${n}×${code}`);
      console.log(
        `fuzz: ${RUNS} requests from seed ${SEED}: ${answers.join(', ')}; never a 2xx: ${[...unanswered].join(', ') || 'none'}`,
      );
      expect((await subject.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
    },
    RUNS * 100 + 120_000,
  );
});
