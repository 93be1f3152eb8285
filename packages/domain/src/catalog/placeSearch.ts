import type { Country } from '../validation/regions';
import { CANADIAN_PROVINCES, US_STATES } from '../validation/regions';
import type { GeoPoint } from './greatCircleDistance';
import { withoutAccents } from '../validation/textField';

/**
 * One entry of a gazetteer (product/club-and-entry.md#club-locator): a US ZIP code or a Canadian
 * postal district (FSA, the first three characters of a postal code), the place it is in, the
 * state or province's abbreviation, and its middle.
 */
export interface GazetteerEntry extends GeoPoint {
  /** '55401', or 'M5V' for a Canadian district. */
  code: string;
  /** The place as the data names it: 'Minneapolis', 'Downtown Toronto'. */
  city: string;
  /** The state or province's postal abbreviation: 'MN', 'ON'. */
  region: string;
  country: Country;
}

/** What a locator search asks for, read from what the person typed. */
export type PlaceQuery =
  { kind: 'code'; code: string } | { kind: 'name'; name: string; region?: string | undefined };

/** A place a search found: what it is called, and the point the clubs are measured from. */
export interface Place extends GeoPoint {
  /** 'Saint Paul, MN', '55401 Minneapolis, MN', 'M5V Downtown Toronto, ON'. */
  name: string;
}

/** A gazetteer read for searching: entries by code and by each name they answer to. */
export interface Gazetteer {
  byCode: ReadonlyMap<string, GazetteerEntry>;
  byName: ReadonlyMap<string, readonly GazetteerEntry[]>;
}

/** A US ZIP code, with or without its +4: '55401', '55401-1234'. */
const ZIP = /^(\d{5})(?:-?\d{4})?$/;
/** A Canadian postal code, or its first three characters: 'M5V 2T6', 'm5v2t6', 'M5V'. */
const POSTAL_CODE = /^([a-z]\d[a-z])(?:\s*\d[a-z]\d)?$/;

/** Short forms people type, as the data spells them ('St Paul' is 'Saint Paul'). */
const SHORT_WORDS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
};

/**
 * A place name as compared: lowercase, without accents or punctuation, short words spelt out:
 * 'St. Paul' and 'Saint Paul' both read 'saint paul', 'Montréal' reads 'montreal'.
 */
export function placeNameKey(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word !== '')
    .map((word) => SHORT_WORDS[word] ?? word)
    .join(' ');
}

/** Every state and province, by its name's key and by its abbreviation's. */
const REGIONS = new Map(
  [...US_STATES, ...CANADIAN_PROVINCES].flatMap((region) => [
    [placeNameKey(region.name), region.abbreviation],
    [region.abbreviation.toLowerCase(), region.abbreviation],
  ]),
);

/** The state or province a text names, as its abbreviation: 'TX', 'Texas', 'Ontario'. */
function regionOf(text: string): string | undefined {
  return REGIONS.get(placeNameKey(text));
}

/**
 * What a locator search may ask for, the likelier reading first (product/club-and-entry.md#club-locator,
 * ours): a ZIP code (its first five digits), a Canadian postal code (its district, the first three
 * characters), or a place name, optionally followed by its state or province after a comma or a
 * space ('Dallas, TX', 'Saint Paul MN', 'Toronto, Ontario'); a name whose last words name a state
 * may also be the whole name ('Fort Washington'). Nothing readable has no reading.
 */
export function readPlaceQueries(text: string): PlaceQuery[] {
  const compact = text.trim().toLowerCase();
  const zip = ZIP.exec(compact);
  if (zip?.[1]) return [{ kind: 'code', code: zip[1] }];
  const postal = POSTAL_CODE.exec(compact);
  if (postal?.[1]) return [{ kind: 'code', code: postal[1].toUpperCase() }];
  const [place = '', ...rest] = text.split(',');
  if (rest.length > 0) {
    const name = placeNameKey(place);
    return name === '' ? [] : [{ kind: 'name', name, region: regionOf(rest.join(',')) }];
  }
  const name = placeNameKey(text);
  if (name === '') return [];
  // 'Dallas TX', 'Brooklyn New York': last words that name a state, after a name.
  const words = name.split(' ');
  const withRegion = [2, 1].flatMap((count): PlaceQuery[] => {
    const region = words.length > count ? regionOf(words.slice(-count).join(' ')) : undefined;
    return region ? [{ kind: 'name', name: words.slice(0, -count).join(' '), region }] : [];
  });
  return [...withRegion, { kind: 'name', name }];
}

