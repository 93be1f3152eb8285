import { describe, expect, it } from 'vitest';
import {
  memberFormContextOf,
  type MembersInForms,
  type SaleFormContext,
} from './memberFormContext';

const SALE: SaleFormContext = {
  today: '2026-11-21',
  flows: ['Purchaser'],
  productType: 'Monthly',
  clubCountry: 'CA',
  supportPhone: '9525550100',
};

const MEMBERS: MembersInForms = {
  accountUsername: 'ann@example.com',
  primaryMember: { dateOfBirth: '04/15/1985' },
  adultMembers: [
    { email: 'son@example.com', relationship: 'Secondary', dateOfBirth: '01/01/2005' },
    { email: 'bo@example.com', relationship: 'Partner', dateOfBirth: '02/01/1984' },
    { email: 'later@example.com' },
  ],
};

describe('memberFormContextOf (product/member-forms.md#email: what the member rules read)', () => {
  it('gives a later adult the sale, the primary’s and earlier adults’ emails and the partner’s birth date', () => {
    expect(memberFormContextOf(SALE, MEMBERS, { list: 'adult', position: 2 })).toEqual({
      ...SALE,
      primaryDateOfBirth: '04/15/1985',
      partnerDateOfBirth: '02/01/1984',
      otherAdultEmails: ['ann@example.com', 'son@example.com', 'bo@example.com'],
      previousMemberPartyIds: [],
    });
  });

  it('does not count an adult as their own partner', () => {
    const context = memberFormContextOf(SALE, MEMBERS, { list: 'adult', position: 1 });
    expect(context.partnerDateOfBirth).toBeUndefined();
    expect(context.otherAdultEmails).toEqual(['ann@example.com', 'son@example.com']);
  });

  it('takes the primary’s own email over the account’s, and the account’s when the primary’s is empty', () => {
    const withEmail = { ...MEMBERS, primaryMember: { email: 'ann.own@example.com' } };
    const slot = { list: 'adult', position: 0 } as const;
    expect(memberFormContextOf(SALE, withEmail, slot).otherAdultEmails).toEqual([
      'ann.own@example.com',
    ]);
    const emptyEmail = { ...MEMBERS, primaryMember: { email: ' ' } };
    expect(memberFormContextOf(SALE, emptyEmail, slot).otherAdultEmails).toEqual([
      'ann@example.com',
    ]);
  });

  it('gives a junior both parents and no emails, and passes the chooser’s previous members on', () => {
    expect(
      memberFormContextOf(SALE, MEMBERS, { list: 'junior', position: 0 }, ['party-1']),
    ).toMatchObject({
      primaryDateOfBirth: '04/15/1985',
      partnerDateOfBirth: '02/01/1984',
      otherAdultEmails: ['ann@example.com'],
      previousMemberPartyIds: ['party-1'],
    });
  });
});
