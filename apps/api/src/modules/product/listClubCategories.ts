import type { Category } from '@clubjoin/contract/catalog/category';
import type { ModuleContext } from '../moduleContext';
import { findClub } from '../clubs/findClub';
import { clubLists } from './clubCatalog';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

export interface SaleCategory extends Omit<Category, 'couponCode'> {
  opensWithCoupon: boolean;
}

/**
 * A club's sale categories in their authored order (product/club-and-entry.md#sale-categories).
 * Which coupon opens a category is not told here: only GET .../couponcode with the category's token
 * answers it.
 */
export async function listClubCategories(
  context: ModuleContext,
  clubId: string,
): Promise<Outcome<{ mmsClubId: string; categories: SaleCategory[] }, ProductFailure>> {
  const club = await findClub(context, clubId);
  if (!club) return fail({ kind: 'unknownClub', clubId });
  const categories = await clubLists(context, club).categories();
  return succeed({
    mmsClubId: clubId,
    categories: categories.map(({ couponCode, ...category }) => ({
      ...category,
      opensWithCoupon: couponCode !== null,
    })),
  });
}
