import type { ModuleContext } from '../moduleContext';
import { tokenCategoryAt } from './categoryToken';
import { findClub } from '../clubs/findClub';
import { clubLists } from './clubCatalog';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

/**
 * The coupon code that opens a club's category (product/club-and-entry.md#sale-categories GET
 * .../categories/{category}/couponcode), told only to a caller whose token was sealed for this club
 * and category and has not expired at the clock's instant.
 */
export async function revealCategoryCouponCode(
  context: ModuleContext,
  request: { clubId: string; category: string; token: string | undefined },
): Promise<Outcome<{ mmsClubId: string; category: string; couponCode: string }, ProductFailure>> {
  const { clubId, category, token } = request;
  const named = await tokenCategoryAt(context.db, token, { clubId, now: context.clock() });
  if (named !== category) return fail({ kind: 'badCategoryToken' });
  const club = await findClub(context, clubId);
  if (!club) return fail({ kind: 'unknownClub', clubId });
  const found = (await clubLists(context, club).categories()).find(
    (candidate) => candidate.category === category,
  );
  if (!found) return fail({ kind: 'unknownCategory', clubId, category });
  if (found.couponCode === null) return fail({ kind: 'categoryWithoutCoupon', clubId, category });
  return succeed({ mmsClubId: clubId, category, couponCode: found.couponCode });
}
