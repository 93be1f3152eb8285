import type { PoolPassSeason } from '@clubjoin/contract/catalog/poolPassSeason';
import { poolPassSeasonOnSale } from '@clubjoin/domain/catalog/poolPassSeason';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ModuleContext } from '../moduleContext';
import { openSale } from './openSale';
import { type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

/** A club's pool passes in its currency: its season on sale, or an empty season. */
export type ClubPoolPasses = { mmsClubId: string; currency: Currency } & (
  PoolPassSeason | { poolPasses: [] }
);

/**
 * The club's pool-pass season on sale (product/add-ons-and-pool-pass.md#pool-pass-season
 * .../poolpasses; product/add-ons-and-pool-pass.md#pool-pass-season): the one running at the
 * clock's instant, else the next, with its adult and junior passes in the club's currency. A club
 * without a season to come has an empty season, without dates or passes (the wizard then resets the
 * pool pass, product/add-ons-and-pool-pass.md#pool-pass-season). The coupon is checked like every
 * product call's; no coupon changes pool passes.
 */
export async function findPoolPassSeason(
  context: ModuleContext,
  clubId: string,
  couponCode: string | undefined,
): Promise<Outcome<ClubPoolPasses, ProductFailure>> {
  const sale = await openSale(context, clubId, couponCode);
  if (!sale.ok) return sale;
  const { lists, currency, promotionContext } = sale.value;
  const season = poolPassSeasonOnSale(await lists.poolPassSeasons(), promotionContext.now);
  return succeed({ mmsClubId: clubId, currency, ...(season ?? { poolPasses: [] }) });
}
