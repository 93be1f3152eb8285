/**
 * The club an entry link names (product/club-and-entry.md#entry-links): by clubId (with its
 * fallbacks already applied by parseEntryParameters) or else by domainPrefix, looked up in the club
 * list.
 */
import type { EntryParameters } from './entryParameters';

/**
 * What entry needs to know of each club in the content-managed list
 * (product/club-and-entry.md#clubs).
 */
export interface ClubIdentity {
  readonly mmsClubId: string;
  readonly domainPrefix: string | undefined;
}

export type EntryClub =
  /** The link names no club. */
  | { readonly kind: 'none' }
  | { readonly kind: 'found'; readonly clubId: string }
  /**
   * The link names a club the list does not hold: an invalid club
   * (product/club-and-entry.md#initialize).
   */
  | { readonly kind: 'notFound'; readonly requested: string };

/**
 * Resolve the entry's club (product/club-and-entry.md#entry-links): clubId wins over domainPrefix;
 * a numeric domainPrefix is a club id, any other is compared with the clubs' domain prefixes
 * ignoring letter case.
 */
export function resolveEntryClub(
  parameters: Pick<EntryParameters, 'clubId' | 'domainPrefix'>,
  clubs: readonly ClubIdentity[],
): EntryClub {
  const { clubId, domainPrefix } = parameters;
  const wantedId = clubId ?? (domainPrefix?.kind === 'clubId' ? domainPrefix.clubId : undefined);
  if (wantedId !== undefined) {
    const club = clubs.find((candidate) => candidate.mmsClubId === wantedId);
    return club
      ? { kind: 'found', clubId: club.mmsClubId }
      : { kind: 'notFound', requested: wantedId };
  }
  if (domainPrefix?.kind !== 'prefix') return { kind: 'none' };
  const { prefix } = domainPrefix;
  const club = clubs.find((candidate) => candidate.domainPrefix?.toLowerCase() === prefix);
  return club ? { kind: 'found', clubId: club.mmsClubId } : { kind: 'notFound', requested: prefix };
}
