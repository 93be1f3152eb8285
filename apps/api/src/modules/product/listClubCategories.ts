import type { Category } from '@clubjoin/contract/catalog/category';
import { opensByCategoryLink } from '@clubjoin/domain/catalog/membershipDoor';
import type { ModuleContext } from '../moduleContext';
import { findCoupon } from '../coupon/catalogCoupons';
import { findClub } from '../clubs/findClub';
import { CATEGORY_LINK_TOKEN_LIFETIME_MS, sealCategoryToken } from './categoryToken';
import { clubLists } from './clubCatalog';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

export interface SaleCategory extends Omit<Category, 'couponCode'> {
  opensWithCoupon: boolean;
  linkToken: string | null;
}

/**
 * A club's sale categories in their authored order (product/club-and-entry.md#sale-categories).
 * Which coupon opens a category is not told here: only GET .../couponcode with the category's token
 * answers it. A category whose coupon its public link hands over (opensByCategoryLink: day pass,
 * pickleball, corporate) comes with that token, sealed now for an hour (decision 0017); an
 * employee's or a Medicare category gets none, so naming it opens nothing.
 */
export async function listClubCategories(
  context: ModuleContext,
  clubId: string,
): Promise<Outcome<{ mmsClubId: string; categories: SaleCategory[] }, ProductFailure>> {
  const club = await findClub(context, clubId);
  if (!club) return fail({ kind: 'unknownClub', clubId });
  const categories = await clubLists(context, club).categories();
  const expiresAt = context.clock().getTime() + CATEGORY_LINK_TOKEN_LIFETIME_MS;
  const linkTokenOf = async ({ category, couponCode }: Category): Promise<string | null> => {
    const coupon = couponCode === null ? undefined : await findCoupon(context, couponCode);
    if (!coupon || !opensByCategoryLink(coupon.kind)) return null;
    return sealCategoryToken(context.db, { mmsClubId: clubId, category, expiresAt });
  };
  return succeed({
    mmsClubId: clubId,
    categories: await Promise.all(
      categories.map(async ({ couponCode, ...category }) => ({
        ...category,
        opensWithCoupon: couponCode !== null,
        linkToken: await linkTokenOf({ ...category, couponCode }),
      })),
    ),
  });
}
