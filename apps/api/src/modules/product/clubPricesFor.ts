import type { Cents } from '@clubjoin/domain/money/cents';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import { readClubPrices } from './store';

/**
 * The monthly price (product/pricing-and-dues.md#price-records) of a product type for an adult
 * count at every club that sells it, by club id, read once per catalog version.
 */
export function clubPricesFor(
  context: ModuleContext,
  productType: ProductType,
  adults: number,
): Promise<Map<string, Cents>> {
  return context.catalogCache.read(`product:prices:${productType}:${adults}`, async () => {
    const prices = await readClubPrices(context.db, productType, adults);
    return new Map(prices.map((price) => [price.mmsClubId, price.productPrice]));
  });
}
