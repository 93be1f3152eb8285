import type { ModuleContext } from '../moduleContext';
import { findMembershipPurchaseRow, type MembershipPurchaseRow } from './orderStore';

/**
 * The order that bought a membership as the portal's member details show it
 * (product/team-portal.md#member-details): when, what was charged on which card, the charged
 * lines, the agreements accepted and whether the member opted into texts.
 */
export type MembershipPurchase = MembershipPurchaseRow;

/** The purchase of a membership, or undefined for one no order of ours bought. */
export async function findMembershipPurchase(
  context: ModuleContext,
  membershipId: string,
): Promise<MembershipPurchase | undefined> {
  return findMembershipPurchaseRow(context.db, membershipId);
}
