import { PACKAGE_CATEGORIES } from '@clubjoin/domain/staff/memberPackages';
import type { ModuleContext } from '../moduleContext';
import {
  findMembershipPurchaseRow,
  type MembershipPurchaseRow,
  type PackageLineRow,
  selectPackageLinesOfClub,
} from './orderStore';

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

/** A package line a club's sale charged: which membership, when, what and how many. */
export type PackageLine = PackageLineRow;

/**
 * The package lines (dues add-ons, experience packages, pool passes) of every sale completed at a
 * club, oldest first: where coaching finds the members who bought personal training
 * (docs/decisions/0033).
 */
export async function packageLinesOfClub(
  context: ModuleContext,
  clubId: string,
): Promise<PackageLine[]> {
  return selectPackageLinesOfClub(context.db, clubId, [...PACKAGE_CATEGORIES]);
}
