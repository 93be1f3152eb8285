import { describe, expect, it } from 'vitest';
import { clubRecord, verdict } from './catalogRecords.fixture';
import { Club } from './club';

describe('a catalog club (product/club-and-entry.md#clubs)', () => {
  it.each([
    ['an open club', {}, 'valid'],
    ['a presale club with its opening day', { open: 'PRESALE', openDate: '2027-03-01' }, 'valid'],
    [
      'a Canadian club',
      {
        country: 'CA',
        state: 'Ontario',
        stateAbbr: 'ON',
        zip: 'M4W 1A5',
        timeZone: 'America/Toronto',
      },
      'valid',
    ],
    [
      'a presale club without an opening day',
      { open: 'PRESALE' },
      'openDate: A presale club needs an openDate',
    ],
    [
      'a time zone that is not IANA',
      { timeZone: 'Central Time' },
      'timeZone: Not an IANA time zone name, e.g. America/Chicago',
    ],
    [
      'a state of another country',
      { stateAbbr: 'ON' },
      'stateAbbr: ON is not a state or province of US',
    ],
    [
      'a state named wrongly',
      { state: 'Minnesota North' },
      'state: The name of MN is Minnesota, not Minnesota North',
    ],
    [
      'a Canadian postal code in the US',
      { zip: 'M4W 1A5' },
      'zip: M4W 1A5 is not a postal code of MN',
    ],
    [
      'an unknown club type',
      { clubTypeId: 9 },
      'clubTypeId: A club type is one of 1, 2, 3, 4, 5, 6',
    ],
    [
      'an unknown tier',
      { membershipLevel: 'Titanium' },
      'membershipLevel: Invalid option: expected one of "Bronze"|"Silver"|"Gold"|"Platinum"|"Diamond"|"Onyx"',
    ],
    [
      'an open status other than OPEN and PRESALE',
      { open: 'CLOSED' },
      'open: Invalid option: expected one of "OPEN"|"PRESALE"',
    ],
    [
      'a phone number with punctuation',
      { phone: '(612) 555-0117' },
      'phone: A phone number is 10 digits',
    ],
  ])('%s: %s', (_name, overrides, expected) => {
    expect(verdict(Club, clubRecord(overrides))).toBe(expected);
  });
});
