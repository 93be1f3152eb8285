import { PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import { CorporatePromotion } from './corporatePromotion';
import { addIssue, flagDuplicates } from './issues';
import { PartnerProgram } from './partnerProgram';
import { validityWindowFields, WINDOW_ORDER_MESSAGE, windowEndsAfterStart } from './validityWindow';

/**
 * Where a coupon may be redeemed (product/membership-and-promotions.md#coupons): the Medicare page
 * lists only All and OnlineOnly programs (product/pages.md#medicare-memberships-page).
 */
export const CLIENT_APP_ACCESS = ['All', 'OnlineOnly', 'InClubOnly'] as const;

/** The fields every kind of coupon shares (product/membership-and-promotions.md#coupons). */
const couponFields = {
  code: z
    .string()
    .regex(/^[A-Z0-9-]{3,32}$/, 'A coupon code is 3 to 32 capitals, digits and dashes'),
  promotionName: z.string().min(1).describe('The coupon promotion: coupon-only promotions name it'),
  promotionDisplayName: z.string().min(1),
  promotionIdentifier: z.string().min(1),
  sourcePromotionId: z.string().min(1),
  description: z.string().min(1),
  clientAppAccess: z.enum(CLIENT_APP_ACCESS),
  clubIds: z.array(z.string().min(1)).min(1).describe('The clubs where the coupon is valid'),
  productTypes: z.array(z.enum(PRODUCT_TYPES)).min(1).describe('The products it applies to'),
  ...validityWindowFields,
};

/**
 * A coupon code (product/membership-and-promotions.md#coupons; #coupons employee referral and
 * qualified coupons): the promotion it unlocks, the clubs and window where it is valid, and what
 * its kind carries. An employee referral names the employee and the referring member
 * (product/membership-and-promotions.md#coupons: they prefill the primary member); a Medicare
 * (Qualified) or insurer (Program) coupon names its partner program and identifier format; a
 * corporate coupon names the company and its subsidy.
 */
export const Coupon = z
  .discriminatedUnion('kind', [
    z.object({
      ...couponFields,
      kind: z.literal('EmployeeReferral'),
      employeeId: z.string().regex(/^\d{4,9}$/, 'An employee id is 4 to 9 digits'),
      membershipId: z.string().min(1),
      referringMemberFirstName: z.string().min(1),
      referringMemberLastName: z.string().min(1),
      personalEmail: z.email(),
    }),
    z.object({ ...couponFields, kind: z.literal('DayPass') }),
    z.object({ ...couponFields, kind: z.literal('Pickleball') }),
    z.object({ ...couponFields, kind: z.literal('Promotional') }),
    z.object({
      ...couponFields,
      kind: z.literal('Qualified'),
      promotionEligibilityLink: z.url().nullable(),
      partnerProgram: PartnerProgram,
    }),
    z.object({
      ...couponFields,
      kind: z.literal('Program'),
      promotionEligibilityLink: z.url().nullable(),
      partnerProgram: PartnerProgram,
    }),
    z.object({
      ...couponFields,
      kind: z.literal('Corporate'),
      companyId: z.string().min(1),
      corporatePromotion: CorporatePromotion,
    }),
  ])
  .superRefine((coupon, ctx) => {
    if (!windowEndsAfterStart(coupon)) addIssue(ctx, ['endDateTime'], WINDOW_ORDER_MESSAGE);
    flagDuplicates(
      ctx,
      coupon.clubIds,
      (id) => id,
      (index) => ['clubIds', index],
      (id) => `Club ${id} is listed twice`,
    );
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof Coupon>;
