import {
  deleteProfile,
  getCustomerProfile,
  getProfile,
  type Profile,
  putRecentClubs,
} from '@clubjoin/contract/profile';
import { PROFILE_MISSING_MESSAGE } from '@clubjoin/domain/accounts/profileErrors';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FailureAnswer, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { type AuthFailure, authenticate } from '../auth/authenticate';
import { authFailureAnswer } from '../auth/authFailureAnswer';
import type { ProfileMissing } from './profileFailure';
import { readProfile } from './readProfile';
import { deleteStoredProfile } from './store';
import { updateRecentClubs } from './updateRecentClubs';

/**
 * The gateway's answer when the profile cannot be read
 * (product/accounts-and-sign-in.md#profile-errors: a 502 signs the member out, as the browser
 * cannot tell a broken profile service from a broken session).
 */
const PROFILE_UNAVAILABLE_MESSAGE = 'The profile service did not answer. Please try again.';

/** Why a profile call fails behind the gateway. */
type ProfileCallFailure = AuthFailure | ProfileMissing | { kind: 'unavailable' };

function profileCallAnswer(failure: ProfileCallFailure): FailureAnswer {
  switch (failure.kind) {
    case 'profileMissing':
      return { status: 404, message: PROFILE_MISSING_MESSAGE };
    case 'unavailable':
      return { status: 502, message: PROFILE_UNAVAILABLE_MESSAGE };
    default:
      return authFailureAnswer(failure);
  }
}

/**
 * Runs a profile call as the gateway would: the expected answers (400, 401, 404) pass through,
 * and anything that goes wrong behind it is logged and answered 502.
 */
async function throughGateway<T>(
  request: FastifyRequest,
  work: () => Promise<Outcome<T, ProfileCallFailure>>,
): Promise<T> {
  let outcome: Outcome<T, ProfileCallFailure>;
  try {
    outcome = await work();
  } catch (error) {
    request.log.error({ err: error }, 'profile service failed');
    outcome = fail({ kind: 'unavailable' });
  }
  return valueOrAnswer(outcome, profileCallAnswer);
}

/**
 * The profile service behind the gateway
 * (product/decisions-and-platform.md#services-and-their-addresses): read, delete, and the recent
 * clubs.
 */
export function registerProfileRoutes(app: FastifyInstance, context: ModuleContext): void {
  const answerProfile = (
    raw: FastifyRequest,
    reply: FastifyReply,
    accept: 'signedIn' | 'signedInOrRemembered',
  ): Promise<Profile> =>
    throughGateway(raw, async () => {
      const caller = await authenticate(context, raw, reply, accept);
      return caller.ok ? readProfile(context, caller.value) : caller;
    });

  registerEndpoint(app, getProfile, ({ raw, reply }) =>
    answerProfile(raw, reply, 'signedInOrRemembered'),
  );
  registerEndpoint(app, getCustomerProfile, ({ raw, reply }) =>
    answerProfile(raw, reply, 'signedIn'),
  );

  registerEndpoint(app, deleteProfile, ({ raw, reply }) =>
    throughGateway(raw, async () => {
      const caller = await authenticate(context, raw, reply, 'signedIn');
      if (!caller.ok) return caller;
      await deleteStoredProfile(context.db, caller.value.partyId);
      reply.code(204);
      return succeed(null);
    }),
  );

  registerEndpoint(app, putRecentClubs, ({ body, raw, reply }) =>
    throughGateway(raw, async () => {
      const caller = await authenticate(context, raw, reply, 'signedIn');
      return caller.ok ? updateRecentClubs(context.db, caller.value.partyId, body) : caller;
    }),
  );
}
