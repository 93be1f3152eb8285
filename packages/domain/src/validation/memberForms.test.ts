import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  JUNIOR_AGE_MESSAGE,
  parentAgeGapMessage,
  PARTNER_AGE_MESSAGE,
  PURCHASER_CHILD_AGE_MESSAGE,
  SECONDARY_CHILD_AGE_MESSAGE,
} from './ages';
import { DATE_OF_BIRTH_INVALID_MESSAGE, DATE_OF_BIRTH_REQUIRED_MESSAGE } from './dateOfBirth';
import { EMAIL_IN_USE_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './email';
import { fieldProblemsOf } from './fieldErrors';
import { FORMER_MEMBER_SELECTION_MESSAGE, NEW_MEMBER_SELECTION } from './formerMember';
import { GENDER_REQUIRED_MESSAGE } from './gender';
import {
  juniorMemberFormSchema,
  memberFormSchema,
  type MemberFormContext,
  primaryMemberFormSchema,
  purchaserFormSchema,
  secondaryAdultFormSchema,
} from './memberForms';
import { MEMBER_TYPES, type MemberType } from './memberTypes';
import { FIRST_NAME_REQUIRED_MESSAGE, LAST_NAME_REQUIRED_MESSAGE } from './names';
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './phone';
import { RELATIONSHIP_REQUIRED_MESSAGE } from './relationship';
import { SMS_OPT_IN_AGE_MESSAGE, SMS_OPT_IN_UNAVAILABLE_MESSAGE } from './smsOptIn';

const PHONE = '(952) 380-1000';
const CONTEXT: MemberFormContext = {
  today: '2025-06-15',
  flows: [],
  productType: 'Monthly',
  primaryDateOfBirth: '01/01/1980',
  clubCountry: 'US',
  supportPhone: PHONE,
};

type Problems = { field: string; message: string }[];
const problemsOf = (schema: z.ZodType, values: unknown): Problems => {
  const result = schema.safeParse(values);
  return result.success ? [] : fieldProblemsOf(result.error);
};
const on = (field: string, message: string) => ({ field, message });

const PRIMARY = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '(555) 123-4567',
  gender: 'Female',
  dateOfBirth: '01/01/1980',
};

describe('primary member form (product/member-forms.md#member-info-form)', () => {
  it.each<[string, Record<string, unknown>, Partial<MemberFormContext>, Problems]>([
    ['a complete primary', {}, {}, []],
    ['without the optional email', { email: '' }, {}, []],
    ['18 today', { dateOfBirth: '06/15/2007' }, {}, []],
    [
      '17',
      { dateOfBirth: '06/16/2007' },
      {},
      [on('dateOfBirth', 'Primary member must be at least 18 years old.')],
    ],
    ['13 in the purchaser flow', { dateOfBirth: '06/15/2012' }, { flows: ['Purchaser'] }, []],
    [
      '11 in the purchaser-child flow',
      { dateOfBirth: '06/16/2013' },
      { flows: ['PurchaserChild'] },
      [on('dateOfBirth', PURCHASER_CHILD_AGE_MESSAGE)],
    ],
    [
      '40 on a 65 Plus product',
      {},
      { productType: 'SixtyFivePlus' },
      [on('dateOfBirth', 'Primary member must be at least 65 years old.')],
    ],
    [
      '45 on a 26 and Under product',
      {},
      { productType: 'UnderTwentySix' },
      [on('dateOfBirth', 'Primary member must be between 18 to 26 years old.')],
    ],
    [
      'an invalid date shows its own message, not an age',
      { dateOfBirth: '06/31/2007' },
      {},
      [on('dateOfBirth', DATE_OF_BIRTH_INVALID_MESSAGE)],
    ],
    [
      'every required field empty',
      { firstName: '', lastName: '', email: '', phone: '', gender: '', dateOfBirth: '' },
      {},
      [
        on('firstName', FIRST_NAME_REQUIRED_MESSAGE),
        on('lastName', LAST_NAME_REQUIRED_MESSAGE),
        on('phone', PHONE_REQUIRED_MESSAGE),
        on('gender', GENDER_REQUIRED_MESSAGE),
        on('dateOfBirth', DATE_OF_BIRTH_REQUIRED_MESSAGE),
      ],
    ],
    [
      'opting in to texts at 18 in a US club',
      { sendSmsOptIn: true, dateOfBirth: '06/15/2007' },
      {},
      [],
    ],
    [
      'not opting in at 15 in the purchaser flow',
      { sendSmsOptIn: false, dateOfBirth: '06/15/2010' },
      { flows: ['Purchaser'] },
      [],
    ],
    [
      'opting in at 15 in the purchaser flow',
      { sendSmsOptIn: true, dateOfBirth: '06/15/2010' },
      { flows: ['Purchaser'] },
      [on('sendSmsOptIn', SMS_OPT_IN_AGE_MESSAGE)],
    ],
    [
      'opting in in a Canadian club',
      { sendSmsOptIn: true },
      { clubCountry: 'CA' },
      [on('sendSmsOptIn', SMS_OPT_IN_UNAVAILABLE_MESSAGE)],
    ],
    [
      'opting in in the purchaser-child flow',
      { sendSmsOptIn: true, dateOfBirth: '06/15/2013' },
      { flows: ['PurchaserChild'] },
      [on('sendSmsOptIn', SMS_OPT_IN_UNAVAILABLE_MESSAGE)],
    ],
    [
      'opting in with no date of birth shows the date message only',
      { sendSmsOptIn: true, dateOfBirth: '' },
      {},
      [on('dateOfBirth', DATE_OF_BIRTH_REQUIRED_MESSAGE)],
    ],
    [
      'a missing name does not hide the opt-in message',
      { firstName: '', sendSmsOptIn: true },
      { clubCountry: 'CA' },
      [
        on('firstName', FIRST_NAME_REQUIRED_MESSAGE),
        on('sendSmsOptIn', SMS_OPT_IN_UNAVAILABLE_MESSAGE),
      ],
    ],
  ])('%s', (_case, changes, context, problems) => {
    const schema = primaryMemberFormSchema({ ...CONTEXT, ...context });
    expect(problemsOf(schema, { ...PRIMARY, ...changes })).toEqual(problems);
  });

  it('returns the values trimmed (product/member-forms.md#every-field)', () => {
    const schema = primaryMemberFormSchema(CONTEXT);
    expect(schema.parse({ ...PRIMARY, firstName: '  Jane ', phone: ' (555) 123-4567 ' })).toEqual(
      PRIMARY,
    );
  });
});

