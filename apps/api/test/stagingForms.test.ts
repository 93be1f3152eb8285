import { STAGING_FORM_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, completionTestApp } from './completionKit';

/**
 * The server runs the forms of product/member-forms.md#member-info-form on every write that carries
 * them (stage, and members sent again with paymentInfo and complete), with the context the browser
 * gives them, taken from what the server knows: the cart's club, product and coupon, the purchaser
 * flow, the other members and the club's date on the server's clock. Each rule is broken alone,
 * straight at the API, and answered 400 with the form's own message on its field.
 */

/** 12:00 at Chanhassen (club 5, America/Chicago): the club's date is NOW's UTC date. */
const NOW = new Date('2026-11-21T18:00:00Z');
const CLUB_PHONE = '9525550100';

/** A date of birth `years` whole years and `days` more before the club's date on the test clock. */
function bornYearsAgo(years: number, days = 0): string {
  const date = new Date(
    Date.UTC(NOW.getUTCFullYear() - years, NOW.getUTCMonth(), NOW.getUTCDate() - days),
  );
  return date.toISOString().slice(0, 10);
}

type Body = Record<string, unknown> & {
  primaryMember: Record<string, unknown>;
  additionalMembers: Record<string, unknown>[];
  juniorMembers: Record<string, unknown>[];
  purchaser?: Record<string, unknown>;
  membershipAddress: Record<string, unknown>;
};

const PRIMARY = {
  partyId: 'party-primary-1',
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana.rivera@example.com',
  phone: '(612) 555-0142',
  gender: 'Female',
  dateOfBirth: bornYearsAgo(36, 30),
};

/** Ana with her partner Ben, her son Cleo (16) and her daughter Dee (9): every form holds. */
const FAMILY: Body = {
  primaryMember: PRIMARY,
  additionalMembers: [
    {
      firstName: 'Ben',
      lastName: 'Rivera',
      email: 'ben.rivera@example.com',
      gender: 'Male',
      dateOfBirth: bornYearsAgo(38, 30),
      relationship: 'Partner',
    },
    {
      firstName: 'Cleo',
      lastName: 'Rivera',
      email: 'cleo.rivera@example.com',
      phone: '6125550143',
      gender: 'Male',
      dateOfBirth: bornYearsAgo(16, 30),
      relationship: 'Secondary',
    },
  ],
  juniorMembers: [{ firstName: 'Dee', lastName: 'Rivera', dateOfBirth: bornYearsAgo(9, 30) }],
  membershipAddress: ADDRESS,
};
const FAMILY_CART = { adultProductQuantity: 3, juniorProductQuantity: 1 };

/** Pat pays for Ana's teenage son Eli (15), in the purchaser flow. */
const PURCHASED: Body = {
  primaryMember: {
    firstName: 'Eli',
    lastName: 'Rivera',
    phone: '6125550144',
    gender: 'Male',
    dateOfBirth: bornYearsAgo(15, 30),
  },
  // Completion confirms to the purchaser and records every person's date of birth.
  purchaser: {
    firstName: 'Pat',
    lastName: 'Rivera',
    phone: '9525550199',
    email: 'pat.rivera@example.com',
    dateOfBirth: bornYearsAgo(45, 30),
  },
  purchaserFlow: 'Purchaser',
  additionalMembers: [],
  juniorMembers: [],
  membershipAddress: ADDRESS,
};

/** Ana joins with the OptiFit insurer program's coupon, which asks for her Subscriber ID. */
const OPTIFIT_CART = { coupon: 'OPTIFIT', mmsPromotionCode: 'OPTIFIT-MO' };
const OPTIFIT: Body = {
  primaryMember: PRIMARY,
  additionalMembers: [],
  juniorMembers: [],
  membershipAddress: ADDRESS,
  partnerProgramIdentifierParts: {
    programId: 'OPTIFIT',
    formatId: 'OF-SUBSCRIBER',
    identifierPartValues: [{ formatPartId: 'memberId', value: 'ABC123456' }],
  },
};

type Change = (body: Body) => Body;
const primary =
  (patch: object): Change =>
  (body) => ({ ...body, primaryMember: { ...body.primaryMember, ...patch } });
