import { JOIN_INITIATORS } from '@clubjoin/domain/accounts/joinInitiator';
import { CARD_BRANDS } from '@clubjoin/domain/payments/cardBrand';
import { DECLINE_REASONS } from '@clubjoin/domain/payments/declineMessages';
import { PAYMENT_KINDS } from '@clubjoin/domain/pricing/cardSurcharge';
import { z } from 'zod';
import { Cents } from './cart';
import { ClubId } from './catalog/clubId';
import { SaleCredit } from './clubSales';
import { CouponCode } from './coupon';
import { defineEndpoint } from './endpoint';
import { ErrorResponse } from './errors';
import { OpaqueId } from './id';
import { ClubCurrency, ProductTypeParam } from './product';
import { StagedAdditionalMember, StagedMember } from './staging';
import { Details, Text } from './text';
import {
  COMPLETION_MESSAGES,
  repeatedAgreementId,
} from '@clubjoin/domain/completion/completionRequirements';
import { COMPLETED_MEMBER_TYPES } from '@clubjoin/domain/completion/enrolledMembers';
import { MAX_ADDITIONAL_ADULTS, MAX_JUNIORS } from '@clubjoin/domain/wizard/quantities';

const PaymentBrand = z.enum([...CARD_BRANDS, 'bank']);
const PaymentKind = z.enum(PAYMENT_KINDS);

/**
 * What the payer's form states about the payment method. Every field is optional; each one given
 * must be what the token says (400 otherwise), so a browser cannot call a credit card debit.
 */
export const PaymentMethodInfo = z
  .object({
    paymentKind: PaymentKind.nullish(),
    brand: PaymentBrand.nullish(),
    lastFour: z
      .string()
      .regex(/^\d{4}$/)
      .nullish(),
    nameOnAccount: Text.trim().max(100).nullish(),
  })
  .meta({ id: 'PaymentMethodInfo' });
export type PaymentMethodInfo = z.infer<typeof PaymentMethodInfo>;

/**
 * The body of POST /api/membership/v1/paymentInfo
 * (product/payment-and-confirmation.md#payment-information, every field). The members are the
 * staging's (the staging is what completion enrols); they may be sent again, and are then checked
 * by their forms as staging checks them (product/member-forms.md#member-info-form), but not
 * re-read.
 */
export const PaymentInfoRequest = z
  .object({
    clubId: ClubId,
    cartId: OpaqueId,
    partyId: OpaqueId.describe('The primary member’s, as staging answered it'),
    stagingId: OpaqueId,
    productId: OpaqueId.nullish(),
    productType: ProductTypeParam,
    mmsPromotionCode: Text.trim().max(64).nullish(),
    joinSource: Text.trim().max(64).nullish(),
    primaryMember: StagedMember.nullish(),
    additionalMembers: z.array(StagedAdditionalMember).max(MAX_ADDITIONAL_ADULTS).default([]),
    juniorMembers: z.array(StagedMember).max(MAX_JUNIORS).default([]),
    purchaser: StagedMember.nullish(),
    usePaymentForClubTab: z.boolean().default(false),
    opportunityId: OpaqueId.nullish(),
    referralCode: Text.trim().max(64).nullish(),
    coupon: CouponCode.nullish(),
    couponDetails: Details.nullish(),
    paymentToken: OpaqueId.describe('From POST /api/payments/v1/tokens'),
    paymentInfo: PaymentMethodInfo.nullish(),
  })
  .meta({ id: 'PaymentInfoRequest' });
export type PaymentInfoRequest = z.infer<typeof PaymentInfoRequest>;

/**
 * What will be charged today: the surcharge shown apart (product/cart.md#cart-summary,
 * product/pricing-and-dues.md#card-surcharge).
 */
export const ChargeToday = z
  .object({
    amount: Cents.describe('What the payment method is charged today, surcharge included'),
    amountBeforeSurcharge: Cents,
    surcharge: Cents.describe('The credit card surcharge with its tax; 0 for debit and bank'),
    surchargeDescription: z.string(),
  })
  .meta({ id: 'ChargeToday' });
export type ChargeToday = z.infer<typeof ChargeToday>;

const CurrencyCode = ClubCurrency.shape.code;

