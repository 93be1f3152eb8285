import type { SaveCartRequestV2 } from '@clubjoin/contract/cart';
import { getCartSummary, saveCartV2Post, saveCartV2Put } from '@clubjoin/contract/cart';
import type { EndpointOutput } from '@clubjoin/contract/endpoint';
import type { PoolPassChoice } from '@clubjoin/domain/catalog/poolPassChoice';
import { takesPoolPass } from '@clubjoin/domain/catalog/poolPassChoice';
import type { z } from 'zod';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { clubStore } from '../stores/clubStore';
import { couponStore, validCouponCode } from '../stores/couponStore';
import { employeeLinkOf } from '../stores/employeeLink';
import { saleChannel } from '../stores/inClubSaleStore';
import type { MembershipState } from '../stores/membershipState';
import { membershipStore } from '../stores/membershipStore';
import { poolPassStore } from '../stores/poolPassStore';

/** The cart service's answer to a save: its ids, the priced cart, its case and its summary. */
export type SavedMembershipCart = EndpointOutput<typeof saveCartV2Post>;

/** What a save sends, before the contract's defaults fill in. */
type SaveBody = z.input<typeof SaveCartRequestV2>;

/** Why the cart cannot be saved yet: the summary says so instead of calling the service. */
export class CartNotReady extends Error {
  override readonly name = 'CartNotReady';
}

/** The parts of the other stores a cart save reads. */
export interface CartSaveSources {
  membership: MembershipState;
  clubId: string | undefined;
  /**
   * The coupon the server said is valid (product/membership-and-promotions.md#coupons), else
   * undefined.
   */
  coupon: string | undefined;
  /** The summer pool access offered on Add Members and the person's answer. */
  poolPass: PoolPassChoice;
}

/**
 * The body of the cart save (product/cart.md#saving-a-cart): the club, the chosen product for the
 * member counts with its promotion, the coupon, referral, the link's employee id and the program
 * identifier (the ways into a restricted membership) and chosen add-ons, the pool pass
 * when the person took it (the service adds one per adult and per junior), and with a
 * transaction its ids and the version last read, which makes the save an update. The product's
 * id and sku go only while the product is the one for this many adults: after the adults changed
 * in a flow without membership cards, the service finds the product of the type for them. Prices
 * are never sent (product/cart.md#who-prices-a-cart: the cart service prices).
 */
export function cartSaveBody({ membership, clubId, coupon, poolPass }: CartSaveSources): SaveBody {
  const { product, quantities, transaction } = membership;
  if (clubId === undefined) throw new CartNotReady('No club is chosen.');
  if (product === undefined) throw new CartNotReady('No membership is chosen.');
  const productFitsAdults =
    product.quantity === undefined || product.quantity === quantities.adults;
  const update = transaction?.cartId !== undefined && transaction.magentoCartId !== undefined;
  return {
    ...(update && {
      cartId: transaction.cartId,
      magentoCartId: transaction.magentoCartId,
      orderId: transaction.orderId,
      version: transaction.cartVersion,
    }),
    partyId: transaction?.partyId ?? membership.memberAccount?.partyId,
    clubId,
    productType: product.productType,
    ...(productFitsAdults && { productId: product.productId, productSku: product.sku }),
    adultProductQuantity: quantities.adults,
    juniorProductQuantity: quantities.juniors,
    mmsPromotionCode: product.mmsPromotionCode,
    coupon,
    referral: membership.options.referral,
    // The ways into a restricted membership (issue 15 §2), besides the coupon.
    employeeId: employeeLinkOf(membership),
    partnerProgramIdentifierParts: membership.partnerProgramIdentifierParts,
    addOnProductsSelected: (membership.addOnBundle?.products ?? []).map(
      ({ productId, quantity }) => ({ productId, quantity }),
    ),
    waitlist: membership.membershipDescriptor.flows.includes('Waitlist'),
    poolPass: takesPoolPass(poolPass, product.productType),
    membershipAddressState: membership.membershipAddress?.state,
    // Online, or InClub for a sale started at the club's settings page; the server decides from
    // the team member's session (docs/decisions/0028).
    channel: saleChannel(),
  };
}

/** The stores' state as a cart save reads it. */
function currentSources(): CartSaveSources {
  return {
    membership: membershipStore.getState(),
    clubId: clubStore.getState().club?.mmsClubId,
    coupon: validCouponCode(couponStore.getState()),
    poolPass: poolPassStore.getState(),
  };
}

const isStaleVersion = (error: ApiError) => error.status === 409;

/**
 * An update's body with the version the cart holds now (product/cart.md#cart-lifecycle: refreshed
 * from the cart service).
 */
async function withCurrentVersion(body: SaveBody, signal: AbortSignal): Promise<SaveBody> {
  const { cartId, magentoCartId, partyId, productType, clubId } = body;
  if (!cartId || !magentoCartId || !partyId) return body;
  const current = await trackedCall(
    getCartSummary,
    { params: { clubId, cartId, magentoCartId, partyId, type: productType } },
    { signal },
  );
  return { ...body, version: current.version };
}

/** Creates the cart, or updates it; a stale update reads the cart's version and tries once more. */
async function sendSave(body: SaveBody, signal: AbortSignal): Promise<SavedMembershipCart> {
  if (body.cartId === undefined) return trackedCall(saveCartV2Post, { body }, { signal });
  try {
    return await trackedCall(saveCartV2Put, { body }, { signal, handled: isStaleVersion });
  } catch (error) {
    if (!(error instanceof ApiError) || !isStaleVersion(error)) throw error;
    return trackedCall(saveCartV2Put, { body: await withCurrentVersion(body, signal) }, { signal });
  }
}

/**
 * Saves the membership's cart (product/cart.md#cart-lifecycle: saved by create or update, then
 * refreshed from the cart service): creates it, or updates the one the transaction names, and
 * stores the answer's ids, version and cart summary in the membership. Every call goes through
 * the call tracker, so a failure opens the error modal; the failure is rethrown for the caller.
 * An update that another save overtook (409) is retried once with the cart's current version.
 */
export async function saveMembershipCart(signal: AbortSignal): Promise<SavedMembershipCart> {
  const sources = currentSources();
  const saved = await sendSave(cartSaveBody(sources), signal);
  membershipStore.setState((state) => ({
    // A cart saved with the valid coupon has used it (product/membership-and-promotions.md#coupons:
    // warned of when discarded).
    ...(sources.coupon !== undefined && { couponUsed: sources.coupon }),
    transaction: {
      ...state.transaction,
      cartId: saved.cartId,
      magentoCartId: saved.magentoCartId,
      orderId: saved.orderId,
      partyId: saved.partyId,
      cartVersion: saved.version,
    },
    cartSummary: saved.summary,
  }));
  return saved;
}
