import { STAFF_ROLES } from '@clubjoin/domain/staff/roles';
import { newStaffSchema, staffAssignmentSchema } from '@clubjoin/domain/staff/staffForms';
import { z } from 'zod';
import { NavigationPage } from './catalog/navigationPage';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { Text } from './text';

/**
 * The team member's SSO cookie (product/team-portal.md#staff-sign-in-and-authorize), apart from the
 * members' `lt-oms-sso`: httpOnly, set by a team member's login, expired by the logout.
 */
export const STAFF_SSO_COOKIE = 'lt-tm-sso';

/**
 * What the portal knows of a signed-in team member (product/team-portal.md#staff-roles): who they
 * are, their role, and the clubs they act for (`everyClub` when the role spans the chain).
 */
export const TeamMemberAuthorization = z
  .object({
    partyId: z.string(),
    displayName: z.string(),
    role: z.enum(STAFF_ROLES),
    roleLabel: z.string(),
    clubIds: z.array(z.string()),
    everyClub: z.boolean(),
  })
  .meta({ id: 'TeamMemberAuthorization' });
export type TeamMemberAuthorization = z.infer<typeof TeamMemberAuthorization>;

/** eAuthorize's body (product/team-portal.md#staff-sign-in-and-authorize). */
export const TeamMemberAuthorizeRequest = z
  .object({
    partyId: OpaqueId,
    sso: Text.trim().min(1, 'Please send the sso to authorize.').max(256),
    type: z.literal('mms', { error: "The authorize type is 'mms'." }),
  })
  .meta({ id: 'TeamMemberAuthorizeRequest' });

const teamMemberTags = ['team member'];

/**
 * Authorizes a team member (product/team-portal.md#staff-sign-in-and-authorize: body partyId, sso,
 * type 'mms'; an unauthorized answer does not redirect).
 */
export const teamMemberAuthorize = defineEndpoint({
  method: 'POST',
  path: '/api/gateway/ux/teammember/eAuthorize',
  summary:
    'Authorizes a team member: the sso must be a live team-member session of partyId. Answers the role, clubs and name; 401 (no redirect) otherwise',
  tags: teamMemberTags,
  body: TeamMemberAuthorizeRequest,
  status: 200,
  response: TeamMemberAuthorization,
});

/** The signed-in team member, for the portal's header (decision 0023). */
export const teamMemberSelf = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/ux/teammember/self',
  summary:
    'The team member of the session (cookie or X-LTF-SSOID): role, clubs and name; 401 when none',
  tags: teamMemberTags,
  status: 200,
  response: TeamMemberAuthorization,
});

/** The dynamic navigation's answer (product/team-portal.md#dynamic-navigation: a pages list). */
export const DynamicNavResponse = z
  .object({ pages: z.array(NavigationPage) })
  .meta({ id: 'DynamicNavResponse' });

/** The signed-in team member's pages (product/team-portal.md#dynamic-navigation). */
export const dynamicNav = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/ux/teammember/dynamicNav',
  summary:
    "The signed-in team member's navigation: the portal's pages their role may open, hidden ones flagged; 401 when not signed in",
  tags: teamMemberTags,
  status: 200,
  response: DynamicNavResponse,
});

/** A team member as the staff screen lists them. */
export const StaffMember = z
  .object({
    staffId: z.string(),
    email: z.string(),
    displayName: z.string(),
    role: z.enum(STAFF_ROLES),
    clubIds: z.array(z.string()),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffList = z.object({ staff: z.array(StaffMember) }).meta({ id: 'StaffList' });

export const NewStaffRequest = newStaffSchema.meta({ id: 'NewStaffRequest' });
export type NewStaffRequest = z.input<typeof NewStaffRequest>;
export const StaffAssignmentRequest = staffAssignmentSchema.meta({ id: 'StaffAssignmentRequest' });
export type StaffAssignmentRequest = z.input<typeof StaffAssignmentRequest>;

const staffIdParams = z.object({ staffId: z.uuid('A staff id is a UUID') });
const adminOnly = ' An administrator only: 401 when not signed in, 403 for any other role.';

export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/ux/teammember/staff',
  summary: `Every team member, active or not, by name.${adminOnly}`,
  tags: teamMemberTags,
  status: 200,
  response: StaffList,
});

export const addStaff = defineEndpoint({
  method: 'POST',
  path: '/api/gateway/ux/teammember/staff',
  summary: `Adds a team member with a first password; 400 naming bad fields, 409 when the email is a team member's.${adminOnly}`,
  tags: teamMemberTags,
  body: NewStaffRequest,
  status: 201,
  response: StaffMember,
});

export const changeStaffAssignment = defineEndpoint({
  method: 'PUT',
  path: '/api/gateway/ux/teammember/staff/{staffId}',
  summary: `Changes a team member's role and clubs; 404 for an unknown team member.${adminOnly}`,
  tags: teamMemberTags,
  params: staffIdParams,
  body: StaffAssignmentRequest,
  status: 200,
  response: StaffMember,
});

export const deactivateStaff = defineEndpoint({
  method: 'POST',
  path: '/api/gateway/ux/teammember/staff/{staffId}/deactivate',
  summary: `Deactivates a team member and ends their sessions; 404 for an unknown one, 409 for yourself.${adminOnly}`,
  tags: teamMemberTags,
  params: staffIdParams,
  status: 200,
  response: StaffMember,
});
