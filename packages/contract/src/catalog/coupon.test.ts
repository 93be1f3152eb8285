import { describe, expect, it } from 'vitest';
import { couponRecord, verdict } from './catalogRecords.fixture';
import { Coupon } from './coupon';

const part = (overrides: Record<string, unknown>) => ({
  formatPartId: 'memberId',
  name: 'your Member ID',
  length: 9,
  rule: '\\d{9}',
  errorMessage: 'A Member ID is 9 digits.',
  ...overrides,
});
const withParts = (parts: unknown[]) => ({
  partnerProgram: { programId: 'P', identifierFormat: { formatId: 'F', identifierParts: parts } },
});
const rule = (overrides: Record<string, unknown>) => ({
  corporatePromotion: {
    ...(couponRecord('Corporate').corporatePromotion as object),
    subsidyRuleReimbursements: [
      {
        reimbursementType: 'MonthlyDues',
        reimbursementAmount: 2500,
        reimbursementAmountType: 'Amount',
        reimbursementLTAmount: 20,
        reimbursementLTAmountType: 'Percentage',
        subsidyType: 'Reimbursement',
        ...overrides,
      },
    ],
  },
});

describe('a coupon (product/membership-and-promotions.md#coupons)', () => {
  it.each([
    ['a promotional coupon', 'Promotional', {}, 'valid'],
    ['a day pass coupon', 'DayPass', {}, 'valid'],
    ['a pickleball coupon', 'Pickleball', {}, 'valid'],
    ['an employee referral', 'EmployeeReferral', {}, 'valid'],
    ['a Medicare program', 'Qualified', {}, 'valid'],
    ['an insurer program', 'Program', {}, 'valid'],
    ['a corporate subsidy', 'Corporate', {}, 'valid'],
    ['a program needing no identifier', 'Qualified', withParts([]), 'valid'],
    [
      'a two-part identifier',
      'Qualified',
      withParts([part({ formatPartId: 'group' }), part({})]),
      'valid',
    ],
    ['mixed subsidy parts', 'Corporate', rule({}), 'valid'],
    [
      'an expired window',
      'Promotional',
      { startDateTime: '2025-06-01T05:00:00Z', endDateTime: '2025-09-01T05:00:00Z' },
      'valid',
    ],
    [
      'an unknown kind',
      'Raffle',
      {},
      "kind: Invalid discriminator value. Expected 'EmployeeReferral' | 'DayPass' | 'Pickleball' | 'Promotional' | 'Qualified' | 'Program' | 'Corporate'",
    ],
    [
      'a code in lower case',
      'Promotional',
      { code: 'welcome' },
      'code: A coupon code is 3 to 32 capitals, digits and dashes',
    ],
    [
      'a coupon valid nowhere',
      'Promotional',
      { clubIds: [] },
      'clubIds: Too small: expected array to have >=1 items',
    ],
    [
      'a club listed twice',
      'Promotional',
      { clubIds: ['17', '5', '17'] },
      'clubIds.2: Club 17 is listed twice',
    ],
    [
      'a window ending before it starts',
      'Promotional',
      { startDateTime: '2027-01-01T00:00:00Z', endDateTime: '2026-01-01T00:00:00Z' },
      'endDateTime: endDateTime must be after startDateTime',
    ],
    [
      'an unknown client access',
      'Qualified',
      { clientAppAccess: 'Kiosk' },
      'clientAppAccess: Invalid option: expected one of "All"|"OnlineOnly"|"InClubOnly"',
    ],
    [
      'a referral without an email',
      'EmployeeReferral',
      { personalEmail: 'dana' },
      'personalEmail: Invalid email address',
    ],
    [
      'a referral with a letter in the employee id',
      'EmployeeReferral',
      { employeeId: 'E20417' },
      'employeeId: An employee id is 4 to 9 digits',
    ],
    [
      'an identifier rule that is no regular expression',
      'Qualified',
      withParts([part({ rule: '(\\d{9}' })]),
      'partnerProgram.identifierFormat.identifierParts.0.rule: A rule is a valid regular expression',
    ],
    [
      'two identifier parts with one id',
      'Program',
      withParts([part({}), part({})]),
      'partnerProgram.identifierFormat.identifierParts.1.formatPartId: Two identifier parts memberId',
    ],
    [
      'a company percentage above 100',
      'Corporate',
      rule({ reimbursementAmount: 101, reimbursementAmountType: 'Percentage' }),
      'corporatePromotion.subsidyRuleReimbursements.0.reimbursementAmount: A percentage is at most 100',
    ],
    [
      'a club chain percentage above 100',
      'Corporate',
      rule({ reimbursementLTAmount: 150 }),
      'corporatePromotion.subsidyRuleReimbursements.0.reimbursementLTAmount: A percentage is at most 100',
    ],
    [
      'an unknown reimbursement type',
      'Corporate',
      rule({ reimbursementType: 'Towels' }),
      'corporatePromotion.subsidyRuleReimbursements.0.reimbursementType: Invalid option: expected one of "MonthlyDues"|"AdminFee"|"EnrollmentFee"',
    ],
  ])('%s', (_name, kind, overrides, expected) => {
    expect(verdict(Coupon, couponRecord(kind, overrides))).toBe(expected);
  });
});
