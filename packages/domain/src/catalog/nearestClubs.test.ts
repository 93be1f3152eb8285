import { describe, expect, it } from 'vitest';
import { clubsAroundPlace, nearestClubs } from './nearestClubs';

/**
 * Clubs due north of the point on its meridian, where the great-circle distance is simply the
 * earth's radius times the latitude difference in radians: 3958.8 × π / 180 = 69.0933 miles per
 * degree, worked out apart from the haversine under test.
 */
const MILES_PER_DEGREE = 69.0933;
const point = { latitude: 40, longitude: -90 };
const club = (
  id: string,
  degreesNorth: number,
  fields: { open?: string; clubTypeId?: number } = {},
) => ({
  id,
  latitude: 40 + degreesNorth,
  longitude: -90,
  open: 'OPEN',
  clubTypeId: 1,
  ...fields,
});
const search = (distance: number, limit = 100) => ({ ...point, distance, limit });

describe('nearest-club search answer (product/club-and-entry.md#which-clubs-are-listed, #nearest-club-search)', () => {
  it.each([
    {
      rule: 'a club within the radius is listed',
      clubs: [club('a', 0.1)],
      distance: 20,
      found: ['a'],
    },
    { rule: 'a club beyond the radius is not', clubs: [club('a', 0.3)], distance: 20, found: [] },
    {
      rule: 'a presale club is listed (it sells before it opens)',
      clubs: [club('a', 0.1, { open: 'PRESALE' })],
      distance: 20,
      found: ['a'],
    },
    {
      rule: 'a club of type 2 is listed',
      clubs: [club('a', 0.1, { clubTypeId: 2 })],
      distance: 20,
      found: ['a'],
    },
    {
      rule: 'a club of type 3 is not',
      clubs: [club('a', 0.1, { clubTypeId: 3 })],
      distance: 20,
      found: [],
    },
    {
      rule: 'a club neither open nor presale is not',
      clubs: [club('a', 0.1, { open: 'CLOSED' })],
      distance: 20,
      found: [],
    },
    {
      rule: 'nearest first',
      clubs: [club('far', 0.25), club('here', 0), club('near', 0.1)],
      distance: 20,
      found: ['here', 'near', 'far'],
    },
    {
      rule: 'no club in range: an empty list',
      clubs: [club('a', 1), club('b', 2)],
      distance: 50,
      found: [],
    },
  ])('$rule', ({ clubs, distance, found }) => {
    expect(nearestClubs(clubs, search(distance)).map((c) => c.id)).toEqual(found);
  });

  it('answers each club with its distance in miles', () => {
    const [found] = nearestClubs([club('a', 0.2)], search(20));
    expect(found?.distance).toBeCloseTo(0.2 * MILES_PER_DEGREE, 3);
  });

  it('keeps a club exactly at the radius', () => {
    const [atRadius] = nearestClubs([club('a', 0.2)], search(20));
    expect(nearestClubs([club('a', 0.2)], search(atRadius?.distance ?? 0))).toHaveLength(1);
  });

  it('answers at most the limit, dropping the farthest', () => {
    const clubs = [club('c', 0.03), club('a', 0.01), club('d', 0.04), club('b', 0.02)];
    expect(nearestClubs(clubs, search(20, 2)).map((c) => c.id)).toEqual(['a', 'b']);
  });
});

describe('the clubs around a place a locator search found (product/club-and-entry.md#club-locator)', () => {
  const ids = (clubs: readonly { id: string }[]) => clubs.map((found) => found.id);

  it('lists the clubs within the default 20 miles, nearest first, and no farther one', () => {
    const around = clubsAroundPlace([club('far', 0.3), club('b', 0.2), club('a', 0.1)], point);
    expect(ids(around.nearby)).toEqual(['a', 'b']);
    expect(around.nearby[0]?.distance).toBeCloseTo(0.1 * MILES_PER_DEGREE, 2);
    expect(around.nearestFarther).toBeUndefined();
  });

  it('with none within 20 miles, names the nearest club a person can join farther away', () => {
    const around = clubsAroundPlace(
      [club('digital', 1, { clubTypeId: 3 }), club('far', 3), club('nearer', 2)],
      point,
    );
    expect(around.nearby).toEqual([]);
    expect(around.nearestFarther?.id).toBe('nearer');
    expect(around.nearestFarther?.distance).toBeCloseTo(2 * MILES_PER_DEGREE, 2);
  });

  it('names none when no club is listed', () => {
    expect(clubsAroundPlace([club('closed', 0.1, { open: 'CLOSED' })], point)).toEqual({
      nearby: [],
      nearestFarther: undefined,
    });
  });
});
