import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError, invalidField } from './httpError';

/**
 * The header a retry-safe POST takes (product/payment-and-confirmation.md#charging-once: stage,
 * paymentInfo and complete take a key).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** 1 to 255 visible ASCII characters: a UUID, say. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * How long a claim holds without news from its request. The process running the request renews
 * it every LEASE_RENEWAL_MS, so only a process that stopped mid-request (a crash rolls its work
 * back) lets it run out, and a retry may then take the key over within seconds. Leases run on
 * the database's clock: they measure silence, not a business date, and every process agrees.
 */
const CLAIM_LEASE_MS = 5_000;
const LEASE_RENEWAL_MS = 1_000;
/**
 * How long a repeat waits for the first request with its key to finish before answering 409:
 * longer than a lease, so a retry sent right after a crash still gets its answer in one go.
 */
const WAIT_MS = CLAIM_LEASE_MS + 3_000;
const POLL_MS = 50;

export const IDEMPOTENCY_MESSAGES = {
  missing: 'The Idempotency-Key header is required: 1 to 255 visible characters, e.g. a UUID.',
  otherBody:
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Try again in a moment.',
} as const;

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a claim keeps of a request's fingerprint: the SHA-256 of its canonical JSON. */
export function fingerprintHash(fingerprint: unknown): string {
  return createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');
}

interface KeyRow {
  request_hash: string;
  status: 'running' | 'done';
  response_body: unknown;
}

/** The request's key, or a 400 when it sent none or a malformed one. */
function keyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new HttpError(invalidField('headers.idempotency-key', IDEMPOTENCY_MESSAGES.missing));
  }
  return key;
}

/**
 * Claims a key for this request: a new row, or a claim of the same request whose lease ran out.
 * One statement, so of two processes claiming at once exactly one gets it.
 */
async function claim(db: Queryable, operation: string, key: string, hash: string, now: Date) {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (operation, idempotency_key, request_hash, status, created_at,
       lease_until)
     VALUES ($1, $2, $3, 'running', $4, clock_timestamp() + make_interval(secs => $5))
     ON CONFLICT (operation, idempotency_key) DO UPDATE SET lease_until = EXCLUDED.lease_until
       WHERE idempotency_keys.status = 'running'
         AND idempotency_keys.request_hash = EXCLUDED.request_hash
         AND idempotency_keys.lease_until < clock_timestamp()
     RETURNING idempotency_key`,
    [operation, key, hash, now, CLAIM_LEASE_MS / 1000],
  );
  return rows.length === 1;
}

/**
 * Renews a running claim's lease every LEASE_RENEWAL_MS until the returned function stops it. A
 * renewal that fails is logged: the lease may then run out and a retry take over, which every
 * operation under a key tolerates (each is safe to run twice).
 */
function keepClaimed(db: Queryable, request: FastifyRequest, operation: string, key: string) {
  const timer = setInterval(() => {
    db.query(
      `UPDATE idempotency_keys SET lease_until = clock_timestamp() + make_interval(secs => $3)
       WHERE operation = $1 AND idempotency_key = $2 AND status = 'running'`,
      [operation, key, CLAIM_LEASE_MS / 1000],
    ).catch((error: unknown) => {
      request.log.warn({ err: error, operation }, 'Could not renew an idempotency claim');
    });
  }, LEASE_RENEWAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Stores a request's answer under its key. Handed to `work` so that work which commits its effect
 * in a transaction can store the answer in that same transaction: a crash after the commit then
 * cannot leave an effect without its answer.
 */
export type RememberAnswer = (tx: Queryable, answer: unknown) => Promise<void>;

/**
 * For answers that carry a secret kept only as a hash (an update token, a confirmation token):
 * what of an answer is stored for a repeat, and how a repeat's answer is made from it (a new
 * secret in place of the one that cannot be told again).
 */
export interface ReplayedAnswer<T, Kept, F> {
  keep(answer: T): Kept;
  replay(kept: Kept): Promise<Outcome<T, F>>;
}

/**
 * Runs `work` at most once per operation and Idempotency-Key
 * (product/payment-and-confirmation.md#charging-once: a repeat returns the first answer): the first
 * request claims the key in the database, so processes sharing it agree; a repeat with the same
 * fingerprint gets the stored answer (waiting while the first still runs), a repeat with another
 * fingerprint 409. A request that fails, with a failure `work` answers or an error it throws,
 * releases its key: a failure changed nothing, so a retry may run; a request whose process died
 * leaves its claim to run out within seconds. `fingerprint` is what identifies the request: its
 * parsed body, or for secrets only what may be kept of them. The answer is stored after `work`
 * unless `work` stored it itself with `remember` inside its own transaction; `secret` says what of
 * it is stored and how a repeat is answered. `work` is handed the key too, for a call it makes on
 * (a card network's own idempotency key), so a retry that takes over a dead claim repeats that
 * call rather than making a second one.
 */
export async function runOnce<T, F, Kept = T>(
  db: Queryable,
  request: FastifyRequest,
  now: Date,
  operation: string,
  fingerprint: unknown,
  work: (remember: RememberAnswer, key: string) => Promise<Outcome<T, F>>,
  secret?: ReplayedAnswer<T, Kept, F>,
): Promise<Outcome<T, F>> {
  const key = keyOf(request);
  const hash = fingerprintHash(fingerprint);
  const deadline = Date.now() + WAIT_MS;
  const store = (session: Queryable, answer: T) =>
    session.query(
      `UPDATE idempotency_keys SET status = 'done', response_body = $3
       WHERE operation = $1 AND idempotency_key = $2`,
      [operation, key, JSON.stringify(secret ? secret.keep(answer) : answer)],
    );
  const releaseKey = () =>
    db.query('DELETE FROM idempotency_keys WHERE operation = $1 AND idempotency_key = $2', [
      operation,
      key,
    ]);
  for (;;) {
    if (await claim(db, operation, key, hash, now)) {
      const stopRenewing = keepClaimed(db, request, operation, key);
      try {
        let remembered = false;
        const outcome = await work(async (tx, given) => {
          await store(tx, given as T);
          remembered = true;
        }, key);
        if (!outcome.ok) await releaseKey();
        else if (!remembered) await store(db, outcome.value);
        return outcome;
      } catch (error) {
        await releaseKey();
        throw error;
      } finally {
        stopRenewing();
      }
    }
    const [row] = await db.query<KeyRow>(
      `SELECT request_hash, status, response_body FROM idempotency_keys
       WHERE operation = $1 AND idempotency_key = $2`,
      [operation, key],
    );
    // No row: the first request failed and released the key between our claim and this read.
    if (row) {
      if (row.request_hash !== hash) {
        throw new HttpError({ status: 409, message: IDEMPOTENCY_MESSAGES.otherBody });
      }
      if (row.status === 'done') {
        return secret ? secret.replay(row.response_body as Kept) : succeed(row.response_body as T);
      }
      if (Date.now() >= deadline) {
        throw new HttpError({ status: 409, message: IDEMPOTENCY_MESSAGES.inProgress });
      }
      await sleep(POLL_MS);
    }
  }
}
