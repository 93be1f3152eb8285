import type { PublicImprovementFeeRule } from '@clubjoin/domain/pricing/publicImprovementFee';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { RateAmount } from './amounts';

/**
 * A club's public improvement fee (product/pricing-and-dues.md#public-improvement-fee): a rate on
 * dues, with the club's own description.
 */
export const PublicImprovementFee = z
  .object({
    mmsClubId: z.string().min(1),
    description: z.string().min(1),
    rate: RateAmount.positive('A public improvement fee rate is above 0'),
  })
  .meta({ id: 'PublicImprovementFee' });
export type PublicImprovementFee = z.infer<typeof PublicImprovementFee>;

/**
 * Compiles only while a catalog fee can be handed to the domain's fee rule.
 * @typeCheck
 */
export type PublicImprovementFeeFeedsDomain = Assignable<
  PublicImprovementFee,
  PublicImprovementFeeRule
>;
