import type { MembershipState } from './membershipState';

/**
 * A new enrolment (product/wizard.md#stores-and-session-cookies): 1 adult and 0 juniors, no flows,
 * nothing chosen yet.
 */
export const INITIAL_MEMBERSHIP: MembershipState = {
  adultMembers: [],
  juniorMembers: [],
  options: {},
  quantities: { adults: 1, juniors: 0 },
  rejoin: false,
  membershipDescriptor: { flows: [] },
  interests: [],
  locationAccess: {},
};
