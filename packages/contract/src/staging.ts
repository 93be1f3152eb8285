import { GENDER_REQUIRED_MESSAGE, GENDERS } from '@clubjoin/domain/validation/gender';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
} from '@clubjoin/domain/validation/names';
import {
  CITY_REQUIRED_MESSAGE,
  STATE_REQUIRED_MESSAGE,
  STREET_MAX_LENGTH,
  STREET_REQUIRED_MESSAGE,
  ZIP_MESSAGE,
} from '@clubjoin/domain/validation/address';
import { COUNTRIES } from '@clubjoin/domain/validation/regions';
import { saleCreditSplitSchema } from '@clubjoin/domain/staff/saleCredit';
import { RELATIONSHIP_REQUIRED_MESSAGE } from '@clubjoin/domain/validation/relationship';
import { PURCHASER_FLOWS } from '@clubjoin/domain/wizard/applicableSteps';
import {
  MAX_ADDITIONAL_ADULTS,
  MAX_ADULTS,
  MAX_JUNIORS,
  MIN_ADULTS,
} from '@clubjoin/domain/wizard/quantities';
import { ADDITIONAL_MEMBER_KINDS, CHANNELS } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import { PartnerProgramIdentifierParts } from './cart';
import { DeskRejoinToken, SaleCredit } from './clubSales';
import { ClubId } from './catalog/clubId';
import { CouponCode } from './coupon';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { UpdateToken } from './identity';
import { ProductTypeParam } from './product';
import { Details, Text } from './text';

const DATE_MESSAGE = 'Dates are sent as YYYY-MM-DD';

/**
 * A member as staging sends it (product/member-forms.md#member-fields; #phone: phone numbers digits
 * only, dates YYYY-MM-DD). Only the wire's types are checked here: the member form of the member's
 * type (product/member-forms.md#member-info-form) runs on the server with the sale's context and
 * answers 400 with its own messages, one per bad field. The phone may come masked; it is kept as
 * its digits.
 */
export const StagedMember = z
  .object({
    partyId: OpaqueId.nullish().describe('The member’s party id once known'),
    memberId: OpaqueId.nullish(),
    firstName: z.string({ error: FIRST_NAME_REQUIRED_MESSAGE }).trim(),
    lastName: z.string({ error: LAST_NAME_REQUIRED_MESSAGE }).trim(),
    email: z.string().trim().nullish().describe('Required for additional adults'),
    dateOfBirth: z.iso
      .date(DATE_MESSAGE)
      .nullish()
      .describe('Required for every member but the purchaser'),
    gender: z
      .enum(GENDERS, { error: GENDER_REQUIRED_MESSAGE })
      .nullish()
      .describe('Required for the primary member and additional adults'),
    phone: z
      .string()
      .trim()
      .nullish()
      .describe(
        'Required for the primary member and the purchaser; kept as digits only (product/member-forms.md#phone)',
      ),
    sendSmsOptIn: z.boolean().nullish(),
  })
  .meta({ id: 'StagedMember' });
export type StagedMember = z.infer<typeof StagedMember>;

/**
 * An additional adult: a member with their relationship to the primary member
 * (product/member-forms.md#relationship-and-former-members).
 */
export const StagedAdditionalMember = StagedMember.extend({
  relationship: z
    .enum(ADDITIONAL_MEMBER_KINDS, { error: RELATIONSHIP_REQUIRED_MESSAGE })
    .nullish()
    .describe('Required: Partner, or Secondary for a child of 14 to 25'),
}).meta({ id: 'StagedAdditionalMember' });
export type StagedAdditionalMember = z.infer<typeof StagedAdditionalMember>;

/**
 * The membership address (product/member-forms.md#address: street, city, state, zip, country). The
 * address form's rules (product/member-forms.md#address) run on the server; the country must be the
 * state's.
 */
export const StagedAddress = z
  .object({
    street: z.string({ error: STREET_REQUIRED_MESSAGE }).trim(),
    street2: z.string().trim().max(STREET_MAX_LENGTH).nullish(),
    city: z.string({ error: CITY_REQUIRED_MESSAGE }).trim(),
    state: z
      .string({ error: STATE_REQUIRED_MESSAGE })
      .trim()
      .toUpperCase()
      .describe('A US state or Canadian province abbreviation, read in capitals'),
    zip: z.string({ error: ZIP_MESSAGE }).trim(),
    country: z.enum(COUNTRIES),
  })
  .meta({ id: 'StagedAddress' });
export type StagedAddress = z.infer<typeof StagedAddress>;

