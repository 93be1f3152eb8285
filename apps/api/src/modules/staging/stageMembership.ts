import type { StageRequest, StagedMember, StageResponse } from '@clubjoin/contract/staging';
import { stagedPartyIds } from '@clubjoin/domain/staging/partyIdsByPosition';
import { stagingRefusal } from '@clubjoin/domain/staging/stagingRequirements';
import { toPhoneDigits } from '@clubjoin/domain/validation/phone';
import { HttpError } from '../../http/httpError';
import { newCartId } from '../cart/cartIds';
import { findCart, type StoredCart } from '../cart/store';
import type { ModuleContext } from '../moduleContext';
import { findStagingForUpdate, saveStaging } from './stagingStore';

/** A member as kept: the phone as its digits (01 §5 "Phone numbers are stripped to digits"). */
function withPhoneDigits(member: StagedMember): StagedMember {
  return member.phone ? { ...member, phone: toPhoneDigits(member.phone) } : member;
}

/** The request as staged: every member's phone as digits. */
function asStaged(body: StageRequest): StageRequest {
  return {
    ...body,
    primaryMember: body.primaryMember && withPhoneDigits(body.primaryMember),
    additionalMembers: body.additionalMembers.map(withPhoneDigits),
    juniorMembers: body.juniorMembers.map(withPhoneDigits),
    purchaser: body.purchaser && withPhoneDigits(body.purchaser),
  };
}

/**
 * Why a stage does not match its cart (03 §3: the cart is the one authority on what is sold):
 * its ids, club, product and quantities must be the cart's, and it names one member per adult
 * beyond the primary and one per junior. Undefined when it matches.
 */
function mismatch(body: StageRequest, cart: StoredCart): string | undefined {
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
    return `The stage does not match cart ${cart.cartId}: ${field} is ${String(sent)}, the cart’s is ${String(kept)}.`;
  }
  const adults = cart.adultQuantity - 1;
  if (body.additionalMembers.length !== adults) {
    return `Cart ${cart.cartId} is for ${adults} additional adults: send one member for each, not ${body.additionalMembers.length}.`;
  }
  if (body.juniorMembers.length !== cart.juniorQuantity) {
    return `Cart ${cart.cartId} is for ${cart.juniorQuantity} juniors: send one member for each, not ${body.juniorMembers.length}.`;
  }
  return undefined;
}

/**
 * Stages a membership (01 §4 staging, 01 §5, 01 §7 stage): refuses with the spec's message when
 * the primary member, the transaction or the address is missing or the primary member cannot be
 * mapped; checks the stage against its cart; then stores the cart's one staging, handing out
 * party ids by position (kept across re-stagings), and answers them with the cart's revised
 * total and the transaction ids.
 */
export async function stageMembership(
  { db, clock }: ModuleContext,
  body: StageRequest,
): Promise<StageResponse> {
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
  if (refusal) throw new HttpError(400, refusal);
  // stagingRefusal has checked the ids and the primary member are there.
  const cartId = body.cartId as string;
  const cart = await findCart(db, cartId);
  if (!cart) throw new HttpError(404, `Cart ${cartId} was not found.`);
  const wrong = mismatch(body, cart);
  if (wrong) throw new HttpError(400, wrong);
  const now = clock();
  return db.transaction(async (tx) => {
    const previous = await findStagingForUpdate(tx, cartId);
    if (body.stagingId && body.stagingId !== previous?.stagingId) {
      throw new HttpError(400, `Staging ${body.stagingId} is not the staging of cart ${cartId}.`);
    }
    const staging = {
      stagingId: previous?.stagingId ?? newCartId(),
      primaryPartyId: body.primaryMember?.partyId ?? previous?.primaryPartyId ?? newCartId(),
      additionalMemberPartyIds: stagedPartyIds(
        body.additionalMembers.map((member) => member.partyId ?? undefined),
        previous?.additionalMemberPartyIds ?? [],
        newCartId,
      ),
      juniorMemberPartyIds: stagedPartyIds(
        body.juniorMembers.map((member) => member.partyId ?? undefined),
        previous?.juniorMemberPartyIds ?? [],
        newCartId,
      ),
    };
    const stagingId = await saveStaging(
      tx,
      { ...staging, cartId, channel: body.channel, request: asStaged(body) },
      now,
    );
    return {
      additionalMemberPartyIds: staging.additionalMemberPartyIds,
      juniorMemberPartyIds: staging.juniorMemberPartyIds,
      revisedOrderTotal: cart.priced.summary.revisedOrderTotal,
      cartId,
      magentoCartId: cart.magentoCartId,
      orderId: cart.orderId,
      stagingId,
      partyId: staging.primaryPartyId,
    };
  });
}
