import {
  COUPON_KINDS,
  type DoorKey as DomainDoorKey,
} from '@clubjoin/domain/catalog/membershipDoor';
import type { MembershipCard } from '@clubjoin/domain/catalog/productCard';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import { PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { MAX_ADULTS, MIN_ADULTS } from '@clubjoin/domain/wizard/quantities';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { addIssue, flagDuplicates } from './issues';
import { ProductPrice } from './productPrice';

/**
 * Product types sold under a partner program, whose cards state who qualifies
 * (product/flows.md#product-types, product/pages.md#medicare-memberships-page).
 */
export const QUALIFIED_PRODUCT_TYPES: readonly ProductType[] = [
  'MonthlyQualified',
  'MonthlySGTQualified',
];

/**
 * A product of a card: the membership for one adult quantity, with its price
 * (product/membership-and-promotions.md#membership-cards).
 */
export const CardProduct = z
  .object({
    quantity: z.number().int().min(MIN_ADULTS).max(MAX_ADULTS),
    productId: z.string().min(1),
    sku: z.string().min(1),
    price: ProductPrice,
  })
  .meta({ id: 'CardProduct' });
export type CardProduct = z.infer<typeof CardProduct>;

/**
 * The texts of a card's disclaimer modal and of the membership's disclaimers
 * (product/wizard.md#shared-screen-parts, product/membership-and-promotions.md#membership-cards).
 */
export const CardDisclaimers = z
  .object({
    priceDisclaimer: z.string().min(1).describe('What the card price covers'),
    pifDisclaimer: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Paid-in-full terms, kept with the membership (product/membership-and-promotions.md#card-details disclaimers.pifDisclaimer)',
      ),
    accessDisclaimer: z.string().min(1).optional().describe('Which clubs the membership reaches'),
  })
  .meta({ id: 'CardDisclaimers' });

/**
 * One way through a restricted membership's door (issue 15 §2; the rule is the domain's
 * openMembershipDoor): a usable coupon of one of the kinds made for the type (with the coupon's
 * partner-program member identifier before it is sold, when asked), an employee id (the link's,
 * or a referral coupon's), or a token the server sealed for a club category of the type.
 */
export const DoorKey = z
  .discriminatedUnion('proof', [
    z.object({
      proof: z.literal('coupon'),
      couponKinds: z.array(z.enum(COUPON_KINDS)).min(1),
      withProgramIdentifier: z
        .boolean()
        .optional()
        .describe('Sold only with a complete member identifier of the coupon’s partner program'),
    }),
    z.object({ proof: z.literal('employeeId') }),
    z.object({ proof: z.literal('categoryToken') }),
  ])
  .meta({ id: 'DoorKey' });
export type DoorKey = z.infer<typeof DoorKey>;

/**
 * Compiles only while a catalog door can be handed to the domain's door rule.
 * @typeCheck
 */
export type DoorKeyFeedsDomain = Assignable<DoorKey, DomainDoorKey>;

/**
 * A club's product of one type, the source of a membership card
 * (product/membership-and-promotions.md#membership-cards): its texts, its authored position
 * (product/membership-and-promotions.md#card-order: 999 when absent), its door (who may see and buy
 * it), and one product per adult quantity. Partner-program types state who qualifies and the
 * program's legal terms.
 */
export const ProductCard = z
  .object({
    productType: z.enum(PRODUCT_TYPES),
    name: z.string().min(1),
    productName: z.string().min(1),
    cardTitle: z.string().min(1),
    membershipCardTitle: z.string().min(1),
    membershipCardDescription: z.string().min(1),
    isAvailable: z.boolean(),
    displayOrder: z.number().int().nonnegative().optional(),
    hasAddOns: z
      .boolean()
      .describe('false drops the add-ons step (product/wizard.md#steps-each-flow-drops)'),
    promoCompanyName: z.string().min(1).optional(),
    eligibilityRequirements: z.string().min(1).optional(),
    legalDisclaimer: z.string().min(1).optional(),
    door: z
      .array(DoorKey)
      .min(1)
      .nullable()
      .describe('null: sold to anyone; else sold and shown only through one of these ways in'),
    displayContent: z.object({ disclaimers: CardDisclaimers }),
    products: z.array(CardProduct).min(1, 'A card sells at least one adult quantity'),
  })
  .superRefine((card, ctx) => {
    flagDuplicates(
      ctx,
      card.products,
      (product) => product.quantity,
      (index) => ['products', index, 'quantity'],
      (quantity) => `Two products for ${quantity} adults`,
    );
    if (QUALIFIED_PRODUCT_TYPES.includes(card.productType)) {
      for (const field of ['eligibilityRequirements', 'legalDisclaimer'] as const) {
        if (card[field] === undefined) {
          addIssue(ctx, [field], `A ${card.productType} card states its ${field}`);
        }
      }
    }
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof ProductCard>;

/**
 * Compiles only while a catalog card can be handed to the domain's card rules.
 * @typeCheck
 */
export type ProductCardFeedsDomain = Assignable<ProductCard, MembershipCard>;

/**
 * A record of products.json: the cards a club sells, one per product type
 * (product/membership-and-promotions.md#membership-cards).
 */
export const ClubProducts = z
  .object({
    mmsClubId: z.string().min(1),
    cards: z.array(ProductCard).min(1, 'A club sells at least one product type'),
  })
  .superRefine((club, ctx) => {
    flagDuplicates(
      ctx,
      club.cards,
      (card) => card.productType,
      (index) => ['cards', index, 'productType'],
      (type) => `Two ${type} cards`,
    );
  })
  .meta({ id: 'ClubProducts' });
export type ClubProducts = z.infer<typeof ClubProducts>;