const SECONDARY = {
  firstName: 'Sam',
  lastName: 'Doe',
  email: 'sam@example.com',
  phone: '',
  gender: 'Male',
  dateOfBirth: '01/01/1982',
  relationship: 'Partner',
};

describe('secondary adult form (product/member-forms.md#relationship-and-former-members)', () => {
  const secondaryContext: Partial<MemberFormContext> = {
    otherAdultEmails: ['jane@example.com'],
  };
  it.each<[string, Record<string, unknown>, Partial<MemberFormContext>, Problems]>([
    ['a partner of 43', {}, {}, []],
    [
      'a partner of 17',
      { dateOfBirth: '06/16/2007' },
      {},
      [on('dateOfBirth', PARTNER_AGE_MESSAGE)],
    ],
    ['a child of 20', { relationship: 'Secondary', dateOfBirth: '01/01/2005' }, {}, []],
    [
      'a child of 13',
      { relationship: 'Secondary', dateOfBirth: '06/16/2011' },
      {},
      [on('dateOfBirth', SECONDARY_CHILD_AGE_MESSAGE)],
    ],
    [
      'a child of 26',
      { relationship: 'Secondary', dateOfBirth: '06/15/1999' },
      {},
      [on('dateOfBirth', SECONDARY_CHILD_AGE_MESSAGE)],
    ],
    [
      'a child 10 years younger than the primary and no partner',
      { relationship: 'Secondary', dateOfBirth: '01/01/2005' },
      { primaryDateOfBirth: '01/01/1995' },
      [on('dateOfBirth', parentAgeGapMessage(PHONE))],
    ],
    [
      'a child too close to the primary but 15 years younger than the partner',
      { relationship: 'Secondary', dateOfBirth: '01/01/2005' },
      { primaryDateOfBirth: '01/01/1995', partnerDateOfBirth: '01/01/1990' },
      [],
    ],
    [
      'a child with no parent date known yet',
      { relationship: 'Secondary', dateOfBirth: '01/01/2005' },
      { primaryDateOfBirth: undefined },
      [],
    ],
    [
      'no relationship: its own message and no age message',
      { relationship: '', dateOfBirth: '06/16/2007' },
      {},
      [on('relationship', RELATIONSHIP_REQUIRED_MESSAGE)],
    ],
    ['no email', { email: '' }, {}, [on('email', EMAIL_REQUIRED_MESSAGE)]],
    ["the primary's email", { email: 'JANE@example.com' }, {}, [on('email', EMAIL_IN_USE_MESSAGE)]],
    [
      'an invalid optional phone',
      { phone: '(555) 023-4567' },
      {},
      [on('phone', PHONE_INVALID_MESSAGE)],
    ],
    ['no gender', { gender: '' }, {}, [on('gender', GENDER_REQUIRED_MESSAGE)]],
    [
      'the former-member dropdown shown and not chosen',
      {},
      { previousMemberPartyIds: ['p-1'] },
      [on('formerMember', FORMER_MEMBER_SELECTION_MESSAGE)],
    ],
    [
      'the former-member dropdown shown and chosen',
      { formerMember: 'p-1' },
      { previousMemberPartyIds: ['p-1'] },
      [],
    ],
  ])('%s', (_case, changes, context, problems) => {
    const schema = secondaryAdultFormSchema({ ...CONTEXT, ...secondaryContext, ...context });
    expect(problemsOf(schema, { ...SECONDARY, ...changes })).toEqual(problems);
  });

  it('needs no other adults to compare with', () => {
    expect(problemsOf(secondaryAdultFormSchema(CONTEXT), SECONDARY)).toEqual([]);
  });
});

