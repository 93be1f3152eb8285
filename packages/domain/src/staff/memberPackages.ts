/**
 * Which charged lines of a purchase are packages on the member details' packages page
 * (product/team-portal.md#member-details): the add-ons bought with the membership (dues add-ons,
 * experience packages, pool passes), not the membership's dues and fees.
 */
export const PACKAGE_CATEGORIES: ReadonlySet<string> = new Set([
  'MembershipAddOn',
  'Dynamic Package',
  'PoolPass',
]);

export function isPackageLine(category: string): boolean {
  return PACKAGE_CATEGORIES.has(category);
}
