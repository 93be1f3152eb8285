import { z } from 'zod';
import { ProductPrice } from '@clubjoin/contract/catalog/productPrice';
import { ExistingMembership } from '@clubjoin/contract/membership';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import type { PricingSummary } from '@clubjoin/domain/pricing/pricingSummary';
import { FLOWS, PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';

const text = z.string().optional();

/**
 * A member's details (product/member-forms.md#member-fields); any of them may still be missing
 * while the forms fill.
 */
export const MemberDetails = z.looseObject({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  gender: text,
  dateOfBirth: text,
  relationship: text,
  sendSmsOptIn: z.boolean().optional(),
  partyId: text,
  username: text,
});
export type MemberDetails = z.infer<typeof MemberDetails>;

/**
 * The chosen product (product/membership-and-promotions.md#products): what the flow rules read is
 * required, the rest is kept.
 */
const ChosenProduct = z.looseObject({
  productId: z.string().min(1),
  productType: z.enum(PRODUCT_TYPES),
  hasAddOns: z.boolean(),
  /** Whether experience packages come with it (product/membership-and-promotions.md#experience-packages). */
  hasPackages: z.boolean().optional(),
  /**
   * The experience package chosen, whose promotion is the product's
   * (product/membership-and-promotions.md#experience-packages); none when skipped.
   */
  packageName: text,
  productName: text,
  sku: text,
  mmsPromotionCode: text,
  promotionName: text,
  cardTitle: text,
  quantity: z.number().int().optional(),
  /**
   * The product's price for its adult count: the pricing is recomputed from it
   * (product/membership-and-promotions.md#adults-and-juniors).
   */
  price: ProductPrice.optional(),
});

/** An object the app itself computed and wrote: read back as it was written. */
const computed = <T>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/**
 * The membership (enrolment) state of product/wizard.md#stores-and-session-cookies, field for
 * field. Service answers stored in it (members, product, add-ons, cart) keep every field they
 * carry.
 */
export const MembershipState = z.object({
  mmsClubId: text,
  primaryMember: MemberDetails.optional(),
  memberAccount: z
    .looseObject({
      username: text,
      memberId: text,
      partyId: text,
      existing: z.boolean().optional(),
      updateToken: text,
    })
    .optional(),
  membershipAddress: z
    .looseObject({ street: text, city: text, state: text, zip: text, country: text })
    .optional(),
  transaction: z
    .looseObject({
      partyId: text,
      cartId: text,
      magentoCartId: text,
      stagingId: text,
      orderId: text,
      /** The cart's version last read: an update sends it back (a stale one answers 409). */
      cartVersion: z.number().int().optional(),
      /**
       * The order total in cents the last staging answered
       * (product/payment-and-confirmation.md#staging: revised order total).
       */
      revisedOrderTotal: z.number().int().optional(),
    })
    .optional(),
  adultMembers: z.array(MemberDetails),
  juniorMembers: z.array(MemberDetails),
  purchaser: MemberDetails.optional(),
  options: z.object({
    contactId: text,
    employeeId: z.number().int().optional(),
    opportunityId: text,
    purchaser: z.boolean().optional(),
    purchaserChild: z.boolean().optional(),
    referral: text,
    source: text,
    clubId: text,
    /** The link's promotionName, when offered (product/club-and-entry.md#entry-links). */
    promotionName: text,
  }),
  quantities: z.object({ adults: z.number().int(), juniors: z.number().int() }),
  product: ChosenProduct.optional(),
  addOnBundle: z
    .looseObject({
      name: z.string(),
      products: z.array(z.looseObject({ productId: z.string(), quantity: z.number().int() })),
    })
    .optional(),
  rejoin: z.boolean(),
  selectedMembershipName: text,
  disclaimers: z.looseObject({ pifDisclaimer: text }).optional(),
  partnerProgramIdentifierParts: z
    .object({
      formatId: z.string(),
      programId: z.string(),
      identifierPartValues: z.array(z.object({ formatPartId: z.string(), value: z.string() })),
    })
    .optional(),
  membershipDescriptor: z.object({
    flows: z.array(z.enum(FLOWS)),
    selectedMembershipName: text,
  }),
  interests: z.array(z.object({ displayName: z.string().min(1) })),
  locationAccess: z.object({
    adultQuantity: z.number().int().optional(),
    juniorQuantity: z.number().int().optional(),
    clubId: text,
    membershipType: z.enum(PRODUCT_TYPES).optional(),
    showOnlyModal: z.boolean().optional(),
  }),
  couponUsed: text,
  backUrl: text,
  newAccountPartyId: text,
  /**
   * The account's existing membership (product/accounts-and-sign-in.md#existing-membership-lookup),
   * whose members the member forms offer.
   */
  previousMembership: ExistingMembership.optional(),
  cookiesExpirationTime: z.number().optional(),
  cartSummary: computed<CartSummary>().optional(),
  pricingSummary: computed<PricingSummary>().optional(),
});
export type MembershipState = z.infer<typeof MembershipState>;
