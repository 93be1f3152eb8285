import { getExistingMembership } from '@clubjoin/contract/membership';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { authenticate } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import { type LookupFailure, lookupMembership } from './lookupMembership';

const NOT_THE_CALLERS_MESSAGE =
  'The email address or employee id given is not the signed-in member’s.';
const NO_MEMBERSHIP_MESSAGE = 'No membership was found for this account.';

/** How a refused lookup is answered: 403 for another's email or employee id, 404 for none. */
function lookupFailureAnswer(failure: LookupFailure): FailureAnswer {
  switch (failure.kind) {
    case 'notTheCallers':
      return { status: 403, message: NOT_THE_CALLERS_MESSAGE };
    case 'noMembership':
      return { status: 404, message: NO_MEMBERSHIP_MESSAGE };
  }
}

/**
 * The membership service's existing-membership lookup
 * (product/accounts-and-sign-in.md#existing-membership-lookup).
 */
export function registerMembershipRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getExistingMembership, async ({ query, raw, reply }) => {
    const caller = valueOrAnswer(
      await authenticate(context, raw, reply, 'signedIn'),
      authFailureAnswer,
    );
    return valueOrAnswer(
      await lookupMembership(context, caller.partyId, query),
      lookupFailureAnswer,
    );
  });
}
