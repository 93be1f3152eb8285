import type { PoolPassSeason } from '@clubjoin/contract/catalog/poolPassSeason';
import { poolPassSeasonOnSale } from '@clubjoin/domain/catalog/poolPassSeason';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ModuleContext } from '../moduleContext';
import { openSale } from './openSale';
import { fail, succeed, type ProductOutcome } from './productFailure';

/**
 * The club's pool-pass season on sale (product/add-ons-and-pool-pass.md#pool-pass-season
 * .../poolpasses; product/add-ons-and-pool-pass.md#pool-pass-season): the one running at the
 * clock's instant, else the next, with its adult and junior passes in the club's currency. A club
 * without a season to come fails (the wizard then resets the pool pass,
 * product/add-ons-and-pool-pass.md#pool-pass-season). The coupon is checked like every product
 * call's; no coupon changes pool passes.
 */
export async function findPoolPassSeason(
  context: ModuleContext,
  clubId: string,
  couponCode: string | undefined,
): Promise<ProductOutcome<PoolPassSeason & { mmsClubId: string; currency: Currency }>> {
  const sale = await openSale(context, clubId, couponCode);
  if (!sale.ok) return sale;
  const { lists, currency, promotionContext } = sale.value;
  const season = poolPassSeasonOnSale(await lists.poolPassSeasons(), promotionContext.now);
  if (!season) return fail({ kind: 'noPoolPasses', clubId });
  return succeed({ mmsClubId: clubId, currency, ...season });
}
