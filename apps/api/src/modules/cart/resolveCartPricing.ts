import type { Currency } from '@clubjoin/domain/money/currency';
import type { CartAddOn, CartPoolPass } from '@clubjoin/domain/pricing/cartInput';
import { POOL_PASS_ADULT_SKU, POOL_PASS_JUNIOR_SKU } from '@clubjoin/domain/catalog/poolPass';
import { teamVipRuleFor } from '@clubjoin/domain/pricing/teamVipRule';
import { checkClubCoupon } from '../coupon/checkClubCoupon';
import type { ModuleContext } from '../moduleContext';
import { findPoolPassSeason } from '../product/findPoolPassSeason';
import { findPublicImprovementFee } from '../product/findTaxRules';
import { listAddOnBundles } from '../product/listAddOnBundles';
import { listClubCategories } from '../product/listClubCategories';
import {
  passCardDoor,
  verifyDoorCredentials,
  type DoorCredentials,
  type VerifiedDoorProof,
} from '../product/membershipDoors';
import { selectTypePromotions } from '../product/selectTypePromotions';
import { cartAddOns } from './cartAddOns';
import type { CartChoice, PricingInput } from './cartChoice';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import { type CartFailure, fromProduct } from './cartFailure';
import { cartProduct } from './cartProduct';
import { cartPromotion } from './cartPromotion';

/** A cart choice resolved against the catalog: what it is priced from, and what it named. */
export interface ResolvedCart {
  pricing: PricingInput;
  currency: Currency;
  productId: string;
  mmsPromotionCode: string;
  /**
   * The request named no promotion: the selected one was priced (product/cart.md#saving-a-cart:
   * logged as a warning).
   */
  promotionDefaulted: boolean;
  /** What the server verified of the ways in presented, kept for completion to judge again. */
  doorProof: VerifiedDoorProof;
}

/** The coupon a cart is priced with: it must be usable at the club now through the channel. */
async function usableCoupon(
  context: ModuleContext,
  choice: CartChoice,
): Promise<Outcome<string | undefined, CartFailure>> {
  const code = choice.coupon;
  if (code === undefined) return succeed(undefined);
  const checked = await checkClubCoupon(context, {
    clubId: choice.clubId,
    code,
    channel: choice.channel,
  });
  if (!checked.ok) {
    return fail({ kind: 'product', failure: { kind: 'unknownClub', clubId: choice.clubId } });
  }
  const answer = checked.value;
  return answer.verdict === 'valid'
    ? succeed(code)
    : fail({ kind: 'couponRefused', code, verdict: answer.verdict });
}

/**
 * The add-ons chosen, priced from the bundles offered with the product
 * (product/add-ons-and-pool-pass.md#add-on-bundles).
 */
async function chosenAddOns(
  context: ModuleContext,
  choice: CartChoice,
  coupon: string | undefined,
): Promise<Outcome<CartAddOn[], CartFailure>> {
  if (choice.addOns.length === 0) return succeed([]);
  const offer = fromProduct(
    await listAddOnBundles(context, {
      clubId: choice.clubId,
      productType: choice.productType,
      couponCode: coupon,
    }),
  );
  if (!offer.ok) return offer;
  return cartAddOns(offer.value.bundles, choice);
}

/**
 * Summer pool access (product/add-ons-and-pool-pass.md#pool-pass-offer) from the season on sale,
 * when chosen; never with a day pass.
 */
async function chosenPoolPass(
  context: ModuleContext,
  choice: CartChoice,
): Promise<Outcome<CartPoolPass | undefined, CartFailure>> {
  if (!choice.poolPass) return succeed(undefined);
  if (choice.productType === 'DayPass') return fail({ kind: 'dayPassPoolPass' });
  const season = fromProduct(await findPoolPassSeason(context, choice.clubId, undefined));
  if (!season.ok) return season;
  if (season.value.poolPasses.length === 0) {
    return fail({ kind: 'noPoolPassSeason', clubId: choice.clubId });
  }
  const priceOf = (sku: string) =>
    season.value.poolPasses.find((pass) => pass.sku === sku)?.price ?? 0;
  return succeed({
    adultPrice: priceOf(POOL_PASS_ADULT_SKU),
    juniorPrice: priceOf(POOL_PASS_JUNIOR_SKU),
  });
}

