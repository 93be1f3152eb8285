import { describe, expect, it } from 'vitest';
import { INITIAL_MEMBERSHIP } from '../../stores/initialMembership';
import type { MembershipState } from '../../stores/membershipState';
import { clubToday, memberFormContext } from './memberFormContext';

const club = {
  mmsClubId: '5',
  marketingClubName: 'Chanhassen, MN',
  country: 'CA',
  phone: '9525550100',
  timeZone: 'America/Vancouver',
};

const membership: MembershipState = {
  ...INITIAL_MEMBERSHIP,
  memberAccount: { username: 'ann@example.com' },
  primaryMember: { dateOfBirth: '04/15/1985' },
  adultMembers: [
    { email: 'son@example.com', relationship: 'Secondary', dateOfBirth: '01/01/2005' },
    { email: 'bo@example.com', relationship: 'Partner', dateOfBirth: '02/01/1984' },
    { email: 'later@example.com' },
  ],
};

describe('memberFormContext (product/member-forms.md#member-info-form: what the member rules read)', () => {
  it('reads the sale from the club and the membership, the other members from the store', () => {
    const context = memberFormContext(
      { ...membership, membershipDescriptor: { flows: ['Purchaser'] } },
      club,
      { list: 'adult', position: 2 },
      new Date('2026-11-21T12:00:00Z'),
      ['party-1'],
    );
    expect(context).toEqual({
      today: '2026-11-21',
      flows: ['Purchaser'],
      productType: undefined,
      primaryDateOfBirth: '04/15/1985',
      partnerDateOfBirth: '02/01/1984',
      otherAdultEmails: ['ann@example.com', 'son@example.com', 'bo@example.com'],
      clubCountry: 'CA',
      supportPhone: '9525550100',
      previousMemberPartyIds: ['party-1'],
    });
  });
});

describe('clubToday (product/decisions-and-platform.md#time-and-clocks: the club’s date)', () => {
  it('reads the date in the club’s time zone', () => {
    expect(clubToday(club, new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
});
