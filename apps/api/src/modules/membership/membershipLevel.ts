import type { ModuleContext } from '../moduleContext';
import { selectMembershipLevel } from './store';

/**
 * A membership's level (product/accounts-and-sign-in.md#profile: the membership level of the
 * member details), undefined for a membership the member system does not hold.
 */
export function membershipLevel(
  context: ModuleContext,
  membershipId: string,
): Promise<string | undefined> {
  return selectMembershipLevel(context.db, membershipId);
}