/**
 * A waitlist join needs a waitlist category of the product type at the club
 * (product/flows.md#flows, product/pricing-and-dues.md#price-details).
 */
async function waitlistOffered(
  context: ModuleContext,
  choice: CartChoice,
): Promise<Outcome<void, CartFailure>> {
  if (!choice.waitlist) return succeed();
  const listed = fromProduct(await listClubCategories(context, choice.clubId));
  if (!listed.ok) return listed;
  const offered = listed.value.categories.some(
    (category) =>
      category.productType === choice.productType && category.flows.includes('Waitlist'),
  );
  return offered
    ? succeed()
    : fail({ kind: 'noWaitlist', clubId: choice.clubId, productType: choice.productType });
}

/**
 * Gathers what a cart is priced from (product/cart.md#who-prices-a-cart: the cart service loads
 * plain data and calls the domain): the club, the product for the quantities, which must be sold
 * through its door to what the server verified of the ways in presented (issue 15 §2), the
 * promotion offered now (the coupon's coupon-only ones among them), the add-ons and pool pass from
 * the catalog, the club's public improvement fee, team VIP for the Employee membership, and the
 * clock's instant as the join. Nothing priced comes from the request.
 */
export async function resolveCartPricing(
  context: ModuleContext,
  choice: CartChoice,
  credentials: DoorCredentials,
): Promise<Outcome<ResolvedCart, CartFailure>> {
  const coupon = await usableCoupon(context, choice);
  if (!coupon.ok) return coupon;
  const doorProof = await verifyDoorCredentials(context, choice.clubId, credentials);
  const selection = fromProduct(
    await selectTypePromotions(context, {
      clubId: choice.clubId,
      productType: choice.productType,
      couponCode: coupon.value,
      promotionName: undefined,
    }),
  );
  if (!selection.ok) return selection;
  const { sale, card, offer } = selection.value;
  const door = fromProduct(await passCardDoor(sale, card, doorProof, 'sell'));
  if (!door.ok) return door;
  const product = cartProduct(sale.club, card, choice);
  if (!product.ok) return product;
  const promotion = cartPromotion(offer.promotions, choice);
  if (!promotion.ok) return promotion;
  const addOns = await chosenAddOns(context, choice, coupon.value);
  if (!addOns.ok) return addOns;
  const poolPass = await chosenPoolPass(context, choice);
  if (!poolPass.ok) return poolPass;
  const waitlist = await waitlistOffered(context, choice);
  if (!waitlist.ok) return waitlist;
  const { club } = sale;
  const chosen = promotion.value.promotion;
  return succeed({
    currency: sale.currency,
    productId: product.value.productId,
    mmsPromotionCode: chosen.mmsPromotionCode,
    promotionDefaulted: promotion.value.defaulted,
    doorProof,
    pricing: {
      club: { state: club.stateAbbr, timeZone: club.timeZone, open: club.open },
      ...optional('flow', choice.waitlist ? ('Waitlist' as const) : undefined),
      product: {
        productCode: product.value.sku,
        productName: card.productName,
        productType: card.productType,
      },
      price: product.value.price,
      adultQuantity: choice.adultQuantity,
      juniorQuantity: choice.juniorQuantity,
      promotion: {
        monthlyDuesDiscount: chosen.monthlyDuesDiscount,
        joiningFeeDiscount: chosen.joiningFeeDiscount,
        defersJoiningFees: chosen.defersJoiningFees,
      },
      addOns: addOns.value,
      ...optional('poolPass', poolPass.value),
      ...optional('teamVip', teamVipRuleFor(choice.productType)),
      ...optional('publicImprovementFee', await findPublicImprovementFee(context, club.mmsClubId)),
      joinedAt: context.clock().toISOString(),
    },
  });
}

/** `{ [key]: value }` when there is a value, else nothing: jsonb keeps no undefined keys. */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
