import {
  accountExists as accountExistsEndpoint,
  reserveIdentity as reserveIdentityEndpoint,
} from '@clubjoin/contract/identity';
import { EMAIL_IN_USE_MESSAGE } from '@clubjoin/domain/validation/email';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { accountExists } from './accountExists';
import { reserveIdentity } from './reserveIdentity';

/**
 * The answer when a reservation's partyId and updateToken do not name an identity that may still
 * be changed (a wrong token, or an account activated since).
 */
const RESERVATION_CLOSED_MESSAGE =
  'This account can no longer be changed here. Please start again with your email address.';

/** The identity service (01 §7, 02 §7): whether an account exists, and reserving an identity. */
export function registerIdentityRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, accountExistsEndpoint, async ({ body }) => ({
    exists: await accountExists(context.db, body.emailAddress),
  }));

  registerEndpoint(app, reserveIdentityEndpoint, async ({ body }) => {
    const outcome = await reserveIdentity(context, body);
    if (outcome.ok) return { partyId: outcome.partyId, updateToken: outcome.updateToken };
    if (outcome.problem === 'usernameTaken') {
      throw new HttpError(409, EMAIL_IN_USE_MESSAGE, [
        { field: 'body.username', message: EMAIL_IN_USE_MESSAGE },
      ]);
    }
    throw new HttpError(409, RESERVATION_CLOSED_MESSAGE);
  });
}
