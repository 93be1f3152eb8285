import { z } from 'zod';
import { fieldsPassed } from '../validation/fieldsPassed';

export const SALE_CREDIT_PARTNER_MESSAGE = 'Please choose the team member who shares the credit.';
export const SALE_CREDIT_SHARE_MESSAGE =
  'Each share of the credit is a whole percentage from 1 to 99.';
export const SALE_CREDIT_TOTAL_MESSAGE = 'The two shares of the credit must add up to 100%.';
export const SALE_CREDIT_SELF_MESSAGE =
  'The credit is shared with another team member, not with yourself.';
export const SALE_CREDIT_NOT_AT_CLUB_MESSAGE =
  'The team member sharing the credit must work at the club of the sale.';
export const SALE_CREDIT_ONLINE_MESSAGE =
  'Only a sale made at the club by a signed-in team member is credited to the team.';

const share = z
  .number({ error: SALE_CREDIT_SHARE_MESSAGE })
  .int({ error: SALE_CREDIT_SHARE_MESSAGE })
  .min(1, { error: SALE_CREDIT_SHARE_MESSAGE })
  .max(99, { error: SALE_CREDIT_SHARE_MESSAGE });

/**
 * The split of an in-club sale's credit (docs/decisions/0028): the seller is the signed-in team
 * member, never named here; a second team member of the club takes the rest. Both shares are whole
 * percentages that add up to 100.
 */
export const saleCreditSplitSchema = z
  .object({
    partnerStaffId: z.uuid({ error: SALE_CREDIT_PARTNER_MESSAGE }),
    sellerPercent: share,
    partnerPercent: share,
  })
  .superRefine(
    (split, ctx) => {
      if (split.sellerPercent + split.partnerPercent !== 100) {
        ctx.addIssue({
          code: 'custom',
          path: ['partnerPercent'],
          message: SALE_CREDIT_TOTAL_MESSAGE,
        });
      }
    },
    { when: (payload) => fieldsPassed(payload, ['sellerPercent', 'partnerPercent']) },
  );

/**
 * How a sale's credit reads on the confirmation and in onboarding: "Sold by Sam Lee", or with a
 * split "Sold by Sam Lee (70%) and Ana Ruiz (30%)"; the seller first.
 */
export function saleCreditText(
  credit: readonly { displayName: string; percent: number }[],
): string {
  if (credit.length === 1 && credit[0]) return `Sold by ${credit[0].displayName}`;
  return `Sold by ${credit.map((share) => `${share.displayName} (${share.percent}%)`).join(' and ')}`;
}
