import {
  deleteProfile,
  getCustomerProfile,
  getProfile,
  type Profile,
  putRecentClubs,
} from '@clubjoin/contract/profile';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { authenticate } from '../auth/authenticate';
import { PROFILE_MISSING_MESSAGE, readProfile } from './readProfile';
import { deleteStoredProfile } from './store';
import { updateRecentClubs } from './updateRecentClubs';

/**
 * The gateway's answer when the profile cannot be read
 * (product/accounts-and-sign-in.md#profile-errors: a 502 signs the member out, as the browser
 * cannot tell a broken profile service from a broken session).
 */
const PROFILE_UNAVAILABLE_MESSAGE = 'The profile service did not answer. Please try again.';

/**
 * Runs a profile call as the gateway would: the expected answers (400, 401, 404) pass through,
 * and anything that goes wrong behind it is logged and answered 502.
 */
async function throughGateway<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.error({ err: error }, 'profile service failed');
    throw new HttpError(502, PROFILE_UNAVAILABLE_MESSAGE);
  }
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
      const outcome = await readProfile(context, caller);
      if (!outcome.ok) throw new HttpError(404, PROFILE_MISSING_MESSAGE);
      return outcome.profile;
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
      await deleteStoredProfile(context.db, caller.partyId);
      reply.code(204);
      return null;
    }),
  );

  registerEndpoint(app, putRecentClubs, ({ body, raw, reply }) =>
    throughGateway(raw, async () => {
      const caller = await authenticate(context, raw, reply, 'signedIn');
      const personalization = await updateRecentClubs(context.db, caller.partyId, body);
      if (!personalization) throw new HttpError(404, PROFILE_MISSING_MESSAGE);
      return personalization;
    }),
  );
}