/**
 * The body of POST /api/membership/v1/stage (product/payment-and-confirmation.md#staging: every
 * field, the membership address staging requires, the partner program's identifier
 * (product/member-forms.md#program-information) and the purchaser flow the member rules read).
 * Primary member, transaction ids and address are optional here so that their absence answers the
 * product's own messages (product/errors-and-messages.md#thrown-messages).
 */
export const StageRequest = z
  .object({
    cartId: OpaqueId.nullish(),
    magentoCartId: OpaqueId.nullish(),
    orderId: OpaqueId.nullish(),
    stagingId: OpaqueId.nullish().describe('Absent on the first staging of a cart'),
    clubId: ClubId,
    productType: ProductTypeParam,
    productId: OpaqueId.nullish(),
    adultProductQuantity: z.number().int().min(MIN_ADULTS).max(MAX_ADULTS),
    juniorProductQuantity: z.number().int().min(0).max(MAX_JUNIORS),
    mmsPromotionCode: Text.trim().max(64).nullish(),
    mmsPromotionCodesSelected: z.array(Text.trim().max(64)).max(20).default([]),
    coupon: CouponCode.nullish(),
    couponDetails: Details.nullish(),
    opportunityId: OpaqueId.nullish().describe('The link’s opportunityId, kept with the order'),
    contactId: OpaqueId.nullish().describe('The link’s contactId, kept with the order'),
    joinSource: Text.trim().max(64).nullish().describe('The link’s source, kept with the order'),
    sendSmsOptIn: z.boolean().default(false),
    primaryMember: StagedMember.nullish(),
    updateToken: UpdateToken.nullish().describe(
      'Proof for a new account: the updateToken its reservation answered, with its partyId as the primary member’s. A signed-in member’s session is proof enough; without proof no account is linked',
    ),
    rejoinToken: DeskRejoinToken.nullish().describe(
      'Proof for a former member rejoined at the club’s desk (docs/decisions/0039): the token the seller’s Rejoin answered, presented with that seller’s session; it maps the primary member to the former member’s account',
    ),
    additionalMembers: z.array(StagedAdditionalMember).max(MAX_ADDITIONAL_ADULTS).default([]),
    juniorMembers: z.array(StagedMember).max(MAX_JUNIORS).default([]),
    purchaser: StagedMember.nullish().describe('An adult paying for a child (the primary member)'),
    purchaserFlow: z
      .enum(PURCHASER_FLOWS)
      .nullish()
      .describe(
        'Required with a purchaser: the flow the entry link chose, Purchaser (the primary member is 13 or older) or PurchaserChild (the primary member is 12)',
      ),
    membershipAddress: StagedAddress.nullish(),
    partnerProgramIdentifierParts: PartnerProgramIdentifierParts.nullish().describe(
      'Required when the cart’s coupon has a partner program that asks for an identifier',
    ),
    channel: z
      .enum(CHANNELS)
      .default('Online')
      .describe(
        'What the caller believes; the server decides (docs/decisions/0028): a selling team member’s session makes it InClub, and InClub without one is refused (401, or 403 for a role that does not sell)',
      ),
    saleCredit: saleCreditSplitSchema
      .nullish()
      .describe(
        'In-club sales only: the signed-in seller shares the credit with a team member of the club; whole percentages that add up to 100',
      ),
  })
  .meta({ id: 'StageRequest' });
export type StageRequest = z.infer<typeof StageRequest>;

/**
 * The stage response (product/payment-and-confirmation.md#staging): party ids by position, the
 * revised total and the transaction ids.
 */
export const StageResponse = z
  .object({
    additionalMemberPartyIds: z.array(OpaqueId),
    juniorMemberPartyIds: z.array(OpaqueId),
    revisedOrderTotal: z.number().int().describe('Cents: the cart’s total for its payment kind'),
    cartId: OpaqueId,
    magentoCartId: OpaqueId,
    orderId: OpaqueId,
    stagingId: OpaqueId,
    partyId: OpaqueId.describe('The primary member’s'),
    channel: z
      .enum(CHANNELS)
      .describe('The channel the server labelled the staging with, from the caller’s proof'),
    saleCredit: SaleCredit.optional().describe('An in-club sale’s credit: who sold it'),
  })
  .meta({ id: 'StageResponse' });
export type StageResponse = z.infer<typeof StageResponse>;

/** POST /api/membership/v1/stage (product/payment-and-confirmation.md#staging). */
export const stageMembership = defineEndpoint({
  method: 'POST',
  path: '/api/membership/v1/stage',
  summary:
    'Stages a membership for its cart before payment; re-staging the same cart updates the same staging; needs an Idempotency-Key header',
  tags: ['membership'],
  body: StageRequest,
  status: 200,
  response: StageResponse,
});
