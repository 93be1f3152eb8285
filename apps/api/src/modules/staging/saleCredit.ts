import type { SaleCredit } from '@clubjoin/contract/clubSales';
import type { Queryable } from '../../db/database';
import type { SalesRange } from '@clubjoin/domain/staff/salesDashboard';
import {
  findCreditsOfMemberships,
  markCreditedMembership,
  selectCreditSharesAt,
} from './saleCreditStore';

/**
 * The credit of the sale a cart's staging recorded, tied to the membership the sale made and the
 * member's consent as completion checked it (docs/decisions/0028); undefined for a sale made
 * online. Completion calls it in its transaction.
 */
export function creditCompletedSale(
  tx: Queryable,
  cartId: string,
  membershipId: string,
  consent: { name: string; at: Date },
): Promise<SaleCredit | undefined> {
  return markCreditedMembership(tx, cartId, membershipId, consent);
}

/** Who sold these memberships at the club, by membership id (the onboarding list shows it). */
export function saleCreditsOf(
  db: Queryable,
  membershipIds: readonly string[],
): Promise<Map<string, SaleCredit>> {
  return findCreditsOfMemberships(db, membershipIds);
}

/** Who sold at a club in a range of its days, with their credit shares (the sales dashboard). */
export function creditSharesAt(
  db: Queryable,
  clubId: string,
  range: SalesRange,
  timeZone: string,
): ReturnType<typeof selectCreditSharesAt> {
  return selectCreditSharesAt(db, clubId, range, timeZone);
}
