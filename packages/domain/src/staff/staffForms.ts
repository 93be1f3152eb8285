import { z } from 'zod';
import { accountEmailSchema } from '../validation/email';
import { fieldsPassed } from '../validation/fieldsPassed';
import { PASSWORD_REQUIRED_MESSAGE, passwordRules } from '../validation/password';
import { firstBrokenRule, maxLengthRule, requiredText } from '../validation/textField';
import { actsForEveryClub, STAFF_ROLES } from './roles';

export const STAFF_NAME_MAX_LENGTH = 80;
export const STAFF_NAME_REQUIRED_MESSAGE = "Please enter the team member's name.";
export const STAFF_ROLE_MESSAGE = 'Please choose a role.';
export const STAFF_CLUBS_REQUIRED_MESSAGE = 'Please choose at least one club.';
export const STAFF_CLUB_ID_MESSAGE = 'A club id is 1 to 6 digits.';
/** More clubs than the chain has is no assignment anyone means. */
export const STAFF_CLUBS_MAX = 200;

const clubIdSchema = z.string({ error: STAFF_CLUB_ID_MESSAGE }).regex(/^\d{1,6}$/, {
  error: STAFF_CLUB_ID_MESSAGE,
});

/**
 * A team member's role and clubs (product/team-portal.md#staff-roles): one role, and the clubs they
 * work at, at least one unless the role acts for every club; each club once.
 */
const assignmentShape = {
  role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_MESSAGE }),
  clubIds: z
    .array(clubIdSchema, { error: STAFF_CLUBS_REQUIRED_MESSAGE })
    .max(STAFF_CLUBS_MAX)
    .transform((ids) => [...new Set(ids)]),
};

function requireClubs(
  assignment: { role: (typeof STAFF_ROLES)[number]; clubIds: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (assignment.clubIds.length === 0 && !actsForEveryClub(assignment.role)) {
    ctx.addIssue({ code: 'custom', path: ['clubIds'], message: STAFF_CLUBS_REQUIRED_MESSAGE });
  }
}

/** A change of a team member's role and clubs (the administrator's staff screen). */
export const staffAssignmentSchema = z
  .object(assignmentShape)
  .superRefine(requireClubs, { when: (payload) => fieldsPassed(payload, ['role', 'clubIds']) });

/**
 * A new team member (the administrator's staff screen): their email (the username they sign in
 * with, one per team member), the name the portal shows, role and clubs, and the first password,
 * which follows the members' password rules (product/member-forms.md#password), the email standing
 * for the username.
 */
export const newStaffSchema = z
  .object({
    email: accountEmailSchema,
    displayName: requiredText(STAFF_NAME_REQUIRED_MESSAGE, [maxLengthRule(STAFF_NAME_MAX_LENGTH)]),
    password: requiredText(PASSWORD_REQUIRED_MESSAGE),
    ...assignmentShape,
  })
  .superRefine(requireClubs, { when: (payload) => fieldsPassed(payload, ['role', 'clubIds']) })
  .superRefine(
    ({ email, password }, ctx) => {
      const message = firstBrokenRule(
        password,
        passwordRules(typeof email === 'string' ? email : ''),
      );
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: ['password'], message });
    },
    { when: (payload) => fieldsPassed(payload, ['password']) },
  );
export type NewStaff = z.output<typeof newStaffSchema>;
