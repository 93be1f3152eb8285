import type { Club } from '@clubjoin/contract/catalog/club';

/** A club as the locator lists it: a club of the list, with its distance when searched nearby. */
export type LocatedClub = Club & { distance?: number };
