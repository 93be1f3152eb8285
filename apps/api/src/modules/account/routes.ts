import {
  cancelMembership as cancelMembershipEndpoint,
  getMemberAccount,
} from '@clubjoin/contract/memberAccount';
import { MEMBER_ACCOUNT_TEXTS } from '@clubjoin/domain/accounts/memberAccount';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FailureAnswer, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { flagsFile } from '../../paths';
import { authenticate, type Caller } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import { readFlagRules } from '../flags/readFlagRules';
import type { ModuleContext } from '../moduleContext';
import { type CancelFailure, cancelMembership } from './cancelMembership';
import { memberAccountFacts, memberAccountView } from './memberAccountFacts';

function cancelFailureAnswer(failure: CancelFailure): FailureAnswer {
  switch (failure.kind) {
    case 'noMembership':
      return { status: 404, message: MEMBER_ACCOUNT_TEXTS.noMembership };
    case 'refused':
      return { status: 403, message: MEMBER_ACCOUNT_TEXTS.refusals[failure.refusal] };
  }
}

/**
 * A member's own account (product/accounts-and-sign-in.md#a-members-own-account): read it, and
 * cancel online. Who the member is comes from the signed-in session alone, never from the request.
 */
export function registerMemberAccountRoutes(app: FastifyInstance, context: ModuleContext): void {
  const flagRules = readFlagRules(flagsFile);
  const signedIn = async (raw: FastifyRequest, reply: FastifyReply): Promise<Caller> =>
    valueOrAnswer(await authenticate(context, raw, reply, 'signedIn'), authFailureAnswer);
  const accountOf = async (caller: Caller) => {
    const { username, facts } = await memberAccountFacts(context, caller.partyId, flagRules);
    return memberAccountView(context, caller, username, facts);
  };

  registerEndpoint(app, getMemberAccount, async ({ raw, reply }) =>
    accountOf(await signedIn(raw, reply)),
  );

  registerEndpoint(app, cancelMembershipEndpoint, async ({ raw, reply }) => {
    const caller = await signedIn(raw, reply);
    valueOrAnswer(await cancelMembership(context, caller.partyId, flagRules), cancelFailureAnswer);
    return accountOf(caller);
  });
}