/** The paymentInfo answer: the order's payment method and what it will be charged. */
export const PaymentInfoResponse = z
  .object({
    orderId: OpaqueId,
    cartId: OpaqueId,
    stagingId: OpaqueId,
    paymentKind: PaymentKind,
    brand: PaymentBrand,
    lastFour: z.string(),
    usePaymentForClubTab: z.boolean(),
    chargedToday: ChargeToday,
    monthly: Cents.describe(
      'What each full month charges from then on: dues and add-ons after discounts, with tax and any public improvement fee, before a card surcharge',
    ),
    currency: CurrencyCode,
  })
  .meta({ id: 'PaymentInfoResponse' });
export type PaymentInfoResponse = z.infer<typeof PaymentInfoResponse>;

/** An agreement the member accepted: its id or name and the version shown. */
export const AcceptedAgreement = z
  .object({
    id: OpaqueId,
    name: Text.trim().min(1).max(200),
    version: Text.trim().min(1).max(64),
    accepted: z.boolean().describe('Must be true for every agreement'),
  })
  .meta({ id: 'AcceptedAgreement' });
export type AcceptedAgreement = z.infer<typeof AcceptedAgreement>;

/** An award of the product or promotion (product/membership-and-promotions.md#products). */
export const CompletionAward = z
  .object({
    id: OpaqueId.nullish(),
    name: Text.trim().min(1).max(200),
  })
  .meta({ id: 'CompletionAward' });

/**
 * The body of POST /api/membership/v1/complete
 * (product/payment-and-confirmation.md#completing-the-purchase): the payment payload plus these.
 */
export const CompleteRequest = PaymentInfoRequest.extend({
  orderId: OpaqueId,
  fraudPreventionSessionId: OpaqueId.nullish(),
  offerName: Text.trim().max(200).nullish(),
  sendSmsOptIn: z
    .boolean()
    .default(false)
    .describe(
      'Refused unless the staged primary member may opt in (product/member-forms.md#ages: US club, 18 or older)',
    ),
  isPoolPass: z.boolean().default(false).describe('Must match the cart’s pool pass'),
  joinInitiator: z.enum(JOIN_INITIATORS),
  agreements: z
    .array(AcceptedAgreement)
    .min(1)
    .max(20)
    .superRefine((agreements, ctx) => {
      const repeated = repeatedAgreementId(agreements);
      if (repeated !== undefined) {
        ctx.addIssue({ code: 'custom', message: COMPLETION_MESSAGES.duplicateAgreement(repeated) });
      }
    }),
  awards: z.array(CompletionAward).max(20).default([]),
  memberConsent: z
    .string()
    .max(200)
    .optional()
    .describe(
      'An in-club sale only: the name the member typed on the review-payment page, the payer’s first and last name (docs/decisions/0028)',
    ),
}).meta({ id: 'CompleteRequest' });
export type CompleteRequest = z.infer<typeof CompleteRequest>;

/** One person enrolled by completion, with the member id the membership gave them. */
export const CompletedMember = z
  .object({
    memberType: z.enum(COMPLETED_MEMBER_TYPES),
    firstName: z.string(),
    lastName: z.string(),
    memberId: OpaqueId,
    partyId: OpaqueId,
  })
  .meta({ id: 'CompletedMember' });
export type CompletedMember = z.infer<typeof CompletedMember>;

/** The complete answer: the order, its membership and what was and will be charged. */
export const CompleteResponse = z
  .object({
    orderId: OpaqueId,
    orderNumber: z
      .string()
      .describe(
        'The number the buyer reads and quotes, CJ- and six digits; not a key to the order (product/payment-and-confirmation.md#order-number)',
      ),
    membershipId: OpaqueId,
    status: z
      .string()
      .describe('Active; Late Activation for a presale club; Pending for a waitlist'),
    members: z.array(CompletedMember),
    chargedToday: Cents,
    monthly: Cents,
    currency: CurrencyCode,
    paymentKind: PaymentKind,
    brand: PaymentBrand,
    lastFour: z.string(),
    email: z.string().describe('Where the confirmation email goes'),
    saleCredit: SaleCredit.optional().describe(
      'An in-club sale: the team member who sold it, and who shares the credit (docs/decisions/0028)',
    ),
  })
  .meta({ id: 'CompleteResponse' });
