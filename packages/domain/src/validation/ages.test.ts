import { describe, expect, it } from 'vitest';
import type { Outcome } from '../outcome';
import type { Flow, ProductType } from '../vocabulary';
import {
  ADULT_MIN_AGE,
  checkJuniorAge,
  checkParentAgeGap,
  checkPartnerAge,
  checkPrimaryAge,
  checkSecondaryChildAge,
  JUNIOR_AGE_MESSAGE,
  JUNIOR_EXECUTIVE_MAX_AGE,
  JUNIOR_MAX_AGE,
  MEMBER_AGES,
  PARENT_CHILD_MIN_AGE_GAP,
  parentAgeGapMessage,
  PARTNER_AGE_MESSAGE,
  PRIMARY_MIN_AGE,
  primaryMinimumAge,
  PURCHASER_CHILD_AGE_MESSAGE,
  PURCHASER_FLOW_PRIMARY_MIN_AGE,
  SECONDARY_CHILD_AGE_MESSAGE,
  SIXTY_FIVE_PLUS_MIN_AGE,
  UNDER_TWENTY_SIX_MAX_AGE,
} from './ages';

const TODAY = '2025-06-15';
const messageOf = (check: Outcome<void, string>) => (check.ok ? undefined : check.failure);

describe('the age constants (product/member-forms.md#ages)', () => {
  it('are the spec values', () => {
    expect(PRIMARY_MIN_AGE).toBe(18);
    expect(PURCHASER_FLOW_PRIMARY_MIN_AGE).toBe(13);
    expect(UNDER_TWENTY_SIX_MAX_AGE).toBe(26);
    expect(JUNIOR_EXECUTIVE_MAX_AGE).toBe(29);
    expect(SIXTY_FIVE_PLUS_MIN_AGE).toBe(65);
    expect(PARENT_CHILD_MIN_AGE_GAP).toBe(15);
  });
});

describe('checkPrimaryAge (product/member-forms.md#ages)', () => {
  it.each<[string, string, Flow[], ProductType | undefined, string | undefined]>([
    ['18 today', '2007-06-15', [], 'Monthly', undefined],
    ['18 tomorrow', '2007-06-16', [], 'Monthly', 'Primary member must be at least 18 years old.'],
    [
      'no product chosen: 17',
      '2007-06-16',
      [],
      undefined,
      'Primary member must be at least 18 years old.',
    ],
    ['purchaser flow: 13 today', '2012-06-15', ['Purchaser'], 'Monthly', undefined],
    [
      'purchaser flow: 12',
      '2012-06-16',
      ['Purchaser'],
      'Monthly',
      'Primary member must be at least 13 years old.',
    ],
    ['purchaser-child flow: 12', '2013-06-15', ['PurchaserChild'], 'Monthly', undefined],
    [
      'purchaser-child flow: 11',
      '2013-06-16',
      ['PurchaserChild'],
      'Monthly',
      PURCHASER_CHILD_AGE_MESSAGE,
    ],
    [
      'purchaser-child flow: 13',
      '2012-06-15',
      ['PurchaserChild'],
      'Monthly',
      PURCHASER_CHILD_AGE_MESSAGE,
    ],
    [
      'purchaser-child flow: 12 overrides a product rule',
      '2013-06-15',
      ['PurchaserChild'],
      'SixtyFivePlus',
      undefined,
    ],
    ['26 and Under: 26', '1999-06-15', [], 'UnderTwentySix', undefined],
    [
      '26 and Under: 27',
      '1998-06-15',
      [],
      'UnderTwentySix',
      'Primary member must be between 18 to 26 years old.',
    ],
    [
      '26 and Under: 17',
      '2007-06-16',
      [],
      'UnderTwentySix',
      'Primary member must be between 18 to 26 years old.',
    ],
    [
      '26 and Under in the purchaser flow: 13',
      '2012-06-15',
      ['Purchaser'],
      'UnderTwentySix',
      undefined,
    ],
    [
      '26 and Under in the purchaser flow: 12',
      '2012-06-16',
      ['Purchaser'],
      'UnderTwentySix',
      'Primary member must be between 13 to 26 years old.',
    ],
    ['Junior Executive: 29', '1995-06-16', [], 'JuniorExecutive', undefined],
    [
      'Junior Executive: 30',
      '1995-06-15',
      [],
      'JuniorExecutive',
      'Primary member must be between 18 to 29 years old.',
    ],
    [
      'Junior Executive: 17',
      '2007-06-16',
      [],
      'JuniorExecutive',
      'Primary member must be between 18 to 29 years old.',
    ],
    ['65 Plus: 65', '1960-06-15', [], 'SixtyFivePlus', undefined],
    [
      '65 Plus: 64',
      '1960-06-16',
      [],
      'SixtyFivePlus',
      'Primary member must be at least 65 years old.',
    ],
    ['Monthly: 90', '1935-06-15', [], 'Monthly', undefined],
  ])('%s', (_case, dateOfBirth, flows, productType, message) => {
    expect(messageOf(checkPrimaryAge({ dateOfBirth, today: TODAY, flows, productType }))).toBe(
      message,
    );
  });

  it('takes 13 as the minimum in the purchaser flow only', () => {
    expect(primaryMinimumAge(['Purchaser'])).toBe(13);
    expect(primaryMinimumAge(['Employee'])).toBe(18);
  });
});

