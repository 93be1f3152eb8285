import {
  NEW_MEMBER_DAYS,
  NEW_MEMBER_PERIOD_MS,
  type NotificationTarget,
} from '@clubjoin/domain/staff/notifications';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import { STAFF_ROLE_LABELS } from '@clubjoin/domain/staff/roles';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { findDirectoryMember, membersJoinedSince } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import { listStaff } from '../staff/manageStaff';
import type { RecipientRecord } from './store';

/** Why a target names no one a notification may go to. */
export type AudienceFailure =
  { kind: 'unknownMember' } | { kind: 'memberElsewhere' } | { kind: 'memberWithoutEmail' };

/** Whom a target reaches at an instant, and how the manage page names it. */
export interface Audience {
  label: string;
  recipients: RecipientRecord[];
}

/** A membership whose members are written to: an active one (docs/decisions/0025). */
const ACTIVE = 'Active';

/**
 * Whom a notification of a club reaches at `now` (product/team-portal.md#notifications, decision
 * 0025): the members with an email address of the club's active memberships that joined in the
 * last 30 days, one email per address; one member of the club; or the active team members of a
 * role working at the club (administrators work at every club). Members and team members are read
 * through their modules' service functions.
 */
export async function audienceOf(
  context: ModuleContext,
  club: { clubId: string; name: string },
  target: NotificationTarget,
  now: Date,
): Promise<Outcome<Audience, AudienceFailure>> {
  switch (target.kind) {
    case 'newMembers': {
      const since = new Date(now.getTime() - NEW_MEMBER_PERIOD_MS);
      const members = await membersJoinedSince(context, club.clubId, since);
      const seen = new Set<string>();
      const recipients: RecipientRecord[] = [];
      for (const member of members) {
        if (member.membershipStatus !== ACTIVE || member.email === null) continue;
        const address = member.email.toLowerCase();
        if (seen.has(address)) continue;
        seen.add(address);
        recipients.push(memberRecipient(member));
      }
      return succeed({
        label: `New members of ${club.name} (joined in the last ${NEW_MEMBER_DAYS} days)`,
        recipients,
      });
    }
    case 'member': {
      const member = await findDirectoryMember(context, target.memberId);
      if (!member) return fail({ kind: 'unknownMember' });
      if (member.clubId !== club.clubId) return fail({ kind: 'memberElsewhere' });
      if (member.email === null) return fail({ kind: 'memberWithoutEmail' });
      return succeed({
        label: `${member.firstName} ${member.lastName} (member ${member.memberId})`,
        recipients: [memberRecipient(member)],
      });
    }
    case 'role': {
      const team = await listStaff(context);
      const recipients = team
        .filter(
          (staff) =>
            staff.active && staff.role === target.role && mayActForClub(staff, club.clubId),
        )
        .map((staff) => ({
          kind: 'staff' as const,
          name: staff.displayName,
          email: null,
          memberId: null,
          membershipId: null,
          staffId: staff.staffId,
        }));
      return succeed({
        label: `Team: ${STAFF_ROLE_LABELS[target.role]} at ${club.name}`,
        recipients,
      });
    }
  }
}

function memberRecipient(member: {
  memberId: string;
  membershipId: string;
  firstName: string;
  lastName: string;
  email: string | null;
}): RecipientRecord {
  return {
    kind: 'member',
    name: `${member.firstName} ${member.lastName}`,
    email: member.email,
    memberId: member.memberId,
    membershipId: member.membershipId,
    staffId: null,
  };
}
