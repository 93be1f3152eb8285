import { describe, expect, it } from 'vitest';
import type { ProductType } from '../vocabulary';
import type { DoorCoupon, DoorProof, DoorPurpose, MembershipDoor } from './membershipDoor';
import {
  doorNeedsProgramIdentifier,
  isShownThroughDoor,
  openMembershipDoor,
  opensByCategoryLink,
} from './membershipDoor';
import { SILVERSTEP_PROGRAM } from '../validation/programIdentifier.fixture';

/** The doors of the demo catalog (data/catalog/products.json). */
const EMPLOYEE: MembershipDoor = [{ proof: 'employeeId' }];
const QUALIFIED: MembershipDoor = [
  { proof: 'coupon', couponKinds: ['Qualified'], withProgramIdentifier: true },
];
const DAY_PASS: MembershipDoor = [
  { proof: 'coupon', couponKinds: ['DayPass'] },
  { proof: 'categoryToken' },
];

const SILVERSTEP: DoorCoupon = {
  kind: 'Qualified',
  productTypes: ['MonthlyQualified', 'MonthlySGTQualified'],
  promotionDisplayName: 'SilverStep Medicare',
  partnerProgram: SILVERSTEP_PROGRAM,
};
const ACTIVEAGE: DoorCoupon = {
  ...SILVERSTEP,
  productTypes: ['MonthlyQualified'],
  promotionDisplayName: 'ActiveAge Medicare',
};
const FITWELL: DoorCoupon = {
  kind: 'Qualified',
  productTypes: ['MonthlyQualified'],
  promotionDisplayName: 'FitWell Medicare',
  partnerProgram: {
    programId: 'FITWELL',
    identifierFormat: { formatId: 'FW-NONE', identifierParts: [] },
  },
};
const REFERRAL: DoorCoupon = {
  kind: 'EmployeeReferral',
  productTypes: ['Monthly', 'MonthlySGT'],
  promotionDisplayName: 'Employee Referral',
  employeeId: '48213',
};
const DAYPASS_COUPON: DoorCoupon = {
  kind: 'DayPass',
  productTypes: ['DayPass'],
  promotionDisplayName: 'Free Day Pass',
};
const OPTIFIT: DoorCoupon = {
  kind: 'Program',
  productTypes: ['Monthly'],
  promotionDisplayName: 'OptiFit Insurance',
};

const memberId = (value: string) => ({
  programId: 'SILVERSTEP',
  formatId: 'SS-MEMBER-ID',
  identifierPartValues: [{ formatPartId: 'memberId', value }],
});

/** A visitor who came in through no door. */
const NO_PROOF: DoorProof = {
  coupon: undefined,
  linkEmployeeId: 0,
  categoryProductType: undefined,
  programIdentifier: undefined,
};
const proof = (given: Partial<DoorProof>): DoorProof => ({ ...NO_PROOF, ...given });

const EMPLOYEE_SHUT =
  'The Employee membership is sold only through a team member’s employee link or with an employee referral coupon.';
const QUALIFIED_SHUT =
  'The Monthly Qualified membership is sold only with a Medicare program coupon valid at this club.';
const DAY_PASS_SHUT =
  'The Day Pass membership is sold only with a day pass coupon valid at this club, or through the link the club gives for it.';