export type CompleteResponse = z.infer<typeof CompleteResponse>;

/** The header that shows the confirmation token to GET /orders/{orderId}. */
export const CONFIRMATION_TOKEN_HEADER = 'x-confirmation-token';

/**
 * The complete answer as the buyer gets it: with a confirmation token that lets them read the
 * order again (GET /orders/{orderId} with the x-confirmation-token header) after a reload. Only
 * its hash is kept, so a repeat of complete answers a new one.
 */
export const CompletedOrderResponse = CompleteResponse.extend({
  confirmationToken: z.string().describe('Shows the buyer’s right to read the order again'),
}).meta({ id: 'CompletedOrderResponse' });
export type CompletedOrderResponse = z.infer<typeof CompletedOrderResponse>;

/** A refused charge: 402 with the gateway's reason and what to tell the payer. */
export const PaymentDeclinedResponse = ErrorResponse.extend({
  declineReason: z.enum(DECLINE_REASONS),
}).meta({ id: 'PaymentDeclinedResponse' });
export type PaymentDeclinedResponse = z.infer<typeof PaymentDeclinedResponse>;

/**
 * POST /api/membership/v1/paymentInfo (product/payment-and-confirmation.md#payment-steps,
 * #payment-information).
 */
export const recordPaymentInfo = defineEndpoint({
  method: 'POST',
  path: '/api/membership/v1/paymentInfo',
  summary:
    'Records the payment method of a staged order and prices the cart for it (surcharge for credit cards only); answers what is charged today and monthly; needs an Idempotency-Key header',
  tags: ['membership'],
  body: PaymentInfoRequest,
  status: 200,
  response: PaymentInfoResponse,
});

/**
 * POST /api/membership/v1/complete (product/payment-and-confirmation.md#payment-steps,
 * #completing-the-purchase, #what-a-purchase-creates, #charging-once).
 */
export const completeMembership = defineEndpoint({
  method: 'POST',
  path: '/api/membership/v1/complete',
  summary:
    'Charges the order once and creates its membership, members and confirmation email in one transaction; 402 when the charge is declined (the order stays payable); needs an Idempotency-Key header',
  tags: ['membership'],
  body: CompleteRequest,
  status: 200,
  response: CompletedOrderResponse,
  otherResponses: { 402: PaymentDeclinedResponse },
});

/**
 * One charged line of an order, as the cart priced it (product/cart.md#cart-entries), then the
 * public improvement fee and the card surcharge: amounts and taxes add up to what was charged.
 */
export const OrderLine = z
  .object({
    category: z.string(),
    productCode: z.string().nullable(),
    description: z.string(),
    reasonCode: z.string().nullable(),
    quantity: z.number().int(),
    amount: Cents.describe('After discounts, before tax'),
    tax: Cents,
  })
  .meta({ id: 'OrderLine' });

/** The confirmation email's state: pending (in the outbox, or kept without SMTP) or sent. */
export const OrderEmail = z
  .object({
    to: z.string(),
    status: z.enum(['pending', 'sent']),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OrderEmail' });

/** A completed order (GET /api/membership/v1/orders/{orderId}). */
export const OrderResponse = CompleteResponse.extend({
  clubId: z.string(),
  productType: z.string(),
  completedAt: z.iso.datetime(),
  joinInitiator: z.enum(JOIN_INITIATORS),
  lines: z.array(OrderLine),
  surcharge: Cents,
  agreements: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.string(),
      acceptedAt: z.iso.datetime(),
    }),
  ),
  poolPass: z.boolean(),
  confirmationEmail: OrderEmail,
}).meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof OrderResponse>;

/**
 * GET /api/membership/v1/orders/{orderId}: a completed order, answered only to its buyer: the
 * session of the account that bought it, or the confirmation token complete answered.
 */
export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/api/membership/v1/orders/{orderId}',
  summary:
    'A completed order: its membership, members, charged lines and confirmation email; only to its buyer (the x-confirmation-token header complete answered, or the buying account’s session); 404 to anyone else and until it is completed',
  tags: ['membership'],
  params: z.object({ orderId: OpaqueId }),
  status: 200,
  response: OrderResponse,
});
