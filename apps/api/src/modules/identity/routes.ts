import {
  accountExists as accountExistsEndpoint,
  activateAccount as activateAccountEndpoint,
  requestActivationEmail as requestActivationEmailEndpoint,
  reserveIdentity as reserveIdentityEndpoint,
} from '@clubjoin/contract/identity';
import { ACTIVATION_MESSAGES } from '@clubjoin/domain/accounts/activation';
import { identityRateLimitMessage } from '@clubjoin/domain/accounts/identityRateLimit';
import { EMAIL_IN_USE_MESSAGE } from '@clubjoin/domain/validation/email';
import { fail, succeed } from '@clubjoin/domain/outcome';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FailureAnswer, invalidField, valueOrAnswer } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import type { ModuleContext } from '../moduleContext';
import { accountExists } from './accountExists';
import { activateAccount, requestActivationEmail } from './activation';
import { countIdentityRequest, type IdentityRequestKind } from './identityRateLimit';
import {
  renewUpdateToken,
  type ReservedIdentity,
  type ReserveFailure,
  reserveIdentity,
} from './reserveIdentity';
import { tokenHash } from './secretToken';

/**
 * The answer when a reservation's partyId and updateToken do not name an identity that may still
 * be changed (a wrong token, a purchase completed with it, or a reservation replaced since).
 */
const RESERVATION_CLOSED_MESSAGE =
  'This account can no longer be changed here. Please start again with your email address.';

/**
 * How a refused reservation is answered (product/accounts-and-sign-in.md#accounts-and-proof): 409,
 * the username's with its field.
 */
function reserveFailureAnswer(failure: ReserveFailure): FailureAnswer {
  switch (failure.kind) {
    case 'usernameTaken':
      return {
        status: 409,
        message: EMAIL_IN_USE_MESSAGE,
        fields: [{ field: 'body.username', message: EMAIL_IN_USE_MESSAGE }],
      };
    case 'reservationClosed':
      return { status: 409, message: RESERVATION_CLOSED_MESSAGE };
  }
}

/**
 * The identity service (product/accounts-and-sign-in.md#account-identities): whether an account
 * exists, reserving an identity (retry-safe by its Idempotency-Key: a repeat answers the same party
 * id with a new update token, since only the first token's hash was kept), activation and its
 * resend. Checks and reservations are rate-limited per email and per client address (429 with
 * retry-after).
 */
export function registerIdentityRoutes(app: FastifyInstance, context: ModuleContext): void {
  /** Counts the request toward its limits; past them, answers 429. */
  const limit = async (kind: IdentityRequestKind, email: string, raw: FastifyRequest) => {
    const nowMs = context.clock().getTime();
    const counted = await countIdentityRequest(context.db, kind, {
      email,
      address: raw.ip,
      nowMs,
    });
    valueOrAnswer(counted, ({ retryAfterSeconds }) =>
      tooManyRequests(retryAfterSeconds, identityRateLimitMessage(retryAfterSeconds)),
    );
  };

  registerEndpoint(app, accountExistsEndpoint, async ({ body, raw }) => {
    await limit('exists', body.emailAddress, raw);
    return { exists: await accountExists(context.db, body.emailAddress) };
  });

  registerEndpoint(app, reserveIdentityEndpoint, async ({ body, raw }) => {
    await limit('reserve', body.username, raw);
    // The password is not kept, even hashed fast: a repeat is known by everything else.
    const { password: _password, updateToken, ...rest } = body;
    const fingerprint = { ...rest, updateToken: updateToken && tokenHash(updateToken) };
    const reserved = await runOnce(
      context.db,
      raw,
      context.clock(),
      'identity.reserve',
      fingerprint,
      () => reserveIdentity(context, body),
      {
        keep: ({ partyId }: ReservedIdentity) => ({ partyId }),
        async replay({ partyId }) {
          const renewed = await renewUpdateToken(context.db, partyId);
          return renewed === undefined
            ? fail({ kind: 'reservationClosed' })
            : succeed({ partyId, updateToken: renewed });
        },
      },
    );
    return valueOrAnswer(reserved, reserveFailureAnswer);
  });

  registerEndpoint(app, activateAccountEndpoint, async ({ body }) => {
    const username = valueOrAnswer(await activateAccount(context, body.token), () =>
      invalidField('body.token', ACTIVATION_MESSAGES.invalidLink),
    );
    return { username, message: ACTIVATION_MESSAGES.activated };
  });

  registerEndpoint(app, requestActivationEmailEndpoint, async ({ body, raw }) => {
    const requested = await requestActivationEmail(context, {
      email: body.emailAddress,
      address: raw.ip,
    });
    valueOrAnswer(requested, ({ retryAfterSeconds }) =>
      tooManyRequests(retryAfterSeconds, ACTIVATION_MESSAGES.tooManyRequests(retryAfterSeconds)),
    );
    return { message: ACTIVATION_MESSAGES.emailRequested };
  });
}
