import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, countryOfState, REGION_GROUPS, US_STATES } from './regions';

describe('state and province lists (product/member-forms.md#states-and-provinces)', () => {
  it('hold the 50 states and DC, and 13 provinces and territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map((s) => s.abbreviation)).toContain('DC');
    expect(CANADIAN_PROVINCES).toHaveLength(13);
  });

  it('use unique two-letter abbreviations across both lists', () => {
    const all = [...US_STATES, ...CANADIAN_PROVINCES].map((r) => r.abbreviation);
    expect(new Set(all).size).toBe(64);
    expect(all.every((abbreviation) => /^[A-Z]{2}$/.test(abbreviation))).toBe(true);
  });

  it('group the US first, then Canada', () => {
    expect(REGION_GROUPS.map((g) => [g.country, g.label, g.regions.length])).toEqual([
      ['US', 'United States', 51],
      ['CA', 'Canada', 13],
    ]);
  });
});

describe('countryOfState (product/member-forms.md#states-and-provinces: country is derived from the state)', () => {
  it.each([
    ['MN', 'US'],
    ['DC', 'US'],
    ['CA', 'US'],
    ['ON', 'CA'],
    ['YT', 'CA'],
    ['XX', undefined],
    ['', undefined],
    ['mn', undefined],
  ])('%j → %j', (state, country) => {
    expect(countryOfState(state)).toBe(country);
  });
});