describe('which proof opens which membership door (issue 15 §2)', () => {
  it.each<{
    rule: string;
    type: ProductType;
    door: MembershipDoor;
    proof: DoorProof;
    purpose?: DoorPurpose;
    shut?: string;
  }>([
    { rule: 'a public membership opens to anyone', type: 'Monthly', door: null, proof: NO_PROOF },
    // Employee (product/flows.md#who-joins, product/club-and-entry.md#employee-ids-in-links)
    {
      rule: 'Employee, no proof: shut',
      type: 'Employee',
      door: EMPLOYEE,
      proof: NO_PROOF,
      shut: EMPLOYEE_SHUT,
    },
    {
      rule: 'Employee, the employee id the link decodes to: open',
      type: 'Employee',
      door: EMPLOYEE,
      proof: proof({ linkEmployeeId: 48213 }),
    },
    {
      rule: 'Employee, a link that decodes to no employee id (0): shut',
      type: 'Employee',
      door: EMPLOYEE,
      proof: proof({ linkEmployeeId: 0 }),
      shut: EMPLOYEE_SHUT,
    },
    {
      rule: 'Employee, a link that decodes below zero: shut',
      type: 'Employee',
      door: EMPLOYEE,
      proof: proof({ linkEmployeeId: -32767 }),
      shut: EMPLOYEE_SHUT,
    },
    {
      rule: 'Employee, a usable employee referral coupon supplies the employee id: open',
      type: 'Employee',
      door: EMPLOYEE,
      proof: proof({ coupon: REFERRAL }),
    },
    {
      rule: 'Employee, another kind of coupon: shut',
      type: 'Employee',
      door: EMPLOYEE,
      proof: proof({ coupon: OPTIFIT }),
      shut: EMPLOYEE_SHUT,
    },
    {
      rule: 'Employee, a category token for another type: shut',
      type: 'Employee',
      door: EMPLOYEE,
      proof: proof({ categoryProductType: 'DayPass' }),
      shut: EMPLOYEE_SHUT,
    },
    // Qualified (product/membership-and-promotions.md#coupons,
    // product/pages.md#medicare-memberships-page)
    {
      rule: 'Qualified, no proof: shut, even to show',
      type: 'MonthlyQualified',
      door: QUALIFIED,
      proof: NO_PROOF,
      purpose: 'show',
      shut: QUALIFIED_SHUT,
    },
    {
      rule: 'Qualified, the program identifier without the coupon: shut',
      type: 'MonthlyQualified',
      door: QUALIFIED,
      proof: proof({ programIdentifier: memberId('123456789') }),
      shut: QUALIFIED_SHUT,
    },
    {
      rule: 'Qualified, its coupon: shown before the identifier is entered',
      type: 'MonthlyQualified',
      door: QUALIFIED,
      proof: proof({ coupon: SILVERSTEP }),
      purpose: 'show',
    },
    {
      rule: 'Qualified, its coupon and a complete identifier: sold',
      type: 'MonthlyQualified',
      door: QUALIFIED,
      proof: proof({ coupon: SILVERSTEP, programIdentifier: memberId(' 123456789 ') }),
    },
    {
      rule: 'Qualified, a coupon not made for the type: shut',
      type: 'MonthlySGTQualified',
      door: QUALIFIED,
      proof: proof({ coupon: ACTIVEAGE, programIdentifier: memberId('123456789') }),
      shut: 'The Monthly plus SGT Qualified membership is sold only with a Medicare program coupon valid at this club.',
    },
    {
      rule: 'Qualified, a coupon of another kind: shut',
      type: 'MonthlyQualified',
      door: QUALIFIED,
      proof: proof({ coupon: { ...OPTIFIT, productTypes: ['MonthlyQualified'] } }),
      shut: QUALIFIED_SHUT,
    },
    {
      rule: 'Qualified, a program without identifier parts needs none: sold',
      type: 'MonthlyQualified',
      door: QUALIFIED,
      proof: proof({ coupon: FITWELL }),
    },
    // Day pass and pickleball (product/club-and-entry.md#initialize: by coupon or category)
    {
      rule: 'Day pass, no proof: shut',
      type: 'DayPass',
      door: DAY_PASS,
      proof: NO_PROOF,
      shut: DAY_PASS_SHUT,
    },
    {
      rule: 'Day pass, its coupon: open',
      type: 'DayPass',
      door: DAY_PASS,
      proof: proof({ coupon: DAYPASS_COUPON }),
    },
    {
      rule: 'Day pass, a token of a day-pass category: open',
      type: 'DayPass',
      door: DAY_PASS,
      proof: proof({ categoryProductType: 'DayPass' }),
    },
    {
      rule: 'Pickleball, the day-pass coupon: shut',
      type: 'PickleballOnly',
      door: [{ proof: 'coupon', couponKinds: ['Pickleball'] }, { proof: 'categoryToken' }],
      proof: proof({ coupon: DAYPASS_COUPON, categoryProductType: 'DayPass' }),
      shut: 'The Pickleball Only membership is sold only with a pickleball coupon valid at this club, or through the link the club gives for it.',
    },
  ])('$rule', ({ type, door, proof: given, purpose = 'sell', shut }) => {
    const verdict = openMembershipDoor(type, door, given, purpose);
    expect(verdict).toEqual(
      shut === undefined ? { open: true } : { open: false, reason: 'noProof', message: shut },
    );
  });

  const OTHER_PROGRAM =
    'This membership’s partner program is SILVERSTEP, identified in the format SS-MEMBER-ID.';
  it.each<[string, DoorProof['programIdentifier'], { field: string; message: string }]>([
    [
      'no identifier',
      undefined,
      { field: 'identifierPartValues.0.value', message: 'Please enter your SilverStep Member ID.' },
    ],
    [
      'an empty part',
      memberId(' '),
      { field: 'identifierPartValues.0.value', message: 'Please enter your SilverStep Member ID.' },
    ],
    [
      'a part breaking its rule',
      memberId('12345678X'),
      { field: 'identifierPartValues.0.value', message: 'A SilverStep Member ID is 9 digits.' },
    ],
    [
      'a part too long',
      memberId('1234567890'),
      {
        field: 'identifierPartValues.0.value',
        message: 'This field must be 9 characters or less.',
      },
    ],
    [
      'values not of its parts',
      { ...memberId('123456789'), identifierPartValues: [] },
      {
        field: 'identifierPartValues',
        message: 'Send one value for each identifier part of the program, in this order: memberId.',
      },
    ],
    [
      'another program’s identifier',
      { ...memberId('123456789'), programId: 'ACTIVEAGE' },
      { field: '', message: OTHER_PROGRAM },
    ],
    [
      'another format',
      { ...memberId('123456789'), formatId: 'OLD' },
      { field: '', message: OTHER_PROGRAM },
    ],
  ])(
    'sells Qualified with its coupon but %s: not until the identifier is complete',
    (_, id, problem) => {
      const verdict = openMembershipDoor(
        'MonthlyQualified',
        QUALIFIED,
        proof({ coupon: SILVERSTEP, programIdentifier: id }),
        'sell',
      );
      expect(verdict).toEqual({
        open: false,
        reason: 'programIdentifier',
        message: `The Monthly Qualified membership is sold only with the member identifier of your SilverStep Medicare program. ${problem.message}`,
        problems: [problem],
      });
    },
  );

  it('shows a card when its door opens to show it', () => {
    const card = (productType: ProductType, door: MembershipDoor) => ({ productType, door });

    expect(isShownThroughDoor(card('Monthly', null), NO_PROOF)).toBe(true);
    expect(isShownThroughDoor(card('Employee', EMPLOYEE), NO_PROOF)).toBe(false);
    expect(
      isShownThroughDoor(card('MonthlyQualified', QUALIFIED), proof({ coupon: SILVERSTEP })),
    ).toBe(true);
  });

  it.each<[string, MembershipDoor, boolean]>([
    ['a public membership', null, false],
    ['the Employee door', EMPLOYEE, false],
    ['the Qualified door', QUALIFIED, true],
  ])('knows whether %s asks for a program identifier', (_, door, asks) => {
    expect(doorNeedsProgramIdentifier(door)).toBe(asks);
  });
});

describe('categories opened by their link (decision 0017)', () => {
  it.each([
    ['DayPass', true],
    ['Pickleball', true],
    ['Corporate', true],
    ['EmployeeReferral', false],
    ['Qualified', false],
    ['Program', false],
    ['Promotional', false],
  ])('a category of a %s coupon: %s', (kind, opens) => {
    expect(opensByCategoryLink(kind)).toBe(opens);
  });
});
