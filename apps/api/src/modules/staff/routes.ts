import { bindKiosk, getClubSalesTeam } from '@clubjoin/contract/clubSales';
import {
  addStaff as addStaffEndpoint,
  changeStaffAssignment as changeStaffAssignmentEndpoint,
  deactivateStaff as deactivateStaffEndpoint,
  dynamicNav,
  listStaff as listStaffEndpoint,
  type TeamMemberAuthorization,
  teamMemberAuthorize,
  teamMemberSelf,
} from '@clubjoin/contract/teamMember';
import { PORTAL_HOME_PATH, STAFF_ADMIN_PATH } from '@clubjoin/domain/staff/portalNavigation';
import { STAFF_ROLE_LABELS } from '@clubjoin/domain/staff/roles';
import type { FastifyInstance } from 'fastify';
import { type FailureAnswer, HttpError, invalidField, valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import {
  addStaff,
  changeStaffAssignment,
  deactivateStaff,
  listStaff,
  type StaffAdminFailure,
} from './manageStaff';
import { teamOfClub } from './saleTeam';
import { bindKioskSession } from './kioskSession';
import {
  refuseKiosk,
  requireClub,
  requireSeller,
  requireStaff,
  STAFF_SIGN_IN_MESSAGE,
} from './staffAccessAnswer';
import type { StaffCaller } from './staffCaller';
import { staffOfSession } from './staffCaller';
import { navigationOf } from './staffNavigation';

function authorizationOf(caller: StaffCaller): TeamMemberAuthorization {
  return {
    partyId: caller.staffId,
    displayName: caller.displayName,
    role: caller.role,
    roleLabel: STAFF_ROLE_LABELS[caller.role],
    clubIds: [...caller.clubIds],
    everyClub: caller.everyClub,
  };
}

function staffAdminFailureAnswer(failure: StaffAdminFailure): FailureAnswer {
  switch (failure.kind) {
    case 'unknownClubs':
      return invalidField('clubIds', `No club has the id ${failure.clubIds.join(', ')}.`);
    case 'emailTaken':
      return {
        ...invalidField('email', 'This email address is already a team member’s.'),
        status: 409,
      };
    case 'unknownStaff':
      return { status: 404, message: 'No team member has this id.' };
    case 'ownAccount':
      return { status: 409, message: 'You cannot deactivate your own account.' };
  }
}

/**
 * The team-member gateway calls (product/team-portal.md#staff-sign-in-and-authorize,
 * #dynamic-navigation): authorize, the signed-in team member, and their navigation. Each needs a
 * live team-member session; the dashboard is every role's, so any signed-in team member passes.
 */
export function registerStaffRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, teamMemberAuthorize, async ({ body }) => {
    const caller = await staffOfSession(context, body.sso);
    if (!caller || caller.staffId !== body.partyId) {
      throw new HttpError({ status: 401, message: STAFF_SIGN_IN_MESSAGE });
    }
    refuseKiosk(caller);
    return authorizationOf(caller);
  });

  registerEndpoint(app, teamMemberSelf, async ({ raw }) =>
    authorizationOf(await requireStaff(context, raw, PORTAL_HOME_PATH)),
  );

  // The in-club sale (docs/decisions/0028): whom the seller may share a sale's credit with.
  registerEndpoint(app, getClubSalesTeam, async ({ query, raw }) => {
    const seller = await requireSeller(context, raw);
    requireClub(seller, query.clubId);
    return { clubId: query.clubId, team: await teamOfClub(context, query.clubId) };
  });

  // A kiosk (docs/decisions/0035): the seller's session sells at the club alone until the unlock.
  registerEndpoint(app, bindKiosk, async ({ body, raw }) => {
    const seller = await requireSeller(context, raw);
    requireClub(seller, body.clubId);
    await bindKioskSession(context, seller, body.clubId);
    return null;
  });

  registerEndpoint(app, dynamicNav, async ({ raw }) => {
    const caller = await requireStaff(context, raw, PORTAL_HOME_PATH);
    return { pages: await navigationOf(context, caller) };
  });

  // The staff screen: an administrator's alone.
  registerEndpoint(app, listStaffEndpoint, async ({ raw }) => {
    await requireStaff(context, raw, STAFF_ADMIN_PATH);
    return { staff: await listStaff(context) };
  });

  registerEndpoint(app, addStaffEndpoint, async ({ body, raw }) => {
    await requireStaff(context, raw, STAFF_ADMIN_PATH);
    return valueOrAnswer(await addStaff(context, body), staffAdminFailureAnswer);
  });

  registerEndpoint(app, changeStaffAssignmentEndpoint, async ({ params, body, raw }) => {
    await requireStaff(context, raw, STAFF_ADMIN_PATH);
    return valueOrAnswer(
      await changeStaffAssignment(context, params.staffId, body),
      staffAdminFailureAnswer,
    );
  });

  registerEndpoint(app, deactivateStaffEndpoint, async ({ params, raw }) => {
    const caller = await requireStaff(context, raw, STAFF_ADMIN_PATH);
    return valueOrAnswer(
      await deactivateStaff(context, caller, params.staffId),
      staffAdminFailureAnswer,
    );
  });
}
