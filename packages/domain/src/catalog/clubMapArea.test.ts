import { describe, expect, it } from 'vitest';
import { clubMapArea, MIN_CLUB_MAP_SPAN_MILES, scaleBarMiles } from './clubMapArea';
import { greatCircleMiles } from './greatCircleDistance';

const chanhassen = { latitude: 44.8625, longitude: -93.5478 };
const stPaul = { latitude: 44.9469, longitude: -93.109 };
const austin = { latitude: 30.4225, longitude: -97.6728 };
const toronto = { latitude: 43.6697, longitude: -79.389 };
const vancouver = { latitude: 49.287, longitude: -123.119 };

/** The miles an area spans through its middle, north to south and west to east. */
function spans(area: { south: number; north: number; west: number; east: number }) {
  const middle = {
    latitude: (area.south + area.north) / 2,
    longitude: (area.west + area.east) / 2,
  };
  return {
    northSouth: greatCircleMiles(
      { ...middle, latitude: area.south },
      { ...middle, latitude: area.north },
    ),
    westEast: greatCircleMiles(
      { ...middle, longitude: area.west },
      { ...middle, longitude: area.east },
    ),
  };
}

describe('the area a map of club results shows', () => {
  it('has none without clubs', () => {
    expect(clubMapArea([])).toBeUndefined();
  });

  it('shows a single club at the middle of the least span each way', () => {
    const area = clubMapArea([toronto]);

    expect(area).toBeDefined();
    if (!area) return;
    expect((area.south + area.north) / 2).toBeCloseTo(toronto.latitude, 9);
    expect((area.west + area.east) / 2).toBeCloseTo(toronto.longitude, 9);
    // A degree of longitude is shorter than one of latitude this far north, so the box is wider.
    expect(area.east - area.west).toBeGreaterThan(area.north - area.south);
    const { northSouth, westEast } = spans(area);
    expect(northSouth).toBeCloseTo(MIN_CLUB_MAP_SPAN_MILES, 6);
    // Measured along the middle parallel, which the great circle cuts a little short.
    expect(westEast).toBeCloseTo(MIN_CLUB_MAP_SPAN_MILES, 0);
  });

  it('widens clubs in one town to the least span, keeping them in the middle', () => {
    const area = clubMapArea([chanhassen, stPaul]);

    expect(area).toBeDefined();
    if (!area) return;
    expect((area.west + area.east) / 2).toBeCloseTo((chanhassen.longitude + stPaul.longitude) / 2);
    expect(spans(area).northSouth).toBeCloseTo(MIN_CLUB_MAP_SPAN_MILES, 6);
  });

  it('keeps the box of clubs further apart than the least span as it is', () => {
    expect(clubMapArea([austin, toronto, vancouver])).toEqual({
      south: austin.latitude,
      north: vancouver.latitude,
      west: vancouver.longitude,
      east: toronto.longitude,
    });
  });

  it('takes another least span when given one', () => {
    const area = clubMapArea([austin], 40);

    expect(area && spans(area).northSouth).toBeCloseTo(40, 6);
  });
});

describe("the length of a map's scale bar", () => {
  it.each([
    { mostMiles: 1, miles: 1 },
    { mostMiles: 1.9, miles: 1 },
    { mostMiles: 2, miles: 2 },
    { mostMiles: 4.99, miles: 2 },
    { mostMiles: 7, miles: 5 },
    { mostMiles: 10, miles: 10 },
    { mostMiles: 38, miles: 20 },
    { mostMiles: 99, miles: 50 },
    { mostMiles: 640, miles: 500 },
  ])('at most $mostMiles miles: $miles', ({ mostMiles, miles }) => {
    expect(scaleBarMiles(mostMiles)).toBe(miles);
  });

  it('has none shorter than a mile', () => {
    expect(scaleBarMiles(0.6)).toBeUndefined();
    expect(scaleBarMiles(Number.NaN)).toBeUndefined();
  });
});
