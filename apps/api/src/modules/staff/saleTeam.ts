import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import { findStaffById, listStaffRecords } from './store';

/** A team member as a sale's credit names them. */
export interface CreditedTeamMember {
  staffId: string;
  displayName: string;
}

/**
 * A team member who may share the credit of a sale at a club: active, and working at the club (or
 * acting for every club). Undefined otherwise.
 */
export async function teamMemberAtClub(
  db: Queryable,
  staffId: string,
  clubId: string,
): Promise<CreditedTeamMember | undefined> {
  const staff = await findStaffById(db, staffId);
  if (!staff?.active || !mayActForClub(staff, clubId)) return undefined;
  return { staffId: staff.staffId, displayName: staff.displayName };
}

/** A team member's email, the username their password is checked under; undefined if none. */
export async function staffEmailOf(db: Queryable, staffId: string): Promise<string | undefined> {
  return (await findStaffById(db, staffId))?.email;
}

/**
 * The active team members assigned to a club, by name: those a seller may share a sale's credit
 * with (an administrator, who works at every club, is not listed at each).
 */
export async function teamOfClub(
  context: ModuleContext,
  clubId: string,
): Promise<CreditedTeamMember[]> {
  const staff = await listStaffRecords(context.db);
  return staff
    .filter((member) => member.active && member.clubIds.includes(clubId))
    .map(({ staffId, displayName }) => ({ staffId, displayName }));
}
