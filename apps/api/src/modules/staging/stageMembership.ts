import type { SaleCredit } from '@clubjoin/contract/clubSales';
import type { StageRequest, StagedMember, StageResponse } from '@clubjoin/contract/staging';
import {
  SALE_CREDIT_NOT_AT_CLUB_MESSAGE,
  SALE_CREDIT_ONLINE_MESSAGE,
  SALE_CREDIT_SELF_MESSAGE,
} from '@clubjoin/domain/staff/saleCredit';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { stagedPartyIds } from '@clubjoin/domain/staging/partyIdsByPosition';
import { stagingRefusal } from '@clubjoin/domain/staging/stagingRequirements';
import { toPhoneDigits } from '@clubjoin/domain/validation/phoneNumber';
import type { Queryable } from '../../db/database';
import { transactionOutcome } from '../../db/transactionOutcome';
import { newCartId } from '../cart/cartIds';
import { cartOf, holdCartForChange, type StoredCart } from '../cart/orderCart';
import {
  accountOwningEmail,
  accountProvenByUpdateToken,
  enrolmentAccount,
} from '../identity/enrolmentAccount';
import { previousMemberPartyIds } from '../membership/previousMemberPartyIds';
import type { ModuleContext } from '../moduleContext';
import { teamMemberAtClub } from '../staff/saleTeam';
import type { ProvenChannel } from '../staff/staffAccessAnswer';
import { knownSale, purchaserFlowProblems, stageProblems } from './membershipForms';
import { deskRejoinParty, tokenlessRestageRefusal } from './deskRejoin';
import type { StagingFailure } from './stagingFailure';
import { deleteSaleCredit, saveSaleCredit } from './saleCreditStore';
import { findStagingForUpdate, saveStaging, type StagingWithRequest } from './stagingStore';

/**
 * A member as kept: the phone as its digits (product/member-forms.md#phone: Phone numbers are
 * stripped to digits).
 */
function withPhoneDigits<Member extends StagedMember>(member: Member): Member {
  return member.phone ? { ...member, phone: toPhoneDigits(member.phone) } : member;
}

/**
 * Why a stage does not match its cart (product/cart.md#who-prices-a-cart: the cart is the one
 * authority on what is sold): its ids, club, product and quantities must be the cart's, and it
 * names one member per adult beyond the primary and one per junior. Undefined when it matches.
 */
function mismatch(body: StageRequest, cart: StoredCart): StagingFailure | undefined {
  const pairs: [string, unknown, unknown][] = [
    ['magentoCartId', body.magentoCartId, cart.magentoCartId],
    ['orderId', body.orderId, cart.orderId],
    ['clubId', body.clubId, cart.clubId],
    ['productType', body.productType, cart.productType],
    ['productId', body.productId ?? cart.productId, cart.productId],
    ['adultProductQuantity', body.adultProductQuantity, cart.adultQuantity],
    ['juniorProductQuantity', body.juniorProductQuantity, cart.juniorQuantity],
  ];
  const differing = pairs.find(([, sent, kept]) => sent !== kept);
  if (differing) {
    const [field, sent, kept] = differing;
    return { kind: 'notTheCartsStage', cartId: cart.cartId, field, sent, kept };
  }
  const counts = [
    ['additional adults', cart.adultQuantity - 1, body.additionalMembers.length],
    ['juniors', cart.juniorQuantity, body.juniorMembers.length],
  ] as const;
  const miscounted = counts.find(([, expected, sent]) => sent !== expected);
  if (miscounted) {
    const [members, expected, sent] = miscounted;
    return { kind: 'memberCount', cartId: cart.cartId, members, expected, sent };
  }
  return undefined;
}

/** Who the caller proved to be, for binding the primary member to an account. */
export interface StagingCaller {
  /** The party of the member's live session, if the request carried one. */
  signedInPartyId: string | undefined;
  /** The channel proof decided, with the seller of an in-club sale (docs/decisions/0028). */
  proven: ProvenChannel;
}

/**
 * Who is credited with a stage's sale (docs/decisions/0028): the seller of an in-club sale, alone
 * or with the team member of the club the split names; none online, where a split is refused. A
 * split with oneself or with someone who does not work at the club is refused with its message.
 */
async function saleCreditOf(
  db: Queryable,
  proven: ProvenChannel,
  split: StageRequest['saleCredit'],
  clubId: string,
): Promise<Outcome<SaleCredit | undefined, StagingFailure>> {
  const refuse = (field: string, message: string) =>
    fail<StagingFailure>({ kind: 'invalidFields', fields: [{ field, message }] });
  if (proven.channel === 'Online') {
    return split ? refuse('body.saleCredit', SALE_CREDIT_ONLINE_MESSAGE) : succeed(undefined);
  }
  const { seller } = proven;
  const sold = { staffId: seller.staffId, displayName: seller.displayName };
  if (!split) return succeed([{ ...sold, percent: 100 }]);
  if (split.partnerStaffId === seller.staffId) {
    return refuse('body.saleCredit.partnerStaffId', SALE_CREDIT_SELF_MESSAGE);
  }
  const partner = await teamMemberAtClub(db, split.partnerStaffId, clubId);
  if (!partner) return refuse('body.saleCredit.partnerStaffId', SALE_CREDIT_NOT_AT_CLUB_MESSAGE);
  return succeed([
    { ...sold, percent: split.sellerPercent },
    { ...partner, percent: split.partnerPercent },
  ]);
}

