import type { DeskRejoin } from '@clubjoin/contract/clubSales';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { rejoinEligibility } from '@clubjoin/domain/accounts/rejoinEligibility';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  DESK_REJOIN_LIFETIME_MS,
  DESK_REJOIN_MESSAGES,
  type DeskRejoinRefusal,
  deskRejoinRefusal,
  deskRejoinUseRefusal,
  UNKNOWN_DESK_REJOIN,
} from '@clubjoin/domain/staff/deskRejoin';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import type { Queryable } from '../../db/database';
import { accountOf } from '../identity/accountOf';
import { newSecretToken, tokenHash } from '../identity/secretToken';
import { foundPersonOf, latestPrimaryMembershipIdOf } from '../membership/formerMembership';
import { lookupMembership } from '../membership/lookupMembership';
import type { ModuleContext } from '../moduleContext';
import type { ProvenChannel, StaffCaller } from '../staff/staffAccessAnswer';
import { recordStaffChange } from '../staff/staffChange';
import {
  bindDeskRejoin,
  findDeskRejoinForUpdate,
  findOpenDeskRejoinOfCart,
  insertDeskRejoin,
  useDeskRejoinOfCart,
} from './deskRejoinStore';

/** Why a seller may not vouch for a rejoin: no such member, or the domain's refusal. */
export type VouchFailure =
  { kind: 'unknownMember' } | { kind: 'refused'; refusal: DeskRejoinRefusal };

/**
 * A seller vouches for a former member found by the member search (docs/decisions/0039), at a
 * club of theirs (the route checks it): the person's latest membership as primary member must be
 * at a club the seller works at and one the online rejoin accepts, and the person must hold an
 * account. The token answered is usable for 30 minutes, once, by a stage made with this seller's
 * session at that club; only its hash is kept. Who vouched is written to the former membership's
 * audit trail.
 */
export async function vouchForRejoin(
  context: ModuleContext,
  seller: StaffCaller,
  request: { clubId: string; memberId: string },
): Promise<Outcome<DeskRejoin, VouchFailure>> {
  const { db } = context;
  const person = await foundPersonOf(db, request.memberId);
  if (!person) return fail({ kind: 'unknownMember' });
  const former = person.membership;
  const lookedUp = former
    ? await lookupMembership(context, person.partyId, { adjustMemberTypes: true })
    : undefined;
  const account = await accountOf(db, person.partyId);
  const refusal = deskRejoinRefusal({
    former:
      former && lookedUp?.ok
        ? {
            sellerWorksAtClub: mayActForClub(seller, former.clubId),
            eligibility: rejoinEligibility(lookedUp.value, {
              rejoin: true,
              flows: [],
              supportPhone: MEMBER_SERVICES_PHONE,
            }),
          }
        : undefined,
    hasAccount: account !== undefined,
  });
  if (refusal) return fail({ kind: 'refused', refusal });
  // The refusal above answers every case without a former membership or an account.
  if (!former || !lookedUp?.ok || !account) throw new Error('A rejoin vouched for without proof');
  const token = newSecretToken();
  const now = context.clock();
  const expiresAt = new Date(now.getTime() + DESK_REJOIN_LIFETIME_MS);
  await db.transaction(async (tx) => {
    await insertDeskRejoin(tx, tokenHash(token), {
      sessionId: seller.sessionId,
      staffId: seller.staffId,
      staffName: seller.displayName,
      partyId: person.partyId,
      formerMembershipId: former.membershipId,
      clubId: request.clubId,
      issuedAt: now,
      expiresAt,
    });
    await recordStaffChange(context, tx, seller, {
      membershipId: former.membershipId,
      memberId: former.memberId,
      action: 'rejoin.vouched',
      before: null,
      after: { clubId: request.clubId, expiresAt: expiresAt.toISOString() },
    });
  });
  return succeed({
    rejoinToken: token,
    expiresAt: expiresAt.toISOString(),
    clubId: request.clubId,
    username: account.username,
    membership: lookedUp.value,
  });
}

/**
 * The party a stage's rejoin token proves (docs/decisions/0039), inside the stage's transaction:
 * the token must be known and presented with the session of the seller who vouched, not from a
 * kiosk, for a sale at its club, unused, not another sale's and within its 30 minutes. The first
 * stage binds it to its cart.
 */
export async function deskRejoinParty(
  tx: Queryable,
  proven: ProvenChannel,
  token: string,
  sale: { cartId: string; clubId: string; now: Date },
): Promise<Outcome<string, DeskRejoinRefusal>> {
  const hash = tokenHash(token);
  const stored = await findDeskRejoinForUpdate(tx, hash);
  if (!stored) return fail(UNKNOWN_DESK_REJOIN);
  const seller = proven.channel === 'InClub' ? proven.seller : undefined;
  const refusal = deskRejoinUseRefusal(stored, {
    sessionId: seller?.sessionId,
    kiosk: seller !== undefined && seller.kioskClubId !== null,
    ...sale,
  });
  if (refusal) return fail(refusal);
  if (stored.cartId === null) await bindDeskRejoin(tx, hash, sale.cartId);
  return succeed(stored.partyId);
}

/**
 * Why a stage without a rejoin token may not stage again a cart a desk rejoin is bound to: the
 * account the rejoin bound is proven by its token alone, with its seller's session, never by naming
 * it again, so a later stage can neither skip the token's checks (its seller, the kiosk, its 30
 * minutes) nor make the sale another person's while the rejoin stays bound to it.
 */
export async function tokenlessRestageRefusal(
  db: Queryable,
  cartId: string,
): Promise<DeskRejoinRefusal | undefined> {
  return (await findOpenDeskRejoinOfCart(db, cartId)) ? UNKNOWN_DESK_REJOIN : undefined;
}

/**
 * Why completion refuses a desk rejoin, before anything is charged: the former member rejoined in
 * another sale since this one was staged (their latest membership is no longer the one vouched
 * for), so this one would be a second membership. Undefined for any other sale.
 */
export async function deskRejoinCompletionRefusal(
  db: Queryable,
  cartId: string,
): Promise<string | undefined> {
  const rejoin = await findOpenDeskRejoinOfCart(db, cartId);
  if (!rejoin) return undefined;
  const latest = await latestPrimaryMembershipIdOf(db, rejoin.partyId);
  return latest === rejoin.formerMembershipId ? undefined : DESK_REJOIN_MESSAGES.rejoinedSince;
}

/**
 * Completes the desk rejoin of a sale, if it was one, in the completing transaction: its token is
 * used, and the new membership's audit trail says who vouched and which membership was taken up
 * again.
 */
export async function completeDeskRejoin(
  context: ModuleContext,
  tx: Queryable,
  sale: { cartId: string; membershipId: string; memberId: string },
): Promise<void> {
  const used = await useDeskRejoinOfCart(tx, sale.cartId, sale.membershipId, context.clock());
  if (!used) return;
  await recordStaffChange(
    context,
    tx,
    { staffId: used.staffId, displayName: used.staffName },
    {
      membershipId: sale.membershipId,
      memberId: sale.memberId,
      action: 'rejoin.completed',
      before: { membershipId: used.formerMembershipId },
      after: { membershipId: sale.membershipId, vouchedBy: used.staffName },
    },
  );
}
