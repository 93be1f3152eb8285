import type { GeoPoint } from '@clubjoin/domain/catalog/greatCircleDistance';

/** Where the browser says the person is, or why it cannot say. */
export type PositionResult =
  | { readonly kind: 'found'; readonly point: GeoPoint }
  | { readonly kind: 'refused' }
  | { readonly kind: 'unavailable' };

/** How long the browser may look for the position before the locator gives up. */
const POSITION_TIMEOUT_MS = 15_000;

/**
 * The person's position for 'Use my location' (product/club-and-entry.md#nearest-club-search):
 * refused when they (or the browser's settings) deny it, unavailable when the browser has no
 * geolocation, cannot find the position, or takes too long.
 */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<PositionResult> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve({ kind: 'unavailable' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          kind: 'found',
          point: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      (error) =>
        resolve({ kind: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { timeout: POSITION_TIMEOUT_MS },
    );
  });
}
