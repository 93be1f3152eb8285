import { getExistingMembership } from '@clubjoin/contract/membership';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { authenticate } from '../auth/authenticate';
import { lookupMembership } from './lookupMembership';

const NOT_THE_CALLERS_MESSAGE =
  'The email address or employee id given is not the signed-in member’s.';
const NO_MEMBERSHIP_MESSAGE = 'No membership was found for this account.';

/**
 * The membership service's existing-membership lookup
 * (product/accounts-and-sign-in.md#existing-membership-lookup).
 */
export function registerMembershipRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getExistingMembership, async ({ query, raw, reply }) => {
    const caller = await authenticate(context, raw, reply, 'signedIn');
    const outcome = await lookupMembership(context, caller.partyId, query);
    if (outcome.ok) return outcome.membership;
    if (outcome.problem === 'notTheCallers') throw new HttpError(403, NOT_THE_CALLERS_MESSAGE);
    throw new HttpError(404, NO_MEMBERSHIP_MESSAGE);
  });
}
