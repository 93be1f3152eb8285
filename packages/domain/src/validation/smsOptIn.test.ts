import { describe, expect, it } from 'vitest';
import type { Flow } from '../vocabulary';
import type { MemberType } from './memberTypes';
import type { Country } from './regions';
import {
  checkSmsOptIn,
  isSmsOptInShown,
  SMS_OPT_IN_AGE_MESSAGE,
  SMS_OPT_IN_MIN_AGE,
  SMS_OPT_IN_UNAVAILABLE_MESSAGE,
} from './smsOptIn';

describe('isSmsOptInShown (product/member-forms.md#text-message-opt-in: primary only, USA clubs only, not purchaser-child)', () => {
  it.each<[MemberType, Country, Flow[], boolean]>([
    ['primary', 'US', [], true],
    ['primary', 'US', ['Purchaser'], true],
    ['primary', 'CA', [], false],
    ['primary', 'US', ['PurchaserChild'], false],
    ['secondaryAdult', 'US', [], false],
    ['junior', 'US', [], false],
    ['purchaser', 'US', [], false],
  ])('%s in a %s club with flows %j → %s', (memberType, clubCountry, flows, shown) => {
    expect(isSmsOptInShown({ memberType, clubCountry, flows })).toBe(shown);
  });
});

describe('checkSmsOptIn (product/member-forms.md#text-message-opt-in: requires being 18 or older)', () => {
  it.each<[string, Country, string, string | undefined]>([
    ['18 today', 'US', '2007-06-15', undefined],
    ['17', 'US', '2007-06-16', SMS_OPT_IN_AGE_MESSAGE],
    ['a Canadian club', 'CA', '1990-01-01', SMS_OPT_IN_UNAVAILABLE_MESSAGE],
  ])('%s', (_case, clubCountry, dateOfBirth, message) => {
    const check = checkSmsOptIn({
      memberType: 'primary',
      clubCountry,
      flows: [],
      dateOfBirth,
      today: '2025-06-15',
    });
    expect(check.ok ? undefined : check.failure).toBe(message);
  });

  it('uses 18 as the age', () => {
    expect(SMS_OPT_IN_MIN_AGE).toBe(18);
  });
});
