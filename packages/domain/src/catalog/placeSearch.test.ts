import { describe, expect, it } from 'vitest';
import type { GazetteerEntry } from './placeSearch';
import { findPlaceOf, indexGazetteer, placeNameKey, readPlaceQueries } from './placeSearch';

/** A few codes, as a gazetteer holds them. */
const entry = (
  code: string,
  city: string,
  region: string,
  latitude: number,
  longitude: number,
): GazetteerEntry => ({
  code,
  city,
  region,
  country: /^\d/.test(code) ? 'US' : 'CA',
  latitude,
  longitude,
});
const gazetteer = indexGazetteer([
  entry('55101', 'Saint Paul', 'MN', 44.95, -93.1),
  entry('55102', 'Saint Paul', 'MN', 44.94, -93.12),
  entry('55104', 'Saint Paul', 'MN', 44.96, -93.16),
  entry('72760', 'Saint Paul', 'AR', 35.83, -93.76),
  entry('11201', 'Brooklyn', 'NY', 40.69, -73.99),
  entry('11215', 'Brooklyn', 'NY', 40.66, -73.98),
  entry('49230', 'Brooklyn', 'MI', 42.1, -84.24),
  entry('75201', 'Dallas', 'TX', 32.79, -96.8),
  entry('97338', 'Dallas', 'OR', 44.92, -123.31),
  entry('97339', 'Dallas', 'OR', 44.93, -123.32),
  entry('43964', 'Toronto', 'OH', 40.46, -80.6),
  entry('M5V', 'Downtown Toronto', 'ON', 43.65, -79.37),
  entry('M4W', 'Downtown Toronto', 'ON', 43.68, -79.38),
  entry('M4E', 'East Toronto', 'ON', 43.67, -79.3),
  entry('19034', 'Fort Washington', 'PA', 40.14, -75.21),
]);

describe('reading a locator search (product/club-and-entry.md#club-locator)', () => {
  it.each([
    ['55401', [{ kind: 'code', code: '55401' }]],
    [' 55401-1234 ', [{ kind: 'code', code: '55401' }]],
    ['M5V 2T6', [{ kind: 'code', code: 'M5V' }]],
    ['m5v2t6', [{ kind: 'code', code: 'M5V' }]],
    ['Dallas, TX', [{ kind: 'name', name: 'dallas', region: 'TX' }]],
    ['Saint Paul, Minnesota', [{ kind: 'name', name: 'saint paul', region: 'MN' }]],
    [
      'Dallas TX',
      [
        { kind: 'name', name: 'dallas', region: 'TX' },
        { kind: 'name', name: 'dallas tx' },
      ],
    ],
    ['St. Paul', [{ kind: 'name', name: 'saint paul' }]],
    ['', []],
    [' , ', []],
  ])('reads %j', (search, readings) => {
    expect(readPlaceQueries(search)).toEqual(readings);
  });

  it('compares names without case, accents, punctuation or short forms', () => {
    expect(placeNameKey('St. Paul')).toBe('saint paul');
    expect(placeNameKey('Montréal')).toBe('montreal');
    expect(placeNameKey('Ft Worth')).toBe('fort worth');
  });
});

describe('the place a search names', () => {
  it('finds a ZIP code and a postal code by its district', () => {
    expect(findPlaceOf(gazetteer, '11201')).toEqual({
      name: '11201 Brooklyn, NY',
      latitude: 40.69,
      longitude: -73.99,
    });
    expect(findPlaceOf(gazetteer, 'M5V 2T6')).toEqual({
      name: 'M5V Downtown Toronto, ON',
      latitude: 43.65,
      longitude: -79.37,
    });
  });

  it('finds a name in the state with most codes of it, at their middle', () => {
    expect(findPlaceOf(gazetteer, 'St Paul')).toEqual({
      name: 'Saint Paul, MN',
      latitude: 44.95,
      longitude: -93.12,
    });
    expect(findPlaceOf(gazetteer, 'Brooklyn')?.name).toBe('Brooklyn, NY');
    expect(findPlaceOf(gazetteer, 'Dallas')?.name).toBe('Dallas, OR');
  });

  it('keeps to the state or province named', () => {
    expect(findPlaceOf(gazetteer, 'Dallas, TX')).toEqual({
      name: 'Dallas, TX',
      latitude: 32.79,
      longitude: -96.8,
    });
    expect(findPlaceOf(gazetteer, 'Saint Paul AR')?.name).toBe('Saint Paul, AR');
    expect(findPlaceOf(gazetteer, 'Brooklyn, TX')).toBeUndefined();
  });

  it("finds a Canadian city by its districts' names", () => {
    expect(findPlaceOf(gazetteer, 'Toronto')).toEqual({
      name: 'Toronto, ON',
      latitude: 43.67,
      longitude: -79.37,
    });
  });

  it('reads a name whose last word names a state as the whole name when that is the place', () => {
    expect(findPlaceOf(gazetteer, 'Fort Washington')?.name).toBe('Fort Washington, PA');
  });

  it('finds none for what names no place', () => {
    expect(findPlaceOf(gazetteer, 'Atlantis')).toBeUndefined();
    expect(findPlaceOf(gazetteer, '00000')).toBeUndefined();
    expect(findPlaceOf(gazetteer, 'Minnesota')).toBeUndefined();
  });
});
