import {
  accountExists as accountExistsEndpoint,
  activateAccount as activateAccountEndpoint,
  requestActivationEmail as requestActivationEmailEndpoint,
  reserveIdentity as reserveIdentityEndpoint,
  type ReserveIdentityResponse,
} from '@clubjoin/contract/identity';
import { ACTIVATION_MESSAGES } from '@clubjoin/domain/accounts/activation';
import { identityRateLimitMessage } from '@clubjoin/domain/accounts/identityRateLimit';
import { EMAIL_IN_USE_MESSAGE } from '@clubjoin/domain/validation/email';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/httpError';
import { runOnce } from '../../http/idempotency';
import { registerEndpoint } from '../../http/registerEndpoint';
import { tooManyRequests } from '../../http/tooManyRequests';
import type { ModuleContext } from '../moduleContext';
import { accountExists } from './accountExists';
import { activateAccount, requestActivationEmail } from './activation';
import { countIdentityRequest, type IdentityRequestKind } from './identityRateLimit';
import { renewUpdateToken, reserveIdentity } from './reserveIdentity';
import { tokenHash } from './secretToken';

/**
 * The answer when a reservation's partyId and updateToken do not name an identity that may still
 * be changed (a wrong token, a purchase completed with it, or a reservation replaced since).
 */
const RESERVATION_CLOSED_MESSAGE =
  'This account can no longer be changed here. Please start again with your email address.';

/**
 * The identity service (product/accounts-and-sign-in.md#account-identities): whether an account
 * exists, reserving an identity (retry-safe by its Idempotency-Key: a repeat answers the same party
 * id with a new update token, since only the first token's hash was kept), activation and its
 * resend. Checks and reservations are rate-limited per email and per client address (429 with
 * retry-after).
 */
export function registerIdentityRoutes(app: FastifyInstance, context: ModuleContext): void {
  /** Counts the request toward its limits; past them, the 429 to throw. */
  const limit = async (
    kind: IdentityRequestKind,
    email: string,
    raw: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const nowMs = context.clock().getTime();
    const verdict = await countIdentityRequest(context.db, kind, {
      email,
      address: raw.ip,
      nowMs,
    });
    if (!verdict.allowed) {
      throw tooManyRequests(
        reply,
        verdict.retryAfterSeconds,
        identityRateLimitMessage(verdict.retryAfterSeconds),
      );
    }
  };

  registerEndpoint(app, accountExistsEndpoint, async ({ body, raw, reply }) => {
    await limit('exists', body.emailAddress, raw, reply);
    return { exists: await accountExists(context.db, body.emailAddress) };
  });

  registerEndpoint(app, reserveIdentityEndpoint, async ({ body, raw, reply }) => {
    await limit('reserve', body.username, raw, reply);
    // The password is not kept, even hashed fast: a repeat is known by everything else.
    const { password: _password, updateToken, ...rest } = body;
    const fingerprint = { ...rest, updateToken: updateToken && tokenHash(updateToken) };
    return runOnce(
      context.db,
      raw,
      context.clock(),
      'identity.reserve',
      fingerprint,
      async (): Promise<ReserveIdentityResponse> => {
        const outcome = await reserveIdentity(context, body);
        if (outcome.ok) return { partyId: outcome.partyId, updateToken: outcome.updateToken };
        if (outcome.problem === 'usernameTaken') {
          throw new HttpError(409, EMAIL_IN_USE_MESSAGE, [
            { field: 'body.username', message: EMAIL_IN_USE_MESSAGE },
          ]);
        }
        throw new HttpError(409, RESERVATION_CLOSED_MESSAGE);
      },
      {
        keep: ({ partyId }) => ({ partyId }),
        async replay({ partyId }: { partyId: string }) {
          const renewed = await renewUpdateToken(context.db, partyId);
          if (renewed === undefined) throw new HttpError(409, RESERVATION_CLOSED_MESSAGE);
          return { partyId, updateToken: renewed };
        },
      },
    );
  });

  registerEndpoint(app, activateAccountEndpoint, async ({ body }) => {
    const outcome = await activateAccount(context, body.token);
    if (!outcome.ok) {
      throw new HttpError(400, ACTIVATION_MESSAGES.invalidLink, [
        { field: 'body.token', message: ACTIVATION_MESSAGES.invalidLink },
      ]);
    }
    return { username: outcome.username, message: ACTIVATION_MESSAGES.activated };
  });

  registerEndpoint(app, requestActivationEmailEndpoint, async ({ body, raw, reply }) => {
    const verdict = await requestActivationEmail(context, {
      email: body.emailAddress,
      address: raw.ip,
    });
    if (!verdict.allowed) {
      throw tooManyRequests(
        reply,
        verdict.retryAfterSeconds,
        ACTIVATION_MESSAGES.tooManyRequests(verdict.retryAfterSeconds),
      );
    }
    return { message: ACTIVATION_MESSAGES.emailRequested };
  });
}
