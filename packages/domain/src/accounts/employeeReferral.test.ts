import { describe, expect, it } from 'vitest';
import {
  employeeReferralPrefill,
  employeeReferralProblems,
  REFERRAL_FIELD_LOCKED_MESSAGE,
} from './employeeReferral';

const REFERRAL = {
  kind: 'EmployeeReferral',
  isValid: true,
  employeeId: '20417',
  referringMemberFirstName: 'Dana',
  referringMemberLastName: 'Whitfield',
  personalEmail: 'dana.whitfield@example.com',
};

describe('employeeReferralPrefill (product/member-forms.md#employee-referral)', () => {
  it('fills the primary member’s names and personal email from a valid referral coupon', () => {
    expect(employeeReferralPrefill(REFERRAL)).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana.whitfield@example.com',
    });
  });

  it.each([
    ['no coupon', undefined],
    ['another kind of coupon', { ...REFERRAL, kind: 'Promotional' }],
    ['a referral coupon that is not valid', { ...REFERRAL, isValid: false }],
  ])('fills nothing for %s', (_, coupon) => {
    expect(employeeReferralPrefill(coupon)).toEqual({});
  });

  it('fills only what the coupon carries', () => {
    expect(
      employeeReferralPrefill({
        ...REFERRAL,
        personalEmail: undefined,
        referringMemberLastName: ' ',
      }),
    ).toEqual({ firstName: 'Dana' });
  });
});

describe('employeeReferralProblems (product/member-forms.md#employee-referral)', () => {
  const prefill = employeeReferralPrefill(REFERRAL);

  it('accepts the filled values, the email in any case and either side trimmed', () => {
    expect(
      employeeReferralProblems(prefill, {
        firstName: ' Dana ',
        lastName: 'Whitfield',
        email: 'Dana.Whitfield@Example.com',
      }),
    ).toEqual([]);
  });

  it('names each field sent otherwise, a missing one too', () => {
    expect(
      employeeReferralProblems(prefill, { firstName: 'Jane', lastName: 'Whitfield', email: null }),
    ).toEqual([
      { field: 'firstName', message: REFERRAL_FIELD_LOCKED_MESSAGE },
      { field: 'email', message: REFERRAL_FIELD_LOCKED_MESSAGE },
    ]);
  });

  it('holds nothing to a sale without a referral coupon', () => {
    expect(employeeReferralProblems({}, { firstName: 'Jane' })).toEqual([]);
  });
});
