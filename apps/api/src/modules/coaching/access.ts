import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { TrainerGrant } from '@clubjoin/contract/coaching';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  ACCESS_CODE_TRIES_MAX,
  type AccessCodeEntry,
  accessCodeExpiry,
  leadsCoaching,
} from '@clubjoin/domain/staff/coaching';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import { findNewMembership } from '../membership/memberDirectory';
import { ownMembership } from '../membership/ownMembership';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import { auditClientChange, coachedClient } from './clients';
import {
  countWrongTry,
  insertGrant,
  markCodeUsed,
  replaceAccessCode,
  revokeGrant,
  selectClients,
  selectGrant,
  selectLiveAccessCode,
  selectLiveGrants,
  type StoredClient,
  type StoredGrant,
} from './store';

/** Why a grant or a revocation is refused. */
export type AccessFailure =
  /** No such client among the team member's, or no such live grant at their clubs. */
  | { kind: 'notFound' }
  /** A revocation by a role that does not revoke. */
  | { kind: 'notYourRole' }
  /** A client without a membership: no consent is needed. */
  | { kind: 'notAMember' }
  /** A code that is not the member's live one. */
  | { kind: 'codeWrong' };

/** The hash kept of a code: never the code itself (docs/decisions/0033). */
const hashOf = (membershipId: string, code: string) =>
  createHash('sha256').update(`${membershipId}:${code}`).digest('hex');

/**
 * A new one-time code for the signed-in member's membership (valid 15 minutes, earlier codes
 * voided): undefined for an account that holds no membership.
 */
export async function issueAccessCode(
  context: ModuleContext,
  partyId: string,
): Promise<{ code: string; expiresAt: string } | undefined> {
  const own = await ownMembership(context, partyId);
  const member = own?.members.find((candidate) => candidate.partyId === partyId);
  if (!own || !member) return undefined;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const issuedAt = context.clock();
  const expiresAt = accessCodeExpiry(issuedAt);
  await context.db.transaction((tx) =>
    replaceAccessCode(tx, {
      codeId: randomUUID(),
      membershipId: own.membershipId,
      memberId: member.memberId,
      codeHash: hashOf(own.membershipId, code),
      issuedAt,
      expiresAt,
    }),
  );
  return { code, expiresAt: expiresAt.toISOString() };
}

const grantAnswer = (grant: StoredGrant, memberName: string): TrainerGrant => ({
  grantId: grant.grantId,
  membershipId: grant.membershipId,
  memberName,
  staffId: grant.staffId,
  staffName: grant.staffName,
  grantedAt: grant.grantedAt.toISOString(),
});

const nameOf = (client: Pick<StoredClient, 'firstName' | 'lastName'>) =>
  `${client.firstName} ${client.lastName}`;

/**
 * Records a member's consent from the code they gave: the team member may act for them from now
 * on. A wrong code counts a try (five void it); the grant goes to the member's audit trail.
 */
export async function grantAccess(
  context: ModuleContext,
  caller: StaffCaller,
  entry: AccessCodeEntry,
): Promise<Outcome<TrainerGrant, AccessFailure>> {
  const client = await coachedClient(context, caller, entry.clientId);
  if (!client) return fail({ kind: 'notFound' });
  const { membershipId, memberId } = client;
  if (membershipId === null || memberId === null) return fail({ kind: 'notAMember' });
  const now = context.clock();
  return context.db.transaction(async (tx): Promise<Outcome<TrainerGrant, AccessFailure>> => {
    // The code must be the client member's own: another member of the membership cannot consent.
    const code = await selectLiveAccessCode(tx, { membershipId, memberId }, now);
    if (!code) return fail({ kind: 'codeWrong' });
    if (code.codeHash !== hashOf(membershipId, entry.code)) {
      await countWrongTry(tx, code.codeId, now, ACCESS_CODE_TRIES_MAX);
      return fail({ kind: 'codeWrong' });
    }
    await markCodeUsed(tx, code.codeId, now);
    const grant: StoredGrant = {
      grantId: randomUUID(),
      membershipId,
      memberId,
      staffId: caller.staffId,
      staffName: caller.displayName,
      grantedAt: now,
    };
    await insertGrant(tx, grant);
    await auditClientChange(context, tx, caller, client, {
      action: 'coaching.accessGranted',
      before: null,
      after: { staffId: caller.staffId, staffName: caller.displayName },
    });
    return succeed(grantAnswer(grant, nameOf(client)));
  });
}

/** The live grants of a club's member clients: a trainer's own, every one for the leads. */
export async function listGrants(context: ModuleContext, caller: StaffCaller, clubId: string) {
  const clients = await selectClients(context.db, clubId, null);
  const names = new Map(
    clients.flatMap((client) =>
      client.membershipId === null ? [] : [[client.membershipId, nameOf(client)] as const],
    ),
  );
  const grants = await selectLiveGrants(
    context.db,
    [...names.keys()],
    leadsCoaching(caller.role) ? null : caller.staffId,
  );
  return {
    clubId,
    grants: grants.map((grant) => grantAnswer(grant, names.get(grant.membershipId) ?? '')),
    mayRevoke: leadsCoaching(caller.role),
  };
}

/** Revokes a grant at the team member's clubs, by a fitness or club manager or administrator. */
export async function revokeAccess(
  context: ModuleContext,
  caller: StaffCaller,
  grantId: string,
): Promise<Outcome<TrainerGrant, AccessFailure>> {
  if (!leadsCoaching(caller.role)) return fail({ kind: 'notYourRole' });
  const grant = await selectGrant(context.db, grantId);
  const membership = grant && (await findNewMembership(context, grant.membershipId));
  if (!grant || !membership || !mayActForClub(caller, membership.clubId)) {
    return fail({ kind: 'notFound' });
  }
  const memberName = membership.primary
    ? `${membership.primary.firstName} ${membership.primary.lastName}`
    : '';
  const revoked = await context.db.transaction(async (tx) => {
    const done = await revokeGrant(tx, grantId, context.clock(), caller.displayName);
    if (done) {
      await auditClientChange(
        context,
        tx,
        caller,
        { membershipId: done.membershipId, memberId: done.memberId },
        {
          action: 'coaching.accessRevoked',
          before: { staffId: done.staffId, staffName: done.staffName },
          after: null,
        },
      );
    }
    return done;
  });
  if (!revoked) return fail({ kind: 'notFound' });
  return succeed(grantAnswer(revoked, memberName));
}