const adult =
  (position: number, patch: object): Change =>
  (body) => ({
    ...body,
    additionalMembers: body.additionalMembers.map((member, index) =>
      index === position ? { ...member, ...patch } : member,
    ),
  });
const junior =
  (patch: object): Change =>
  (body) => ({ ...body, juniorMembers: [{ ...body.juniorMembers[0], ...patch }] });
const purchaser =
  (patch: object): Change =>
  (body) => ({ ...body, purchaser: { ...body.purchaser, ...patch } });
const address =
  (patch: object): Change =>
  (body) => ({ ...body, membershipAddress: { ...body.membershipAddress, ...patch } });
const identifier =
  (values: unknown): Change =>
  (body) => ({
    ...body,
    partnerProgramIdentifierParts: {
      programId: 'OPTIFIT',
      formatId: 'OF-SUBSCRIBER',
      identifierPartValues: values,
    },
  });

const LONG_EMAIL = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(7)}.example.com`; // 141 characters
const LENGTH_50_MESSAGE = 'This field must be 50 characters or less.';
const DATE_MESSAGE = 'Not a valid (MM/DD/YYYY) date of birth.';
const GAP_MESSAGE = `We are unable to add this member to your membership online at this time. Please call ${CLUB_PHONE} to add them to your membership.`;

interface Scenario {
  cart: Record<string, unknown>;
  body: Body;
}
type Row = [rule: string, scenario: Scenario, change: Change, field: string, message: string];
/** Rows whose fields are named under `path` of the request ('' for `path` itself). */
const under = (path: string, rows: Row[]): Row[] =>
  rows.map(([rule, scenario, change, field, message]) => [
    rule,
    scenario,
    change,
    field === '' ? path : `${path}.${field}`,
    message,
  ]);
const family: Scenario = { cart: FAMILY_CART, body: FAMILY };
const purchased: Scenario = { cart: {}, body: PURCHASED };
const program: Scenario = { cart: OPTIFIT_CART, body: OPTIFIT };
/** Ana and Ben at 24, with Dee: no secondary child could be 15 years younger than them. */
const youngParents: Scenario = {
  cart: { adultProductQuantity: 2, juniorProductQuantity: 1 },
  body: adult(0, { dateOfBirth: bornYearsAgo(24) })(
    primary({ dateOfBirth: bornYearsAgo(24, 30) })({
      ...FAMILY,
      additionalMembers: FAMILY.additionalMembers.slice(0, 1),
    }),
  ),
};
/** A scenario at another club, product or coupon, the cart's promotion its default. */
const at = (scenario: Scenario, cart: object): Scenario => ({
  ...scenario,
  cart: { ...scenario.cart, mmsPromotionCode: undefined, ...cart },
});

const { kit } = completionTestApp(NOW);

describe('the member forms run on the server (product/member-forms.md#member-info-form)', () => {
  const stage = async ({ cart, body }: Scenario, change: Change = (same) => same) =>
    (await kit.attemptStage(cart, change(body))).staged;

  it.each<[string, Scenario, Change]>([
    ['a family of two parents, a secondary child and a junior', family, (same) => same],
    ['a teen paid for by a purchaser', purchased, (same) => same],
    [
      'a child of exactly 12 paid for in the purchaser-child flow',
      purchased,
      (body) =>
        primary({ dateOfBirth: bornYearsAgo(12, 30) })({
          ...body,
          purchaserFlow: 'PurchaserChild',
        }),
    ],
    ['a member of the insurer program with a Subscriber ID', program, (same) => same],
    [
      'a primary member who opts in to text messages at 18',
      family,
      (body) =>
        primary({ dateOfBirth: bornYearsAgo(18), sendSmsOptIn: true })({
          ...body,
          sendSmsOptIn: true,
        }),
    ],
    [
      'a 26-year-old on the 26 and Under membership',
      at(family, { productType: 'UnderTwentySix' }),
      primary({ dateOfBirth: bornYearsAgo(26, 300) }),
    ],
    [
      'a Canadian address with its postal code',
      family,
      address({ state: 'ON', zip: 'm4w1a5', country: 'CA' }),
    ],
  ])('accepts %s', async (_name, scenario, change) => {
    const staged = await stage(scenario, change);
    expect(staged.status, JSON.stringify(staged.body)).toBe(200);
  });

  describe.each<[string, Row[]]>([
    [
      'the primary member form',
      under('body.primaryMember', [
        [
          'no first name',
          family,
          primary({ firstName: ' ' }),
          'firstName',
          'Please enter a first name.',
        ],
        [
          'first name missing',
          family,
          primary({ firstName: undefined }),
          'firstName',
          'Please enter a first name.',
        ],
        [
          'a first name of 51 characters',
          family,
          primary({ firstName: 'A'.repeat(51) }),
          'firstName',
          LENGTH_50_MESSAGE,
        ],
        [
          'no last name',
          family,
          primary({ lastName: '' }),
          'lastName',
          'Please enter a last name.',
        ],
        [
          'a last name of 51 characters',
          family,
          primary({ lastName: 'B'.repeat(51) }),
          'lastName',
          LENGTH_50_MESSAGE,
        ],
        [
          'an email of 141 characters',
          family,
          primary({ email: LONG_EMAIL }),
          'email',
          'Your new email address must be 140 characters or less.',
        ],
        [
          'an email of a bad format',
          family,
          primary({ email: 'ana@@example' }),
          'email',
          'Sorry, that seems to be an invalid email format.',
        ],
        [
          'no phone',
          family,
          primary({ phone: undefined }),
          'phone',
          'Please enter a phone number.',
        ],
        [
          'a phone whose area code starts with 0',
          family,
          primary({ phone: '0125550142' }),
          'phone',
          'Sorry, that seems to be an invalid phone number.',
        ],
        ['no gender', family, primary({ gender: null }), 'gender', 'Please select a gender.'],
        [
          'a gender not offered',
          family,
          primary({ gender: 'Other' }),
          'gender',
          'Please select a gender.',
        ],
        [
          'no date of birth',
          family,
          primary({ dateOfBirth: undefined }),
          'dateOfBirth',
          'Please enter a date of birth.',
        ],
        [
          'a date of birth tomorrow',
          family,
          primary({ dateOfBirth: bornYearsAgo(0, -1) }),
          'dateOfBirth',
          DATE_MESSAGE,
        ],
        [
          'an age of 113',
          family,
          primary({ dateOfBirth: bornYearsAgo(113, 1) }),
          'dateOfBirth',
          DATE_MESSAGE,
        ],
        [
          'a primary of 17',
          family,
          primary({ dateOfBirth: bornYearsAgo(17, 364) }),
          'dateOfBirth',
          'Primary member must be at least 18 years old.',
        ],
        [
          '27 on the 26 and Under membership',
          at(family, { productType: 'UnderTwentySix' }),
          primary({ dateOfBirth: bornYearsAgo(27) }),
          'dateOfBirth',
          'Primary member must be between 18 to 26 years old.',
        ],
        [
          '30 on the Junior Executive membership',
          at(family, { productType: 'JuniorExecutive' }),
          primary({ dateOfBirth: bornYearsAgo(30) }),
          'dateOfBirth',
          'Primary member must be between 18 to 29 years old.',
        ],
        [
          '64 on the 65 Plus membership',
          at(family, { productType: 'SixtyFivePlus' }),
          primary({ dateOfBirth: bornYearsAgo(65, -1) }),
          'dateOfBirth',
          'Primary member must be at least 65 years old.',
        ],
        [
          'a primary of 12 in the purchaser flow',
          purchased,
          primary({ dateOfBirth: bornYearsAgo(12, 300) }),
          'dateOfBirth',
          'Primary member must be at least 13 years old.',
        ],
        [
          'a primary of 13 in the purchaser-child flow',
          purchased,
          (body) =>
            primary({ dateOfBirth: bornYearsAgo(13) })({
              ...body,
              purchaserFlow: 'PurchaserChild',
            }),
          'dateOfBirth',
          'Primary member must be 12 years old.',
        ],
        [
          'a text-message opt-in at 15',
          purchased,
          primary({ sendSmsOptIn: true }),
          'sendSmsOptIn',
          'You must be 18 or older to opt in to text messages.',
        ],
        [
          'a text-message opt-in in the purchaser-child flow',
          purchased,
          (body) =>
            primary({ dateOfBirth: bornYearsAgo(12, 30), sendSmsOptIn: true })({
              ...body,
              purchaserFlow: 'PurchaserChild',
            }),
          'sendSmsOptIn',
          'Text messages are not offered for this member.',
        ],
        [
          'a text-message opt-in at a Canadian club',
          at(family, { clubId: '412', adultProductQuantity: 1, juniorProductQuantity: 0 }),
          (body) => ({
            ...primary({ sendSmsOptIn: true })(body),
            additionalMembers: [],
            juniorMembers: [],
            membershipAddress: {
              street: '1 Yonge St',
              city: 'Toronto',
              state: 'ON',
              zip: 'M5E 1E5',
              country: 'CA',
            },
          }),
          'sendSmsOptIn',
          'Text messages are not offered for this member.',
        ],
      ]),
    ],
    [
      'the secondary adult form',
      under('body', [
        [
          'no first name',
          family,
          adult(0, { firstName: '' }),
          'additionalMembers.0.firstName',
          'Please enter a first name.',
        ],
        [
          'no email',
          family,
          adult(0, { email: null }),
          'additionalMembers.0.email',
          'Please enter an email address.',
        ],
        [
          'the primary member’s email',
          family,
          adult(1, { email: 'Ana.Rivera@example.com' }),
          'additionalMembers.1.email',
          'This email address is already in use. Please enter a different email address to move forward.',
        ],
        [
          'an earlier adult’s email',
          family,
          adult(1, { email: 'ben.rivera@example.com' }),
          'additionalMembers.1.email',
          'This email address is already in use. Please enter a different email address to move forward.',
        ],
        [
          'an email of 141 characters',
          family,
          adult(0, { email: LONG_EMAIL }),
          'additionalMembers.0.email',
          'Your new email address must be 140 characters or less.',
        ],
        [
          'a phone of 9 digits',
          family,
          adult(1, { phone: '612555014' }),
          'additionalMembers.1.phone',
          'Sorry, that seems to be an invalid phone number.',
        ],
        [
          'no gender',
          family,
          adult(0, { gender: undefined }),
          'additionalMembers.0.gender',
          'Please select a gender.',
        ],
        [
          'no date of birth',
          family,
          adult(0, { dateOfBirth: null }),
          'additionalMembers.0.dateOfBirth',
          'Please enter a date of birth.',
        ],
        [
          'no relationship',
          family,
          adult(0, { relationship: undefined }),
          'additionalMembers.0.relationship',
          'Please select a relationship.',
        ],
        [
          'a relationship not offered',
          family,
          adult(0, { relationship: 'Cousin' }),
          'additionalMembers.0.relationship',
          'Please select a relationship.',
        ],
        [
          'a partner of 17',
          family,
          adult(0, { dateOfBirth: bornYearsAgo(17, 300) }),
          'additionalMembers.0.dateOfBirth',
          'A secondary adult must be at least 18 years old.',
        ],
        [
          'a secondary child of 13',
          family,
          adult(1, { dateOfBirth: bornYearsAgo(13, 300) }),
          'additionalMembers.1.dateOfBirth',
          'Secondary members must be between the ages of 14 and 25 years old.',
        ],
        [
          'a secondary child of 26',
          family,
          adult(1, { dateOfBirth: bornYearsAgo(26) }),
          'additionalMembers.1.dateOfBirth',
          'Secondary members must be between the ages of 14 and 25 years old.',
        ],
        [
          'a secondary child less than 15 years younger than both parents',
          family,
          (body) =>
            adult(0, { dateOfBirth: bornYearsAgo(36) })(
              adult(1, { dateOfBirth: bornYearsAgo(22) })(body),
            ),
          'additionalMembers.1.dateOfBirth',
          GAP_MESSAGE,
        ],
      ]),
    ],
    [
      'the junior form',
      under('body.juniorMembers.0', [
        ['no last name', family, junior({ lastName: '' }), 'lastName', 'Please enter a last name.'],
        [
          'no date of birth',
          family,
          junior({ dateOfBirth: undefined }),
          'dateOfBirth',
          'Please enter a date of birth.',
        ],
        [
          'a junior of 2 months',
          family,
          junior({ dateOfBirth: bornYearsAgo(0, 62) }),
          'dateOfBirth',
          'Junior Members must be between 3 months and 13 years old.',
        ],
        [
          'a junior of 14',
          family,
          junior({ dateOfBirth: bornYearsAgo(14) }),
          'dateOfBirth',
          'Junior Members must be between 3 months and 13 years old.',
        ],
        [
          'a junior less than 15 years younger than both parents',
          youngParents,
          junior({ dateOfBirth: bornYearsAgo(10) }),
          'dateOfBirth',
          GAP_MESSAGE,
        ],
        [
          'an email of a bad format',
          family,
          junior({ email: 'dee@' }),
          'email',
          'Sorry, that seems to be an invalid email format.',
        ],
        [
          'a phone with letters',
          family,
          junior({ phone: '612-555-DEE1' }),
          'phone',
          'Sorry, that seems to be an invalid phone number.',
        ],
        [
          'a gender not offered',
          family,
          junior({ gender: 'X' }),
          'gender',
          'Please select a gender.',
        ],
      ]),
    ],
    [
      'the purchaser form',
      under('body.purchaser', [
        [
          'no first name',
          purchased,
          purchaser({ firstName: '' }),
          'firstName',
          'Please enter a first name.',
        ],
        [
          'a last name of 51 characters',
          purchased,
          purchaser({ lastName: 'R'.repeat(51) }),
          'lastName',
          LENGTH_50_MESSAGE,
        ],
        ['no phone', purchased, purchaser({ phone: '' }), 'phone', 'Please enter a phone number.'],
        [
          'a phone whose exchange starts with 0',
          purchased,
          purchaser({ phone: '9520550199' }),
          'phone',
          'Sorry, that seems to be an invalid phone number.',
        ],
        [
          'an email of a bad format',
          purchased,
          purchaser({ email: 'pat.example.com' }),
          'email',
          'Sorry, that seems to be an invalid email format.',
        ],
        [
          'a date of birth tomorrow',
          purchased,
          purchaser({ dateOfBirth: bornYearsAgo(0, -1) }),
          'dateOfBirth',
          DATE_MESSAGE,
        ],
      ]),
    ],
    [
      'the purchaser flow the member rules read',
      under('body', [
        [
          'a purchaser without the flow',
          purchased,
          (body) => ({ ...body, purchaserFlow: undefined }),
          'purchaserFlow',
          STAGING_FORM_MESSAGES.purchaserFlowMissing,
        ],
        [
          'a purchaser flow without a purchaser',
          family,
          (body) => ({ ...body, purchaserFlow: 'Purchaser' }),
          'purchaser',
          STAGING_FORM_MESSAGES.purchaserMissing,
        ],
      ]),
    ],
    [
      'the address form',
      under('body.membershipAddress', [
        ['no street', family, address({ street: ' ' }), 'street', 'Please enter an address.'],
        [
          'a street of 51 characters',
          family,
          address({ street: `${'1'.repeat(46)} Main` }),
          'street',
          LENGTH_50_MESSAGE,
        ],
        [
          'a street with unsupported characters',
          family,
          address({ street: '1 Main St; DROP' }),
          'street',
          'Sorry, this field contains unsupported characters.',
        ],
        ['no city', family, address({ city: '' }), 'city', 'Please enter a city.'],
        [
          'a city of 51 characters',
          family,
          address({ city: 'C'.repeat(51) }),
          'city',
          LENGTH_50_MESSAGE,
        ],
        [
          'no state',
          family,
          address({ state: undefined }),
          'state',
          'Please select a state/province.',
        ],
        [
          'a state of no country',
          family,
          address({ state: 'ZZ' }),
          'state',
          'Please select a state/province.',
        ],
        ['no zip', family, address({ zip: '' }), 'zip', 'Please enter a valid Zip/Postal code.'],
        [
          'a zip of 4 digits',
          family,
          address({ zip: '5531' }),
          'zip',
          'Please enter a valid Zip/Postal code.',
        ],
        [
          'a Canadian postal code in Minnesota',
          family,
          address({ zip: 'M4W 1A5' }),
          'zip',
          'Please enter a valid Zip/Postal code.',
        ],
        [
          'a zip of 11 characters',
          family,
          address({ zip: '55317-12345' }),
          'zip',
          'Please enter a valid Zip/Postal code.',
        ],
        [
          'a country that is not the state’s',
          family,
          address({ country: 'CA' }),
          'country',
          STAGING_FORM_MESSAGES.countryOfState('MN', 'US'),
        ],
      ]),
    ],
    [
      'the program information form',
      under('body.partnerProgramIdentifierParts', [
        [
          'no Subscriber ID',
          program,
          (body) => ({ ...body, partnerProgramIdentifierParts: undefined }),
          'identifierPartValues.0.value',
          'Please enter your Subscriber ID.',
        ],
        [
          'an empty Subscriber ID',
          program,
          identifier([{ formatPartId: 'memberId', value: ' ' }]),
          'identifierPartValues.0.value',
          'Please enter your Subscriber ID.',
        ],
        [
          'a Subscriber ID of 10 characters',
          program,
          identifier([{ formatPartId: 'memberId', value: 'ABC1234567' }]),
          'identifierPartValues.0.value',
          'This field must be 9 characters or less.',
        ],
        [
          'a Subscriber ID off its rule',
          program,
          identifier([{ formatPartId: 'memberId', value: 'AB1234567' }]),
          'identifierPartValues.0.value',
          'A Subscriber ID is 3 letters followed by 6 digits.',
        ],
        [
          'values not of the program’s parts',
          program,
          identifier([{ formatPartId: 'groupNumber', value: 'ABC123' }]),
          'identifierPartValues',
          STAGING_FORM_MESSAGES.partsOutOfOrder(['memberId']),
        ],
        [
          'another program’s information',
          program,
          (body) => ({
            ...body,
            partnerProgramIdentifierParts: {
              programId: 'SILVERSTEP',
              formatId: 'SS-MEMBER-ID',
              identifierPartValues: [{ formatPartId: 'memberId', value: '123456789' }],
            },
          }),
          '',
          STAGING_FORM_MESSAGES.otherProgram('OPTIFIT', 'OF-SUBSCRIBER'),
        ],
        [
          'program information without a program coupon',
          at(program, { coupon: undefined }),
          (same) => same,
          '',
          STAGING_FORM_MESSAGES.noProgram,
        ],
        [
          'program information in the Qualified flow, which asks none',
          at(program, {
            coupon: 'SILVERSTEP',
            productType: 'MonthlyQualified',
            mmsPromotionCode: 'MED-SS-MQ',
            // The Medicare membership's door: its member identifier goes with the cart (0014).
            partnerProgramIdentifierParts: {
              programId: 'SILVERSTEP',
              formatId: 'SS-MEMBER-ID',
              identifierPartValues: [{ formatPartId: 'memberId', value: '123456789' }],
            },
          }),
          (same) => same,
          '',
          STAGING_FORM_MESSAGES.noProgram,
        ],
      ]),
    ],
  ])('%s', (_form, rows) => {
    it.each(rows)('refuses %s', async (_rule, scenario, change, field, message) => {
      const { status, body } = await stage(scenario, change);
      expect(status).toBe(400);
      expect(body.fields).toEqual([{ field, message }]);
    });
  });
});

describe('members sent again with paymentInfo and complete (product/payment-and-confirmation.md#completing-the-purchase)', () => {
  it('refuses paymentInfo whose members sent again break their forms', async () => {
    const order = await kit.stagedOrder(FAMILY_CART, FAMILY);
    const paymentToken = await kit.token(CARDS.visaCredit);
    const { status, body } = await kit.paymentInfo(order, paymentToken, {
      additionalMembers: [{ ...FAMILY.additionalMembers[0], dateOfBirth: bornYearsAgo(17) }],
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual([
      {
        field: 'body.additionalMembers.0.dateOfBirth',
        message: 'A secondary adult must be at least 18 years old.',
      },
    ]);
    expect((await kit.paymentInfo(order, paymentToken)).status).toBe(200);
  });

  it('refuses a text-message opt-in at complete that the staged primary member may not give', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, {}, PURCHASED);
    const refused = await kit.complete(order, paymentToken, { sendSmsOptIn: true });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      {
        field: 'body.sendSmsOptIn',
        message: 'You must be 18 or older to opt in to text messages.',
      },
    ]);
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  });
});