const JUNIOR = { firstName: 'Kit', lastName: 'Doe', gender: '', dateOfBirth: '06/15/2015' };

describe('junior member form (product/member-forms.md#member-info-form)', () => {
  it.each<[string, Record<string, unknown>, Partial<MemberFormContext>, Problems]>([
    ['a junior of 10 without gender, email or phone', {}, {}, []],
    ['3 months today', { dateOfBirth: '03/15/2025' }, {}, []],
    ['2 months', { dateOfBirth: '03/16/2025' }, {}, [on('dateOfBirth', JUNIOR_AGE_MESSAGE)]],
    ['14', { dateOfBirth: '06/15/2011' }, {}, [on('dateOfBirth', JUNIOR_AGE_MESSAGE)]],
    [
      'no date of birth',
      { dateOfBirth: '' },
      {},
      [on('dateOfBirth', DATE_OF_BIRTH_REQUIRED_MESSAGE)],
    ],
    [
      'a junior 10 years younger than the primary',
      {},
      { primaryDateOfBirth: '06/15/2005' },
      [on('dateOfBirth', parentAgeGapMessage(PHONE))],
    ],
    [
      'a junior 10 years younger than the primary, 15 than the partner',
      {},
      { primaryDateOfBirth: '06/15/2005', partnerDateOfBirth: '06/15/2000' },
      [],
    ],
    ['an invalid gender', { gender: 'X' }, {}, [on('gender', GENDER_REQUIRED_MESSAGE)]],
    [
      'the former-member dropdown shown and not chosen',
      {},
      { previousMemberPartyIds: ['p-7'] },
      [on('formerMember', FORMER_MEMBER_SELECTION_MESSAGE)],
    ],
    [
      'the former-member dropdown shown, new member chosen',
      { formerMember: NEW_MEMBER_SELECTION },
      { previousMemberPartyIds: ['p-7'] },
      [],
    ],
  ])('%s', (_case, changes, context, problems) => {
    const schema = juniorMemberFormSchema({ ...CONTEXT, ...context });
    expect(problemsOf(schema, { ...JUNIOR, ...changes })).toEqual(problems);
  });
});

describe('purchaser form (product/member-forms.md#purchaser)', () => {
  const PURCHASER = { firstName: 'Pat', lastName: 'Payer', phone: '5551234567' };
  it.each<[string, Record<string, unknown>, Problems]>([
    ['names and phone only', {}, []],
    ['no phone', { phone: '' }, [on('phone', PHONE_REQUIRED_MESSAGE)]],
    [
      'a future date of birth',
      { dateOfBirth: '01/01/2030' },
      [on('dateOfBirth', DATE_OF_BIRTH_INVALID_MESSAGE)],
    ],
    ['an empty gender and date of birth', { gender: '', dateOfBirth: '' }, []],
  ])('%s', (_case, changes, problems) => {
    expect(problemsOf(purchaserFormSchema(CONTEXT), { ...PURCHASER, ...changes })).toEqual(
      problems,
    );
  });
});

describe('memberFormSchema picks the form of the member type', () => {
  it('knows the four member types of product/member-forms.md#member-info-form', () => {
    expect(MEMBER_TYPES).toEqual(['primary', 'secondaryAdult', 'junior', 'purchaser']);
  });

  const fourteen = { ...SECONDARY, ...PRIMARY, relationship: 'Partner', dateOfBirth: '06/15/2011' };
  it.each<[MemberType, Problems]>([
    ['primary', [on('dateOfBirth', 'Primary member must be at least 18 years old.')]],
    ['secondaryAdult', [on('dateOfBirth', PARTNER_AGE_MESSAGE)]],
    ['junior', [on('dateOfBirth', JUNIOR_AGE_MESSAGE)]],
    ['purchaser', []],
  ])('%s', (memberType, problems) => {
    expect(problemsOf(memberFormSchema(memberType, CONTEXT), fourteen)).toEqual(problems);
  });
});
