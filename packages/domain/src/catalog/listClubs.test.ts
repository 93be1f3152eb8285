import { describe, expect, it } from 'vitest';
import type { CatalogClub } from './club';
import {
  compareListedClubs,
  listClubAccessClubs,
  listClubAccessModalClubs,
  listPageClubs,
} from './listClubs';

const club = (fields: Partial<CatalogClub>): CatalogClub => ({
  mmsClubId: '1',
  marketingClubName: 'Club',
  country: 'USA',
  state: 'Minnesota',
  open: 'OPEN',
  clubTypeId: 1,
  ...fields,
});

describe('which clubs each list shows (product/club-and-entry.md#which-clubs-are-listed)', () => {
  it.each([
    {
      rule: 'open club of type 1',
      open: 'OPEN',
      clubTypeId: 1,
      access: true,
      modal: true,
      page: true,
    },
    {
      rule: 'open club of type 2',
      open: 'OPEN',
      clubTypeId: 2,
      access: true,
      modal: true,
      page: true,
    },
    {
      rule: 'presale club of type 1: access only',
      open: 'PRESALE',
      clubTypeId: 1,
      access: true,
      modal: false,
      page: false,
    },
    {
      rule: 'presale club of type 2: access only',
      open: 'PRESALE',
      clubTypeId: 2,
      access: true,
      modal: false,
      page: false,
    },
    {
      rule: 'open club of type 3',
      open: 'OPEN',
      clubTypeId: 3,
      access: false,
      modal: false,
      page: false,
    },
    {
      rule: 'open club of type 0',
      open: 'OPEN',
      clubTypeId: 0,
      access: false,
      modal: false,
      page: false,
    },
    {
      rule: 'presale club of type 3',
      open: 'PRESALE',
      clubTypeId: 3,
      access: false,
      modal: false,
      page: false,
    },
    {
      rule: 'neither open nor presale',
      open: 'CLOSED',
      clubTypeId: 1,
      access: false,
      modal: false,
      page: false,
    },
  ])(
    '$rule: access $access, modal $modal, page $page',
    ({ open, clubTypeId, access, modal, page }) => {
      const clubs = [club({ open, clubTypeId })];
      expect(listClubAccessClubs(clubs)).toHaveLength(access ? 1 : 0);
      expect(listClubAccessModalClubs(clubs)).toHaveLength(modal ? 1 : 0);
      expect(listPageClubs(clubs)).toHaveLength(page ? 1 : 0);
    },
  );

  it('club access lists keep the order they were given', () => {
    const clubs = [
      club({ mmsClubId: 'b', marketingClubName: 'Zeta', state: 'Texas' }),
      club({ mmsClubId: 'p', open: 'PRESALE', marketingClubName: 'Alpha' }),
      club({ mmsClubId: 'a', marketingClubName: 'Beta', country: 'Canada', state: 'Ontario' }),
    ];
    expect(listClubAccessClubs(clubs).map((c) => c.mmsClubId)).toEqual(['b', 'p', 'a']);
    expect(listClubAccessModalClubs(clubs).map((c) => c.mmsClubId)).toEqual(['b', 'a']);
  });
});

describe('page club lists sort by country descending, then state, then name (product/club-and-entry.md#which-clubs-are-listed)', () => {
  it.each([
    {
      rule: 'country descending: USA before Canada',
      first: club({ country: 'USA', state: 'Texas', marketingClubName: 'Zeta' }),
      second: club({ country: 'Canada', state: 'Alberta', marketingClubName: 'Alpha' }),
    },
    {
      rule: 'country descending with ISO codes: US before CA',
      first: club({ country: 'US', state: 'Texas', marketingClubName: 'Zeta' }),
      second: club({ country: 'CA', state: 'Alberta', marketingClubName: 'Alpha' }),
    },
    {
      rule: 'same country: state ascending',
      first: club({ state: 'Arizona', marketingClubName: 'Zeta' }),
      second: club({ state: 'Minnesota', marketingClubName: 'Alpha' }),
    },
    {
      rule: 'same country and state: name ascending',
      first: club({ marketingClubName: 'Bloomington North' }),
      second: club({ marketingClubName: 'Eden Prairie' }),
    },
  ])('$rule', ({ first, second }) => {
    expect(compareListedClubs(first, second)).toBeLessThan(0);
    expect(compareListedClubs(second, first)).toBeGreaterThan(0);
    expect(listPageClubs([second, first])).toEqual([first, second]);
  });

  it('sorts a whole list and leaves the input as it was', () => {
    const input = [
      club({ mmsClubId: 'on', country: 'Canada', state: 'Ontario', marketingClubName: 'Vaughan' }),
      club({ mmsClubId: 'mn2', state: 'Minnesota', marketingClubName: 'Plymouth' }),
      club({ mmsClubId: 'ab', country: 'Canada', state: 'Alberta', marketingClubName: 'Calgary' }),
      club({ mmsClubId: 'az', state: 'Arizona', marketingClubName: 'Scottsdale' }),
      club({ mmsClubId: 'mn1', state: 'Minnesota', marketingClubName: 'Chanhassen' }),
    ];
    const before = [...input];
    expect(listPageClubs(input).map((c) => c.mmsClubId)).toEqual(['az', 'mn1', 'mn2', 'ab', 'on']);
    expect(input).toEqual(before);
  });
});
