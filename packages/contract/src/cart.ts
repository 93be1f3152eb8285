import { PAYMENT_KINDS } from '@clubjoin/domain/pricing/cardSurcharge';
import type { CartEntry as DomainCartEntry } from '@clubjoin/domain/pricing/cartEntry';
import { CART_CATEGORIES, DISCOUNT_NAMES, REASON_CODES } from '@clubjoin/domain/pricing/cartEntry';
import type { CartResponse as DomainCartResponse } from '@clubjoin/domain/pricing/cartResponse';
import type { CartSummary as DomainCartSummary } from '@clubjoin/domain/pricing/cartSummary';
import { PRICING_CASES } from '@clubjoin/domain/pricing/pricingCase';
import { countryOfState } from '@clubjoin/domain/validation/regions';
import { CHANNELS, PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { MAX_ADULTS, MAX_JUNIORS, MIN_ADULTS } from '@clubjoin/domain/wizard/quantities';
import { z } from 'zod';
import type { Assignable } from './catalog/assignable';
import { CouponCode } from './coupon';
import { defineEndpoint } from './endpoint';
import {
  CATEGORY_TOKEN_HEADER,
  ClubCurrency,
  EmployeeIdParameter,
  ProductTypeParam,
} from './product';
import { ClubId } from './catalog/clubId';
import { OpaqueId } from './id';
import { Text } from './text';

/**
 * A signed amount of cents (product/pricing-and-dues.md#money): totals and discounts are whole
 * cents.
 */
export const Cents = z.number().int();
/** A rate in parts per million (1 % is 10 000), as the domain holds it. */
const Rate = z.number().int().nonnegative();

/** A US state or Canadian province abbreviation, read in capitals ('mn' is MN). */
export const RegionAbbreviation = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (abbreviation) => countryOfState(abbreviation) !== undefined,
    'A state is the 2-letter abbreviation of a US state or Canadian province',
  );

/** One add-on chosen (product/cart.md#saving-a-cart: productId, quantity). */
export const SelectedAddOn = z
  .object({
    productId: OpaqueId,
    quantity: z.number().int().min(1, 'An add-on is chosen at least once').default(1),
  })
  .meta({ id: 'SelectedAddOn' });

/**
 * A partner program's member identifier (product/member-forms.md#program-information: programId,
 * formatId, identifierPartValues of formatPartId and value), as the program information form takes
 * it.
 */
export const PartnerProgramIdentifierParts = z
  .object({
    programId: OpaqueId,
    formatId: OpaqueId,
    identifierPartValues: z
      .array(z.object({ formatPartId: OpaqueId, value: Text.trim().max(100) }))
      .max(10)
      .describe('One value per identifier part of the program, in its order'),
  })
  .meta({ id: 'PartnerProgramIdentifierParts' });

/**
 * The body of a cart save (product/cart.md#saving-a-cart: create or update). Without `cartId` it
 * creates a cart; with it, it updates that cart, which needs its `magentoCartId` and the `version`
 * last read (a stale version answers 409, so two updates racing never lose one silently).
 */
export const SaveCartRequest = z
  .object({
    cartId: OpaqueId.nullish().describe('Absent to create a cart; the cart’s id to update it'),
    magentoCartId: OpaqueId.nullish().describe('Required with cartId'),
    partyId: OpaqueId.nullish().describe(
      'The member’s party id once known; a new cart without one is given an opaque one',
    ),
    orderId: OpaqueId.nullish().describe('When given on an update, must be the cart’s'),
    clubId: ClubId,
    productType: ProductTypeParam,
    productId: OpaqueId.nullish().describe(
      'When given, must be the product of productType for adultProductQuantity',
    ),
    adultProductQuantity: z.number().int().min(MIN_ADULTS).max(MAX_ADULTS),
    juniorProductQuantity: z.number().int().min(0).max(MAX_JUNIORS),
    mmsPromotionCode: Text.trim()
      .max(64)
      .nullish()
      .describe('Absent: the promotion selected for the type (default or coupon’s) is priced'),
    coupon: CouponCode.nullish(),
    referral: Text.trim().max(200).nullish(),
    employeeId: EmployeeIdParameter.nullish().describe(
      'The link’s employeeId parameter as given: opens the Employee membership’s door',
    ),
    partnerProgramIdentifierParts: PartnerProgramIdentifierParts.nullish().describe(
      'The member identifier of the coupon’s partner program: the Medicare memberships are sold only with it',
    ),
    addOnProductsSelected: z.array(SelectedAddOn).max(20).default([]),
    productSku: OpaqueId.nullish().describe('When given, must match productId'),
    promotionSku: OpaqueId.nullish().describe('When given, must match mmsPromotionCode'),
    paymentKind: z
      .enum(PAYMENT_KINDS)
      .nullish()
      .describe('Chosen at payment: only credit carries the surcharge in revisedOrderTotal'),
    version: z
      .number()
      .int()
      .min(1)
      .nullish()
      .describe('Required with cartId: the version the caller last read (409 when stale)'),
  })
  .meta({ id: 'SaveCartRequest' });
