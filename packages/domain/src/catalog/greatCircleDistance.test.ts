import { describe, expect, it } from 'vitest';
import { greatCircleMiles, sortClubsByDistance } from './greatCircleDistance';

const minneapolis = { latitude: 44.9778, longitude: -93.265 };
const newYork = { latitude: 40.7128, longitude: -74.006 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };
const toronto = { latitude: 43.6532, longitude: -79.3832 };

describe('great-circle distance in miles', () => {
  it.each([
    { rule: 'a point to itself', from: newYork, to: newYork, miles: 0, digits: 6 },
    {
      rule: 'one degree of longitude on the equator',
      from: { latitude: 0, longitude: 0 },
      to: { latitude: 0, longitude: 1 },
      miles: 69.094,
      digits: 3,
    },
    {
      rule: 'pole to pole is half the circumference',
      from: { latitude: 90, longitude: 0 },
      to: { latitude: -90, longitude: 0 },
      miles: Math.PI * 3958.8,
      digits: 6,
    },
    { rule: 'New York to Los Angeles', from: newYork, to: losAngeles, miles: 2445.6, digits: 0 },
    { rule: 'Minneapolis to Toronto', from: minneapolis, to: toronto, miles: 691.5, digits: 0 },
  ])('$rule: $miles', ({ from, to, miles, digits }) => {
    expect(greatCircleMiles(from, to)).toBeCloseTo(miles, digits);
    expect(greatCircleMiles(to, from)).toBeCloseTo(miles, digits);
  });
});

describe('clubs sorted by distance from a point (product/club-and-entry.md#clubs)', () => {
  it('puts the nearest first and adds each distance', () => {
    const clubs = [
      { id: 'la', ...losAngeles },
      { id: 'ny', ...newYork },
      { id: 'to', ...toronto },
    ];
    const sorted = sortClubsByDistance(clubs, minneapolis);
    expect(sorted.map((c) => c.id)).toEqual(['to', 'ny', 'la']);
    expect(sorted[0]?.distance).toBeCloseTo(greatCircleMiles(minneapolis, toronto), 9);
  });

  it('keeps clubs at the same distance in their given order', () => {
    const clubs = [
      { id: 'b', ...newYork },
      { id: 'a', ...newYork },
    ];
    expect(sortClubsByDistance(clubs, toronto).map((c) => c.id)).toEqual(['b', 'a']);
  });

  it('keeps only the clubs within a radius, inclusive, and the first of them up to a limit', () => {
    const clubs = [
      { id: 'la', ...losAngeles },
      { id: 'ny', ...newYork },
      { id: 'to', ...toronto },
    ];
    const toNewYork = greatCircleMiles(minneapolis, newYork);

    expect(sortClubsByDistance(clubs, minneapolis, { within: toNewYork }).map((c) => c.id)).toEqual(
      ['to', 'ny'],
    );
    expect(sortClubsByDistance(clubs, minneapolis, { limit: 1 }).map((c) => c.id)).toEqual(['to']);
    expect(sortClubsByDistance(clubs, minneapolis, { within: 10 })).toEqual([]);
  });

  it('leaves the clubs it was given as they were', () => {
    const clubs = [{ id: 'to', ...toronto }];
    sortClubsByDistance(clubs, minneapolis);
    expect(clubs[0]).toEqual({ id: 'to', ...toronto });
  });
});
