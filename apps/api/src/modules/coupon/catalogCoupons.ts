import type { Coupon } from '@clubjoin/contract/catalog/coupon';
import type { ModuleContext } from '../moduleContext';
import { readCoupons } from './store';

/** The catalog's coupons, in promotion then code order, and by code. */
export interface CatalogCoupons {
  all: readonly Coupon[];
  byCode: ReadonlyMap<string, Coupon>;
}

/**
 * The catalog's coupons, read once per catalog version. They are kept whole under one key, so
 * what a caller asks for (any code, any promotion name) never adds an entry to the cache.
 */
export function catalogCoupons(context: ModuleContext): Promise<CatalogCoupons> {
  return context.catalogCache.read('coupon:all', async () => {
    const all = await readCoupons(context.db);
    return { all, byCode: new Map(all.map((coupon) => [coupon.code, coupon])) };
  });
}

/**
 * The coupon of a code (product/membership-and-promotions.md#coupons), undefined when the catalog
 * does not hold it.
 */
export async function findCoupon(
  context: ModuleContext,
  code: string,
): Promise<Coupon | undefined> {
  return (await catalogCoupons(context)).byCode.get(code);
}
