import type { SubsidyRuleReimbursement as DomainReimbursement } from '@clubjoin/domain/catalog/corporateReimbursement';
import { REIMBURSEMENT_AMOUNT_TYPES } from '@clubjoin/domain/catalog/corporateReimbursement';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { CentsAmount } from './amounts';
import { addIssue } from './issues';

/**
 * What a subsidy rule pays towards (product/pages.md#corporate-reimbursement; the values are the
 * catalog's).
 */
export const REIMBURSEMENT_TYPES = ['MonthlyDues', 'AdminFee', 'EnrollmentFee'] as const;

/**
 * How a subsidy reaches the member (product/pages.md#corporate-reimbursement; the values are the
 * catalog's): taken off at the sale, or paid back to the member afterwards.
 */
export const SUBSIDY_TYPES = ['PointOfSale', 'Reimbursement'] as const;

const PERCENT_PARTS = [
  ['reimbursementAmount', 'reimbursementAmountType'],
  ['reimbursementLTAmount', 'reimbursementLTAmountType'],
] as const;

/**
 * One subsidy rule (product/pages.md#corporate-reimbursement): the company's part and the club
 * chain's part, each a whole percentage (0 to 100) or an amount in cents
 * (product/pages.md#corporate-reimbursement).
 */
export const SubsidyRuleReimbursement = z
  .object({
    reimbursementType: z.enum(REIMBURSEMENT_TYPES),
    reimbursementAmount: CentsAmount.describe('The company part: percent or cents'),
    reimbursementAmountType: z.enum(REIMBURSEMENT_AMOUNT_TYPES),
    reimbursementLTAmount: CentsAmount.describe('The club chain part: percent or cents'),
    reimbursementLTAmountType: z.enum(REIMBURSEMENT_AMOUNT_TYPES),
    subsidyType: z.enum(SUBSIDY_TYPES),
  })
  .superRefine((rule, ctx) => {
    for (const [amount, type] of PERCENT_PARTS) {
      if (rule[type] === 'Percentage' && rule[amount] > 100) {
        addIssue(ctx, [amount], 'A percentage is at most 100');
      }
    }
  })
  .meta({ id: 'SubsidyRuleReimbursement' });
export type SubsidyRuleReimbursement = z.infer<typeof SubsidyRuleReimbursement>;

/**
 * Compiles only while a catalog subsidy rule can be handed to the domain's display rule.
 * @typeCheck
 */
export type SubsidyRuleReimbursementFeedsDomain = Assignable<
  SubsidyRuleReimbursement,
  DomainReimbursement
>;

/**
 * A company's subsidised offer (product/pages.md#corporate-landing-page), shown on the corporate
 * landing page (product/pages.md#corporate-landing-page); the reimbursement shown is capped at
 * maximumReimbursementAmount (product/pages.md#corporate-reimbursement), in cents.
 */
export const CorporatePromotion = z
  .object({
    companyName: z.string().min(1),
    eligibilityRequirements: z.string().min(1),
    legalDisclaimer: z.string().min(1),
    subsidyOverrideDescription: z.string().min(1).nullable(),
    maximumReimbursementAmount: CentsAmount.nullable(),
    subsidyRuleReimbursements: z.array(SubsidyRuleReimbursement).min(1),
  })
  .meta({ id: 'CorporatePromotion' });
export type CorporatePromotion = z.infer<typeof CorporatePromotion>;
