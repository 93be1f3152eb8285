import { randomUUID } from 'node:crypto';
import type { StaffMember } from '@clubjoin/contract/teamMember';
import { usernameKey } from '@clubjoin/domain/accounts/username';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import type { NewStaff } from '@clubjoin/domain/staff/staffForms';
import type { Queryable } from '../../db/database';
import { transactionOutcome } from '../../db/transactionOutcome';
import { listClubs } from '../clubs/listClubs';
import { hashPassword } from '../identity/passwordHash';
import type { ModuleContext } from '../moduleContext';
import { forgetNavigation } from './navigationCache';
import type { StaffCaller } from './staffCaller';
import {
  anyStaff,
  deleteSessionsOfStaff,
  findActiveStaffByIds,
  findStaffById,
  insertStaff,
  listStaffRecords,
  markInactive,
  type StaffRecord,
  writeAssignment,
} from './store';

/** Why the staff screen refuses a change. */
export type StaffAdminFailure =
  | { kind: 'unknownClubs'; clubIds: string[] }
  | { kind: 'emailTaken' }
  | { kind: 'unknownStaff' }
  | { kind: 'ownAccount' };

function memberOf(record: StaffRecord): StaffMember {
  return {
    staffId: record.staffId,
    email: record.email,
    displayName: record.displayName,
    role: record.role,
    clubIds: record.clubIds,
    active: record.active,
    createdAt: record.createdAt.toISOString(),
  };
}

/** Every team member, active or not, by name (the staff screen). */
export async function listStaff(context: ModuleContext): Promise<StaffMember[]> {
  return (await listStaffRecords(context.db)).map(memberOf);
}

/**
 * The active team members among these ids, by id, with their name and clubs now: one read of
 * just them, for a caller that checks a few people (a bio's owner, a testimonial's trainer).
 */
export async function findActiveStaff(
  context: ModuleContext,
  staffIds: readonly string[],
): Promise<Map<string, StaffMember>> {
  const records = await findActiveStaffByIds(context.db, staffIds);
  return new Map(records.map((record) => [record.staffId, memberOf(record)]));
}

/** The clubs of a list the catalog does not hold. */
async function unknownClubs(context: ModuleContext, clubIds: readonly string[]): Promise<string[]> {
  const known = new Set((await listClubs(context)).map((club) => club.mmsClubId));
  return clubIds.filter((clubId) => !known.has(clubId));
}

/** A team member the catalog's clubs already hold, with a password already hashed. */
export interface HeldStaff {
  staffId: string;
  email: string;
  displayName: string;
  passwordHash: string;
  role: StaffRole;
  clubIds: readonly string[];
}

/** Writes a team member and their clubs; false when their email is a team member's already. */
async function writeStaff(tx: Queryable, staff: HeldStaff, now: Date): Promise<boolean> {
  const inserted = await insertStaff(tx, {
    ...staff,
    emailKey: usernameKey(staff.email),
    active: true,
    createdAt: now,
  });
  if (inserted) await writeAssignment(tx, staff.staffId, staff);
  return inserted;
}

/** Adds a team member the demo data holds (pre-hashed password); one already there is kept. */
export async function importStaff(tx: Queryable, staff: HeldStaff, now: Date): Promise<void> {
  await writeStaff(tx, staff, now);
}

/**
 * Adds a team member (the staff screen): their clubs must be the catalog's, their email no other
 * team member's (a member's account of the same email is another matter: the two never mix).
 */
export async function addStaff(
  context: ModuleContext,
  staff: NewStaff,
): Promise<Outcome<StaffMember, StaffAdminFailure>> {
  const unknown = await unknownClubs(context, staff.clubIds);
  if (unknown.length > 0) return fail({ kind: 'unknownClubs', clubIds: unknown });
  const staffId = randomUUID();
  const passwordHash = await hashPassword(staff.password, context.passwordHashCost);
  return transactionOutcome(context.db, async (tx) => {
    const held = { ...staff, staffId, passwordHash };
    if (!(await writeStaff(tx, held, context.clock()))) return fail({ kind: 'emailTaken' });
    const written = await findStaffById(tx, staffId);
    if (!written) throw new Error('A team member just written cannot be read');
    return succeed(memberOf(written));
  });
}

/**
 * Gives a team member a new role and clubs (the staff screen). Their next call already acts with
 * them: every call reads the role, and a session's navigation is rebuilt for a new role.
 */
export async function changeStaffAssignment(
  context: ModuleContext,
  staffId: string,
  assignment: { role: StaffRole; clubIds: readonly string[] },
): Promise<Outcome<StaffMember, StaffAdminFailure>> {
  const unknown = await unknownClubs(context, assignment.clubIds);
  if (unknown.length > 0) return fail({ kind: 'unknownClubs', clubIds: unknown });
  return transactionOutcome(context.db, async (tx) => {
    if (!(await findStaffById(tx, staffId))) return fail({ kind: 'unknownStaff' });
    await writeAssignment(tx, staffId, assignment);
    const written = await findStaffById(tx, staffId);
    if (!written) throw new Error('A team member just written cannot be read');
    return succeed(memberOf(written));
  });
}

/**
 * Deactivates a team member (the staff screen): they can no longer sign in, and their sessions end
 * now. Administrators cannot deactivate themselves, so the chain always keeps one.
 */
export async function deactivateStaff(
  context: ModuleContext,
  caller: StaffCaller,
  staffId: string,
): Promise<Outcome<StaffMember, StaffAdminFailure>> {
  if (staffId === caller.staffId) return fail({ kind: 'ownAccount' });
  const ended: string[] = [];
  const outcome = await transactionOutcome<StaffMember, StaffAdminFailure>(
    context.db,
    async (tx) => {
      if (!(await findStaffById(tx, staffId))) return fail({ kind: 'unknownStaff' });
      await markInactive(tx, staffId);
      ended.push(...(await deleteSessionsOfStaff(tx, staffId)));
      const written = await findStaffById(tx, staffId);
      if (!written) throw new Error('A team member just written cannot be read');
      return succeed(memberOf(written));
    },
  );
  if (outcome.ok) forgetNavigation(ended);
  return outcome;
}

/** Whether the database holds any team member yet (the demo team is loaded only into none). */
export async function hasStaff(db: Queryable): Promise<boolean> {
  return anyStaff(db);
}
