import type { PoolPassResponse } from '@clubjoin/domain/catalog/poolPass';
import { POOL_PASS_ADULT_SKU, POOL_PASS_JUNIOR_SKU } from '@clubjoin/domain/catalog/poolPass';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { CentsAmount } from './amounts';
import { addIssue, flagDuplicates } from './issues';

/**
 * A pool pass on sale: its sku and its one-time price per person
 * (product/add-ons-and-pool-pass.md#pool-pass-season, #pool-pass-offer).
 */
export const PoolPass = z
  .object({
    sku: z.enum([POOL_PASS_ADULT_SKU, POOL_PASS_JUNIOR_SKU]),
    price: CentsAmount,
  })
  .meta({ id: 'PoolPass' });

/**
 * A club's summer pool season (product/add-ons-and-pool-pass.md#pool-pass-season): its first and
 * last day, and the passes on sale, one of them for adults
 * (product/add-ons-and-pool-pass.md#pool-pass-season: without an adult pass the pool pass is
 * reset).
 */
export const PoolPassSeason = z
  .object({
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    poolPasses: z.array(PoolPass),
  })
  .superRefine((season, ctx) => {
    if (season.endDate < season.startDate) {
      addIssue(ctx, ['endDate'], 'A season cannot end before it starts');
    }
    flagDuplicates(
      ctx,
      season.poolPasses,
      (pass) => pass.sku,
      (index) => ['poolPasses', index, 'sku'],
      (sku) => `Two ${sku} passes`,
    );
    if (!season.poolPasses.some((pass) => pass.sku === POOL_PASS_ADULT_SKU)) {
      addIssue(ctx, ['poolPasses'], `A season sells a ${POOL_PASS_ADULT_SKU} pass`);
    }
  })
  .meta({ id: 'PoolPassSeason' });
export type PoolPassSeason = z.infer<typeof PoolPassSeason>;

/**
 * Compiles only while a catalog season can be handed to the domain's pool-pass rules.
 * @typeCheck
 */
export type PoolPassSeasonFeedsDomain = Assignable<PoolPassSeason, PoolPassResponse>;

/** A record of poolPasses.json: a club's pool seasons, in order and not overlapping. */
export const ClubPoolPasses = z
  .object({
    mmsClubId: z.string().min(1),
    seasons: z.array(PoolPassSeason).min(1),
  })
  .superRefine((club, ctx) => {
    club.seasons.forEach((season, index) => {
      const previous = club.seasons[index - 1];
      if (previous && season.startDate <= previous.endDate) {
        addIssue(ctx, ['seasons', index, 'startDate'], 'A season starts after the one before ends');
      }
    });
  })
  .meta({ id: 'ClubPoolPasses' });
export type ClubPoolPasses = z.infer<typeof ClubPoolPasses>;
