import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import type { MembershipState } from './membershipState';

/**
 * The employeeId parameter the link carried, for the employee id the membership holds
 * (product/club-and-entry.md#employee-ids-in-links; 0 is none). Product and cart calls hand it on
 * as the link gave it: the server decodes it, and it opens the Employee membership's door (issue 15
 * §2).
 */
export function employeeLinkOf({ options }: Pick<MembershipState, 'options'>): string | undefined {
  const id = options.employeeId;
  return id === undefined || id === 0 ? undefined : encodeEmployeeId(id);
}