describe('checkPartnerAge (product/member-forms.md#ages: at least 18)', () => {
  it.each([
    ['2007-06-15', undefined],
    ['2007-06-16', PARTNER_AGE_MESSAGE],
  ])('born %s → %s', (birth, message) => {
    expect(messageOf(checkPartnerAge(birth, TODAY))).toBe(message);
  });
  it('reads the spec message', () => {
    expect(PARTNER_AGE_MESSAGE).toBe('A secondary adult must be at least 18 years old.');
  });
});

describe('checkSecondaryChildAge (product/member-forms.md#ages: at least 14 and under 26)', () => {
  it.each([
    ['14 today', '2011-06-15', undefined],
    ['13', '2011-06-16', SECONDARY_CHILD_AGE_MESSAGE],
    ['25', '1999-06-16', undefined],
    ['26 today', '1999-06-15', SECONDARY_CHILD_AGE_MESSAGE],
  ])('%s', (_case, birth, message) => {
    expect(messageOf(checkSecondaryChildAge(birth, TODAY))).toBe(message);
  });
  it('reads the spec message', () => {
    expect(SECONDARY_CHILD_AGE_MESSAGE).toBe(
      'Secondary members must be between the ages of 14 and 25 years old.',
    );
  });
});

describe('checkJuniorAge (product/member-forms.md#ages: 3 months to 13 years)', () => {
  it.each([
    ['3 months today', '2025-03-15', undefined],
    ['a day short of 3 months', '2025-03-16', JUNIOR_AGE_MESSAGE],
    ['13', '2011-06-16', undefined],
    ['14 today', '2011-06-15', JUNIOR_AGE_MESSAGE],
  ])('%s', (_case, birth, message) => {
    expect(messageOf(checkJuniorAge(birth, TODAY))).toBe(message);
  });
  it('reads the spec message', () => {
    expect(JUNIOR_AGE_MESSAGE).toBe('Junior Members must be between 3 months and 13 years old.');
  });
});

describe('checkParentAgeGap (product/member-forms.md#ages: 15 years to the primary or the partner)', () => {
  const gapMessage = parentAgeGapMessage('(952) 380-1000');
  it.each<[string, string, string[], string | undefined]>([
    ['exactly 15 years younger than the primary', '2005-01-01', ['1990-01-01'], undefined],
    ['a day short of 15 years', '2004-12-31', ['1990-01-01'], gapMessage],
    [
      'too close to the primary but not to the partner',
      '2004-12-31',
      ['1990-01-01', '1980-01-01'],
      undefined,
    ],
    ['too close to both', '2004-12-31', ['1990-01-01', '1995-01-01'], gapMessage],
    ['no parent known yet', '2004-12-31', [], undefined],
  ])('%s', (_case, child, parents, message) => {
    expect(
      messageOf(
        checkParentAgeGap({
          childDateOfBirth: child,
          parentDatesOfBirth: parents,
          supportPhone: '(952) 380-1000',
        }),
      ),
    ).toBe(message);
  });

  it('opens with the spec wording and names the phone number', () => {
    expect(gapMessage).toBe(
      'We are unable to add this member to your membership online at this time. Please call (952) 380-1000 to add them to your membership.',
    );
  });
});

describe('the ages of adults and juniors (product/membership-and-promotions.md#adults-and-juniors)', () => {
  it('says them as the Add Members counters show them', () => {
    expect(MEMBER_AGES).toEqual({
      adult: 'Ages 14 and up',
      junior: 'Ages 3 months to 13 years',
    });
  });

  it('leaves no age between a junior and an adult', () => {
    expect(ADULT_MIN_AGE).toBe(JUNIOR_MAX_AGE + 1);
  });
});
