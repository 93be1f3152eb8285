import type { ExistingMembership } from '@clubjoin/contract/membership';
import type { AddressDetails } from '../../stores/memberDetails';
import type { MembershipState } from '../../stores/membershipState';

/**
 * The address form's first values: the address stored before, else the previous membership's
 * primary member's address (product/accounts-and-sign-in.md#existing-membership-lookup), else
 * empty.
 */
export function addressFormValues(
  stored: MembershipState['membershipAddress'],
  previous: ExistingMembership | undefined,
): AddressDetails {
  const source = stored ?? previous?.primaryMember;
  return {
    street: source?.street ?? '',
    city: source?.city ?? '',
    state: source?.state ?? '',
    zip: source?.zip ?? '',
  };
}