/**
 * The account the primary member joins with, decided by proof alone
 * (product/accounts-and-sign-in.md#accounts-and-proof): the former member a seller vouched for at
 * the desk, by the rejoin token presented with that seller's session (docs/decisions/0039), else
 * the reservation whose update token the caller holds (a new account made in this enrolment), else
 * the account of the caller's session (an existing account, a rejoin), else the account an earlier
 * staging of this cart bound, when the caller names it again (never a desk rejoin's: that cart is
 * staged again only with its token). A party id that is an account's, sent
 * without proof, is refused; any other unproven party id is ignored. Undefined: no account.
 */
async function boundAccount(
  db: Queryable,
  caller: StagingCaller,
  body: StageRequest,
  previous: StagingWithRequest | undefined,
  sale: { cartId: string; now: Date },
): Promise<Outcome<string | undefined, StagingFailure>> {
  const named = body.primaryMember?.partyId ?? undefined;
  if (body.rejoinToken) {
    const rejoined = await deskRejoinParty(db, caller.proven, body.rejoinToken, {
      ...sale,
      clubId: body.clubId,
    });
    return rejoined.ok ? rejoined : fail({ kind: 'deskRejoin', refusal: rejoined.failure });
  }
  // Only a stage again can find a rejoin bound to its cart: the first stage binds it.
  const restageRefusal = previous && (await tokenlessRestageRefusal(db, sale.cartId));
  if (restageRefusal) return fail({ kind: 'deskRejoin', refusal: restageRefusal });
  if (body.updateToken) {
    const proven =
      named === undefined
        ? undefined
        : await accountProvenByUpdateToken(db, named, body.updateToken);
    return proven ? succeed(proven.partyId) : fail({ kind: 'reservationClosed' });
  }
  if (caller.signedInPartyId) return succeed(caller.signedInPartyId);
  if (named !== undefined && named === previous?.accountPartyId) return succeed(named);
  if (named !== undefined && (await enrolmentAccount(db, named))) {
    return fail({ kind: 'notSignedIn' });
  }
  return succeed(undefined);
}

/**
 * Refuses a primary member whose email is another account's: only its owner, signed in, may
 * join with it (an account belongs to whoever proved the email).
 */
async function checkPrimaryEmail(
  db: Queryable,
  primary: StagedMember | null | undefined,
  accountPartyId: string | undefined,
): Promise<Outcome<void, StagingFailure>> {
  if (!primary?.email) return succeed();
  const owner = await accountOwningEmail(db, primary.email);
  return owner && owner.partyId !== accountPartyId ? fail({ kind: 'emailHasAccount' }) : succeed();
}

/**
 * The party ids a staging hands out, none taken from the caller unproven
 * (product/payment-and-confirmation.md#staging: by position, kept across re-stagings): the primary
 * member's is the bound account's, else the one this cart's staging gave before, else new; an
 * additional adult or junior keeps a party id only when an earlier staging of this cart gave it or
 * it is a member of the bound account's previous membership
 * (product/member-forms.md#member-info-form: Select a previous member); a purchaser's is the
 * earlier one, else new.
 */
async function partyIdsOf(
  db: Queryable,
  body: StageRequest,
  previous: StagingWithRequest | undefined,
  accountPartyId: string | undefined,
) {
  const formerMembers = accountPartyId
    ? await previousMemberPartyIds(db, accountPartyId)
    : new Set<string>();
  const handedOut = new Set([
    ...(previous?.additionalMemberPartyIds ?? []),
    ...(previous?.juniorMemberPartyIds ?? []),
  ]);
  const allowed = (member: StagedMember) => {
    const partyId = member.partyId ?? undefined;
    return partyId !== undefined && (handedOut.has(partyId) || formerMembers.has(partyId))
      ? partyId
      : undefined;
  };
  const unboundPrimary =
    previous && previous.accountPartyId === undefined ? previous.primaryPartyId : undefined;
  return {
    primary: accountPartyId ?? unboundPrimary ?? newCartId(),
    additional: stagedPartyIds(
      body.additionalMembers.map(allowed),
      previous?.additionalMemberPartyIds ?? [],
      newCartId,
    ),
    junior: stagedPartyIds(
      body.juniorMembers.map(allowed),
      previous?.juniorMemberPartyIds ?? [],
      newCartId,
    ),
    purchaser: previous?.request.purchaser?.partyId ?? newCartId(),
  };
}