/**
 * The names a gazetteer entry answers to: its own, and, for a Canadian district (the data names
 * districts, 'Downtown Toronto', 'Halifax Lower Harbour'), each run of words in it, so 'Toronto'
 * finds the districts of Toronto.
 */
function namesOf(entry: GazetteerEntry): string[] {
  const name = placeNameKey(entry.city);
  if (entry.country === 'US') return [name];
  const words = name.split(' ');
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= words.length; end += 1) {
      runs.add(words.slice(start, end).join(' '));
    }
  }
  return [...runs];
}

/** Reads a gazetteer's entries for searching (once: the index is kept). */
export function indexGazetteer(entries: readonly GazetteerEntry[]): Gazetteer {
  const byCode = new Map<string, GazetteerEntry>();
  const byName = new Map<string, GazetteerEntry[]>();
  for (const entry of entries) {
    byCode.set(entry.code, entry);
    for (const name of namesOf(entry)) {
      const named = byName.get(name);
      if (named) named.push(entry);
      else byName.set(name, [entry]);
    }
  }
  return { byCode, byName };
}

/** The middle value of some numbers (the lower of the two middle ones for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

/**
 * The middle of some points: their median latitude and median longitude (a code that the data
 * puts far from its town, a post-office box, does not drag the middle away as a mean would).
 */
function middleOf(points: readonly GeoPoint[]): GeoPoint {
  return {
    latitude: median(points.map((point) => point.latitude)),
    longitude: median(points.map((point) => point.longitude)),
  };
}

/** How a place is named back to the person: 'Saint Paul, MN'. */
const title = (entry: GazetteerEntry) => `${entry.city}, ${entry.region}`;

/** The place the first reading of a search that names one names, or none. */
export function findPlaceOf(gazetteer: Gazetteer, search: string): Place | undefined {
  for (const query of readPlaceQueries(search)) {
    const place = findPlace(gazetteer, query);
    if (place) return place;
  }
  return undefined;
}

/**
 * The place a locator search names (product/club-and-entry.md#club-locator, ours), or none:
 * a code is its entry; a name is, of the states and provinces that have a place of that name (only
 * the one named, when one is), the one with the most codes under that name (the bigger place:
 * 'Brooklyn' is Brooklyn, NY, 'Toronto' is Toronto, ON), at the middle of those codes.
 */
export function findPlace(gazetteer: Gazetteer, query: PlaceQuery): Place | undefined {
  if (query.kind === 'code') {
    const entry = gazetteer.byCode.get(query.code);
    return entry && { name: `${entry.code} ${title(entry)}`, ...middleOf([entry]) };
  }
  const byRegion = new Map<string, GazetteerEntry[]>();
  for (const entry of gazetteer.byName.get(query.name) ?? []) {
    if (query.region !== undefined && entry.region !== query.region) continue;
    const inRegion = byRegion.get(entry.region);
    if (inRegion) inRegion.push(entry);
    else byRegion.set(entry.region, [entry]);
  }
  let biggest: GazetteerEntry[] = [];
  for (const entries of byRegion.values()) {
    if (entries.length > biggest.length) biggest = entries;
  }
  const [first] = biggest;
  if (!first) return undefined;
  const exact = biggest.find((entry) => placeNameKey(entry.city) === query.name);
  const name = exact ? title(exact) : `${titleCase(query.name)}, ${first.region}`;
  return { name, ...middleOf(biggest) };
}

/** 'saint paul' as 'Saint Paul'. */
function titleCase(key: string): string {
  return key.replace(
    /(^|\s)([a-z])/g,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}