export type SaveCartRequest = z.infer<typeof SaveCartRequest>;

/** v2 adds what v1 lacks: the waitlist, the pool pass, the member's state and the channel. */
export const SaveCartRequestV2 = SaveCartRequest.extend({
  waitlist: z
    .boolean()
    .default(false)
    .describe(
      'A waitlist join (product/pricing-and-dues.md#price-details): nothing is charged until activation',
    ),
  poolPass: z
    .boolean()
    .default(false)
    .describe(
      'Adds summer pool access for every adult and junior (product/add-ons-and-pool-pass.md#pool-pass-offer)',
    ),
  membershipAddressState: RegionAbbreviation.nullish().describe(
    'The member’s address state: it, not the club’s, decides taxes and the surcharge',
  ),
  channel: z.enum(CHANNELS).default('Online').describe('Which client access a coupon must allow'),
}).meta({ id: 'SaveCartRequestV2' });
export type SaveCartRequestV2 = z.infer<typeof SaveCartRequestV2>;

/**
 * One discount on an entry (product/pricing-and-dues.md#discounts: ACTION, JOININGFEE, TEAMVIP or
 * PRORATE; value; balance).
 */
export const CartDiscount = z
  .object({ name: z.enum(DISCOUNT_NAMES), value: Cents, balance: Cents })
  .meta({ id: 'CartDiscount' });

/** One line of the cart (product/cart.md#cart-entries), amounts in cents. */
export const CartEntry = z
  .object({
    productCode: z.string(),
    name: z.string(),
    reasonCode: z.enum(REASON_CODES).optional().describe('Dues entries only'),
    category: z.enum(CART_CATEGORIES),
    quantity: z.number().int(),
    basePrice: Cents,
    discounts: z.array(CartDiscount),
    totalPrice: Cents,
    tax: Cents,
  })
  .meta({ id: 'CartEntry' });
export type CartEntry = z.infer<typeof CartEntry>;
/**
 * Compiles only while the contract's entry is the domain's.
 * @typeCheck
 */
export type CartEntryIsDomain = Assignable<CartEntry, DomainCartEntry>;

/** product/pricing-and-dues.md#public-improvement-fee: description, amount, rate, tax. */
export const CartPublicImprovementFee = z
  .object({ description: z.string(), rate: Rate, amount: Cents, tax: Cents })
  .meta({ id: 'CartPublicImprovementFee' });

/** product/pricing-and-dues.md#card-surcharge: description, rate, amount, tax. */
export const CartCardSurcharge = z
  .object({ description: z.string(), rate: Rate, amount: Cents, tax: Cents })
  .meta({ id: 'CartCardSurcharge' });

const pricedCartFields = {
  entries: z.array(CartEntry),
  subTotal: Cents.describe('Entries’ totals plus the public improvement fee'),
  totalTax: Cents,
  totalTaxWithSurcharge: Cents,
  publicImprovementFee: CartPublicImprovementFee,
  cardSurchargeFee: CartCardSurcharge.describe(
    'Priced as for a credit card until another payment kind is chosen',
  ),
  totalPriceWithTax: Cents,
  totalPriceWithTaxAndSurcharge: Cents,
};

const cartIdFields = {
  cartId: OpaqueId,
  magentoCartId: OpaqueId,
  orderId: OpaqueId,
  partyId: OpaqueId,
  version: z.number().int().min(1).describe('Send it back with the next update'),
};

/** The cart save response (product/cart.md#saving-a-cart): its ids and the priced cart. */
export const SavedCart = z
  .object({ ...cartIdFields, ...pricedCartFields })
  .meta({ id: 'SavedCart' });
export type SavedCart = z.infer<typeof SavedCart>;
/**
 * Compiles only while the contract's priced cart is the domain's.
 * @typeCheck
 */
export type SavedCartIsDomain = Assignable<SavedCart, DomainCartResponse>;

/** What the cart was priced as: the case, the club's date of the join, the club's currency. */
const pricingFields = {
  pricingCase: z.enum(PRICING_CASES),
  joinDate: z.iso.date().describe('The club’s calendar date of the join instant'),
  currency: ClubCurrency,
};

/**
 * The cart summary of product/cart.md#cart-summary, every amount in cents, rates in parts per
 * million.
 */
