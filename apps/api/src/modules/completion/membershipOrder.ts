import type { ModuleContext } from '../moduleContext';
import { findMembershipOrderRow } from './orderStore';

/**
 * What the order that bought a membership tells its members' account
 * (product/accounts-and-sign-in.md#a-members-own-account): the product, the monthly dues recorded
 * at purchase and the agreements accepted with it.
 */
export interface MembershipOrder {
  productType: string;
  monthlyAmount: number;
  agreements: { id: string; name: string; version: string; acceptedAt: Date }[];
}

/**
 * The completed order that bought a membership, or undefined for one that no order of ours
 * bought (a membership the member system already held).
 */
export async function findMembershipOrder(
  context: ModuleContext,
  membershipId: string,
): Promise<MembershipOrder | undefined> {
  return findMembershipOrderRow(context.db, membershipId);
}