/** The request as staged: every member's phone as digits, every party id the one decided. */
function asStaged(
  body: StageRequest,
  partyIds: Awaited<ReturnType<typeof partyIdsOf>>,
): StageRequest {
  const { updateToken: _proof, rejoinToken: _rejoin, ...request } = body;
  return {
    ...request,
    primaryMember: body.primaryMember && {
      ...withPhoneDigits(body.primaryMember),
      partyId: partyIds.primary,
    },
    additionalMembers: body.additionalMembers.map((member, index) => ({
      ...withPhoneDigits(member),
      partyId: partyIds.additional[index],
    })),
    juniorMembers: body.juniorMembers.map((member, index) => ({
      ...withPhoneDigits(member),
      partyId: partyIds.junior[index],
    })),
    purchaser: body.purchaser && {
      ...withPhoneDigits(body.purchaser),
      partyId: partyIds.purchaser,
    },
  };
}

/**
 * Stages a membership (product/payment-and-confirmation.md#staging): refuses with the spec's
 * message when the primary member, the transaction or the address is missing or the primary member
 * cannot be mapped; checks the stage against its cart, which must not be in payment; binds the
 * primary member to an account by proof alone; runs every form the stage carries
 * (product/member-forms.md#member-info-form: the members, the address, the program information)
 * with what the server knows of the sale, failing with the forms' messages; refuses an email that
 * is another account's; then stores the cart's one staging with the party ids it decided (kept
 * across re-stagings), and answers them with the cart's revised total and the transaction ids.
 */
export async function stageMembership(
  context: ModuleContext,
  caller: StagingCaller,
  body: StageRequest,
): Promise<Outcome<StageResponse, StagingFailure>> {
  const { db, clock } = context;
  const refusal = stagingRefusal({
    primaryMember: body.primaryMember
      ? { partyId: body.primaryMember.partyId ?? undefined }
      : undefined,
    transaction: {
      cartId: body.cartId ?? undefined,
      magentoCartId: body.magentoCartId ?? undefined,
      orderId: body.orderId ?? undefined,
    },
    membershipAddress: body.membershipAddress ?? undefined,
    purchaserPaysForChild: Boolean(body.purchaser),
  });
  if (refusal) return fail({ kind: 'incomplete', message: refusal });
  const unpaired = purchaserFlowProblems(body);
  if (unpaired.length > 0) return fail({ kind: 'invalidFields', fields: unpaired });
  // stagingRefusal has checked the ids and the primary member are there.
  const cartId = body.cartId as string;
  const cart = await cartOf(db, cartId);
  if (!cart) return fail({ kind: 'cart', failure: { kind: 'unknownCart', cartId } });
  const wrong = mismatch(body, cart);
  if (wrong) return fail(wrong);
  const credit = await saleCreditOf(db, caller.proven, body.saleCredit, cart.clubId);
  if (!credit.ok) return credit;
  const saleCredit = credit.value;
  const sale = await knownSale(context, cart, body.purchaserFlow ?? undefined);
  const now = clock();
  return transactionOutcome(db, async (tx) => {
    const held = await holdCartForChange(tx, cartId);
    if (!held.ok) return fail({ kind: 'cart', failure: held.failure });
    const previous = await findStagingForUpdate(tx, cartId);
    if (body.stagingId && body.stagingId !== previous?.stagingId) {
      return fail({ kind: 'otherCartsStaging', stagingId: body.stagingId, cartId });
    }
    const bound = await boundAccount(tx, caller, body, previous, { cartId, now });
    if (!bound.ok) return bound;
    const accountPartyId = bound.value;
    const account = accountPartyId ? await enrolmentAccount(tx, accountPartyId) : undefined;
    const problems = stageProblems(sale, body, account?.username);
    if (problems.length > 0) return fail({ kind: 'invalidFields', fields: problems });
    const email = await checkPrimaryEmail(tx, body.primaryMember, accountPartyId);
    if (!email.ok) return email;
    const partyIds = await partyIdsOf(tx, body, previous, accountPartyId);
    const staging = {
      stagingId: previous?.stagingId ?? newCartId(),
      primaryPartyId: partyIds.primary,
      additionalMemberPartyIds: partyIds.additional,
      juniorMemberPartyIds: partyIds.junior,
      accountPartyId,
    };
    const { channel } = caller.proven;
    const stagingId = await saveStaging(
      tx,
      { ...staging, cartId, channel, request: { ...asStaged(body, partyIds), channel } },
      now,
    );
    if (saleCredit) await saveSaleCredit(tx, cartId, cart.clubId, saleCredit, now);
    else await deleteSaleCredit(tx, cartId);
    return succeed({
      additionalMemberPartyIds: staging.additionalMemberPartyIds,
      juniorMemberPartyIds: staging.juniorMemberPartyIds,
      revisedOrderTotal: held.value.priced.summary.revisedOrderTotal,
      cartId,
      magentoCartId: cart.magentoCartId,
      orderId: cart.orderId,
      stagingId,
      partyId: staging.primaryPartyId,
      channel,
      ...(saleCredit ? { saleCredit } : {}),
    });
  });
}