export const CartSummary = z
  .object({
    total: Cents,
    totalWithSurcharge: Cents,
    subtotal: Cents,
    taxes: Cents,
    taxesWithSurcharge: Cents,
    monthlyDues: Cents,
    monthlyTotalDues: Cents,
    monthlyCharge: Cents.describe(
      'What each full month after today charges: dues and add-ons after discounts, with tax and any public improvement fee, before a card surcharge',
    ),
    monthlyChargeFrom: z.iso
      .date()
      .nullable()
      .describe(
        'The day of the first monthly charge after today’s; null when the sale has none dated',
      ),
    dayPassDues: Cents,
    monthProrate: Cents,
    monthDiscount: Cents,
    nextMonthDues: Cents,
    adminFees: Cents,
    enrollmentFees: Cents,
    adminFeesDiscount: Cents,
    deferredJoiningFees: Cents,
    addOnProductsDues: Cents,
    membershipAddOnFees: Cents,
    addOnAdminFees: Cents,
    dynamicPackageFees: Cents,
    poolPassFees: Cents,
    pifAmount: Cents,
    pifDescription: z.string(),
    publicImprovementFee: CartPublicImprovementFee,
    surchargeAmount: Cents,
    surchargeDescription: z.string(),
    surchargeRate: Rate,
    cardSurcharge: CartCardSurcharge,
    teamVipDiscount: Cents,
    revisedOrderTotal: Cents.describe('With the surcharge only once credit is the payment kind'),
  })
  .meta({ id: 'CartSummary' });
/**
 * Compiles only while the contract's summary is the domain's.
 * @typeCheck
 */
export type CartSummaryIsDomain = Assignable<z.infer<typeof CartSummary>, DomainCartSummary>;

/** v2's save response: v1's, with what the cart was priced as and its summary. */
export const SavedCartV2 = SavedCart.extend({ ...pricingFields, summary: CartSummary }).meta({
  id: 'SavedCartV2',
});

/**
 * The cart fetch response (product/cart.md#fetching-a-cart): the cart summary with the
 * magentoCartId added.
 */
export const FetchedCartSummary = CartSummary.extend({ ...cartIdFields, ...pricingFields }).meta({
  id: 'FetchedCartSummary',
});

const saveSummary = `Creates a cart (no cartId) or updates one (cartId, magentoCartId and the version last read; 409 when another update came first), priced by the cart service. A restricted membership is refused (403) unless its coupon, the link's employeeId or a category token in the ${CATEGORY_TOKEN_HEADER} header opens its door; a Medicare one also needs the program's member identifier (400)`;

/** POST and PUT /membership-cart/v1/cart (product/cart.md#saving-a-cart). */
export const saveCartV1Post = defineEndpoint({
  method: 'POST',
  path: '/api/membership-cart/v1/cart',
  summary: saveSummary,
  tags: ['cart'],
  body: SaveCartRequest,
  status: 200,
  response: SavedCart,
});
export const saveCartV1Put = { ...saveCartV1Post, method: 'PUT' } as const;

/** POST and PUT /membership-cart/v2/cart: v1 plus waitlist, pool pass, state and channel. */
export const saveCartV2Post = defineEndpoint({
  method: 'POST',
  path: '/api/membership-cart/v2/cart',
  summary: `${saveSummary}; also prices a waitlist join, the summer pool pass and the member’s state, and answers the summary`,
  tags: ['cart'],
  body: SaveCartRequestV2,
  status: 200,
  response: SavedCartV2,
});
export const saveCartV2Put = { ...saveCartV2Post, method: 'PUT' } as const;

/**
 * An id in a cart fetch's path, or an empty segment: the cart service answers that with the
 * spec's message for the missing id (product/cart.md#fetching-a-cart).
 */
const FetchedCartId = OpaqueId.or(z.literal(''));

/** GET .../club/{clubId}/cart/{cartId}/magentocart/{magentoCartId}/party/{partyId}/producttype/{type}. */
export const getCartSummary = defineEndpoint({
  method: 'GET',
  path: '/api/membership-cart/v1/club/{clubId}/cart/{cartId}/magentocart/{magentoCartId}/party/{partyId}/producttype/{type}',
  summary:
    'The cart summary (product/cart.md#cart-summary) with the magentoCartId added, taxed for membershipAddressState when given, else the state saved with the cart, else the club’s',
  tags: ['cart'],
  params: z.object({
    clubId: ClubId,
    cartId: FetchedCartId,
    magentoCartId: FetchedCartId,
    partyId: FetchedCartId,
    type: z.enum(PRODUCT_TYPES),
  }),
  query: z.object({ membershipAddressState: RegionAbbreviation.optional() }),
  status: 200,
  response: FetchedCartSummary,
});
