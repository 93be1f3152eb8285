import { isValidPhone, PHONE_INVALID_MESSAGE } from '@clubjoin/domain/validation/phone';
import { GENDERS } from '@clubjoin/domain/validation/gender';
import { CHANNELS } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import { RegionAbbreviation } from './cart';
import { ClubId } from './catalog/clubId';
import { CouponCode } from './coupon';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { UpdateToken } from './identity';
import { ProductTypeParam } from './product';
import { Details, Text } from './text';

const DATE_MESSAGE = 'Dates are sent as YYYY-MM-DD';

/**
 * A member as staging sends it (01 §3 member fields; 01 §5: phone numbers digits only, dates
 * YYYY-MM-DD). The phone may come masked; it is kept as its digits.
 */
export const StagedMember = z
  .object({
    partyId: OpaqueId.nullish().describe('The member’s party id once known'),
    memberId: OpaqueId.nullish(),
    firstName: Text.trim().min(1).max(50),
    lastName: Text.trim().min(1).max(50),
    email: z.email().max(254).nullish(),
    dateOfBirth: z.iso.date(DATE_MESSAGE).nullish(),
    gender: z.enum(GENDERS).nullish(),
    phone: z
      .string()
      .max(20)
      .refine(isValidPhone, PHONE_INVALID_MESSAGE)
      .nullish()
      .describe('Kept as digits only (01 §5)'),
    sendSmsOptIn: z.boolean().nullish(),
  })
  .meta({ id: 'StagedMember' });
export type StagedMember = z.infer<typeof StagedMember>;

/** The membership address (01 §3: street, city, state, zip, country). */
export const StagedAddress = z
  .object({
    street: Text.trim().min(1).max(50),
    street2: Text.trim().max(50).nullish(),
    city: Text.trim().min(1).max(50),
    state: RegionAbbreviation,
    zip: Text.trim().min(1).max(10),
    country: z.enum(['US', 'CA']),
  })
  .meta({ id: 'StagedAddress' });

/**
 * The body of POST /api/membership/v1/stage (01 §7, every field, plus the membership address
 * 01 §5 requires). Primary member, transaction ids and address are optional here so that their
 * absence answers the spec's own messages (01 §8).
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
    adultProductQuantity: z.number().int().min(1).max(6),
    juniorProductQuantity: z.number().int().min(0).max(6),
    mmsPromotionCode: Text.trim().max(64).nullish(),
    mmsPromotionCodesSelected: z.array(Text.trim().max(64)).max(20).default([]),
    coupon: CouponCode.nullish(),
    couponDetails: Details.nullish(),
    opportunityId: OpaqueId.nullish(),
    joinSource: Text.trim().max(64).nullish(),
    sendSmsOptIn: z.boolean().default(false),
    primaryMember: StagedMember.nullish(),
    updateToken: UpdateToken.nullish().describe(
      'Proof for a new account: the updateToken its reservation answered, with its partyId as the primary member’s. A signed-in member’s session is proof enough; without proof no account is linked',
    ),
    additionalMembers: z.array(StagedMember).max(5).default([]),
    juniorMembers: z.array(StagedMember).max(6).default([]),
    purchaser: StagedMember.nullish().describe('An adult paying for a child (the primary member)'),
    membershipAddress: StagedAddress.nullish(),
    channel: z.enum(CHANNELS).default('Online').describe('InClub for sales staff at the club'),
  })
  .meta({ id: 'StageRequest' });
export type StageRequest = z.infer<typeof StageRequest>;

/** The stage response (01 §7): party ids by position, the revised total and the transaction ids. */
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
  })
  .meta({ id: 'StageResponse' });
export type StageResponse = z.infer<typeof StageResponse>;

/** POST /api/membership/v1/stage (01 §4 staging, 01 §7). */
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
