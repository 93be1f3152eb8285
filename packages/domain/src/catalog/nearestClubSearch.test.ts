import { describe, expect, it } from 'vitest';
import { nearestClubSearchParams } from './nearestClubSearch';

const point = { latitude: 44.9778, longitude: -93.265 };

describe('nearest-club search: distance salesRadius or 20, limit 100 (product/club-and-entry.md#nearest-club-search)', () => {
  it.each([
    { rule: "the club's sales radius", club: { salesRadius: 35 }, distance: 35 },
    { rule: 'no sales radius: 20', club: {}, distance: 20 },
    { rule: 'a null sales radius: 20', club: { salesRadius: null }, distance: 20 },
    { rule: 'a sales radius of 0: 20', club: { salesRadius: 0 }, distance: 20 },
    { rule: 'no club: 20', club: undefined, distance: 20 },
  ])('$rule', ({ club, distance }) => {
    expect(nearestClubSearchParams(club, point)).toEqual({
      distance,
      limit: 100,
      latitude: 44.9778,
      longitude: -93.265,
    });
  });
});
