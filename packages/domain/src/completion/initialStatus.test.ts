import { describe, expect, it } from 'vitest';
import { membershipStatusOf } from '../accounts/membershipStatus';
import { initialMembershipStatus } from './initialStatus';

describe('initialMembershipStatus (product/payment-and-confirmation.md#what-a-purchase-creates)', () => {
  it.each([
    { waitlist: false, presaleClub: false, status: 'Active' },
    { waitlist: false, presaleClub: true, status: 'LateActivation' },
    { waitlist: true, presaleClub: false, status: 'Pending' },
    { waitlist: true, presaleClub: true, status: 'Pending' },
  ])('waitlist $waitlist, presale club $presaleClub: $status', ({ status, ...join }) => {
    expect(initialMembershipStatus(join)).toBe(status);
  });

  it('stores Late Activation as the member system spells it', () => {
    expect(
      membershipStatusOf(initialMembershipStatus({ waitlist: false, presaleClub: true })),
    ).toBe('LateActivation');
  });
});
