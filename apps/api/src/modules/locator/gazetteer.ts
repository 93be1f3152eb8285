import type { Gazetteer, GazetteerEntry } from '@clubjoin/domain/catalog/placeSearch';
import { indexGazetteer } from '@clubjoin/domain/catalog/placeSearch';
import type { ZipCode } from 'zipcodes';

/**
 * A Canadian district's province, by its first letter (Canada Post's postal areas): the data
 * names some provinces by a county or town, so the letter is the one sure reading.
 */
const PROVINCE_BY_AREA: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** A code of the data as the domain reads it; none for a code without a place. */
function entryOf(code: ZipCode): GazetteerEntry[] {
  if (!Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) return [];
  const region =
    code.country === 'US' ? code.state : PROVINCE_BY_AREA[code.zip.charAt(0).toUpperCase()];
  if (!region) return [];
  return [
    {
      code: code.zip,
      city: code.city.replace(/\s*\(.*$/, ''),
      region,
      country: code.country === 'US' ? 'US' : 'CA',
      latitude: code.latitude,
      longitude: code.longitude,
    },
  ];
}

let loading: Promise<Gazetteer> | undefined;

/**
 * The gazetteer (decision 0030): the zipcodes package's US ZIP codes and Canadian districts,
 * shipped inside the package. Its 5 MB are read on the first search, not at start, and indexed
 * once for the life of the process.
 */
export function gazetteer(): Promise<Gazetteer> {
  loading ??= import('zipcodes').then(
    ({ codes }) => indexGazetteer(Object.values(codes).flatMap(entryOf)),
    (error: unknown) => {
      // A failed load is tried again by the next search.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
