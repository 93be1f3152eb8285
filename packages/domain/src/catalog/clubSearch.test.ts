import { describe, expect, it } from 'vitest';
import type { SearchableClub } from './clubSearch';
import { matchesClubSearch, searchClubs } from './clubSearch';

const club = (overrides: Partial<SearchableClub> & { marketingClubName: string }) => ({
  open: 'OPEN',
  clubTypeId: 1,
  country: 'US',
  state: 'Minnesota',
  stateAbbr: 'MN',
  city: 'St. Paul',
  zip: '55102',
  ...overrides,
});

const stPaul = club({ marketingClubName: 'St. Paul Cathedral Hill' });
const montreal = club({
  marketingClubName: 'Montréal Centre-Ville',
  country: 'CA',
  state: 'Quebec',
  stateAbbr: 'QC',
  city: 'Montréal',
  zip: 'H3B 2B6',
});

describe('matchesClubSearch (product/club-and-entry.md#club-locator: locating a club)', () => {
  it.each([
    ['the start of the city', stPaul, 'st. p', true],
    ['the start of a word of the city', stPaul, 'paul', true],
    ['the city in any case, spaces around', stPaul, '  ST. PAUL ', true],
    ['a city without its accents', montreal, 'montreal', true],
    ['the middle of a word is no match', stPaul, 'aul', false],
    ['the start of the state name', stPaul, 'minne', true],
    ['the state abbreviation', montreal, 'qc', true],
    ['half an abbreviation is no match', montreal, 'c', false],
    ['the start of the ZIP', stPaul, '551', true],
    ['the ZIP in full', stPaul, '55102', true],
    ['another ZIP', stPaul, '55103', false],
    ['a postal code without its space', montreal, 'h3b2b6', true],
    ['a postal code with its space', montreal, 'H3B 2', true],
    ['letters alone are never a postal code', montreal, 'h', false],
    ['an empty search', stPaul, '   ', false],
  ])('%s', (_, candidate, search, expected) => {
    expect(matchesClubSearch(candidate, search)).toBe(expected);
  });
});

describe('searchClubs (product/club-and-entry.md#which-clubs-are-listed)', () => {
  const austinNorth = club({
    marketingClubName: 'Austin North',
    state: 'Texas',
    stateAbbr: 'TX',
    city: 'Austin',
    zip: '78753',
  });
  const austinCapitol = { ...austinNorth, marketingClubName: 'Austin Capitol', open: 'PRESALE' };
  const closed = { ...austinNorth, marketingClubName: 'Austin Closed', open: 'CLOSED' };
  const pickleball = { ...austinNorth, marketingClubName: 'Austin Pickleball', clubTypeId: 5 };
  const toronto = club({
    marketingClubName: 'Austin Toronto',
    country: 'CA',
    state: 'Ontario',
    stateAbbr: 'ON',
    city: 'Austin',
    zip: 'M4W 1A5',
  });
  const all = [toronto, closed, austinNorth, pickleball, austinCapitol, stPaul];

  it.each([
    [
      'open and presale clubs of type 1 or 2, United States first, then by name',
      'austin',
      ['Austin Capitol', 'Austin North', 'Austin Toronto'],
    ],
    ['a ZIP finds its clubs', '787', ['Austin Capitol', 'Austin North']],
    ['nothing matches', 'Boise', []],
    ['an empty search finds none', '', []],
  ])('%s', (_, search, names) => {
    expect(searchClubs(all, search).map((found) => found.marketingClubName)).toEqual(names);
  });
});
