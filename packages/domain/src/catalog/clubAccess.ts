import type { Cents } from '../money/cents';
import type { CatalogClub } from './club';
import { compareListedClubs, listClubAccessClubs } from './listClubs';

/**
 * The fields of a club that club access reads (product/club-and-entry.md#clubs), with its state's
 * abbreviation.
 */
export interface AccessClub extends Pick<
  CatalogClub,
  'mmsClubId' | 'marketingClubName' | 'country' | 'state' | 'open' | 'clubTypeId'
> {
  stateAbbr: string;
}

/**
 * A club that sells the membership asked about: `productPrice` is its monthly price of that product
 * type for that many adults (product/membership-and-promotions.md#membership-cards
 * price.productPrice), in the currency of the club's country.
 */
export interface PricedClub extends AccessClub {
  productPrice: Cents;
}

/**
 * One area of the club access result (product/club-and-entry.md#club-access): a state or province
 * and its clubs.
 */
export interface ClubAccessArea<C extends Pick<AccessClub, 'country'>> {
  country: C['country'];
  stateAbbr: string;
  /** The state or province's name, e.g. Minnesota. */
  name: string;
  /** Clubs the membership reaches, by name. */
  accessClubs: C[];
  /** Clubs it does not reach but an upgrade would, by name. */
  upgradeClubs: C[];
}

/**
 * The club access result (product/club-and-entry.md#club-access): the member's own area, then every
 * other one.
 */
export interface ClubAccess<C extends Pick<AccessClub, 'country'>> {
  localArea: ClubAccessArea<C>;
  globalAreas: ClubAccessArea<C>[];
}

/**
 * Which clubs a membership reaches (product/club-and-entry.md#club-access). The spec gives the
 * result's shape and which clubs it may list (product/club-and-entry.md#which-clubs-are-listed:
 * open or presale, type 1 or 2), not what "access" is; the catalog prices a club by its tier (a
 * membership reaches the clubs of its tier and below), so price stands for tier:
 *
 * - a club is **accessible** when its price of the same product type for the same adults is at
 *   most the membership's `price`, and an **upgrade** club when it is dearer;
 * - only clubs of the home club's country are compared, since prices are in the currency of
 *   their country and the catalog has no exchange rate;
 * - the **local area** is the home club's state or province (present even when it lists no club),
 *   the **global areas** every other state or province with a listed club, by name; clubs within a
 *   list are by name. Presale clubs stay in (the modal leaves them out,
 *   product/club-and-entry.md#which-clubs-are-listed).
 */
export function clubAccess<C extends PricedClub>(
  homeClub: Pick<C, 'country' | 'state' | 'stateAbbr'>,
  clubs: readonly C[],
  price: Cents,
): ClubAccess<C> {
  const localArea = emptyArea<C>(homeClub);
  const areas = new Map([[homeClub.stateAbbr, localArea]]);
  const listed = listClubAccessClubs(clubs)
    .filter((club) => club.country === homeClub.country)
    .sort(compareListedClubs);
  for (const club of listed) {
    const area = areas.get(club.stateAbbr) ?? emptyArea<C>(club);
    areas.set(club.stateAbbr, area);
    (club.productPrice <= price ? area.accessClubs : area.upgradeClubs).push(club);
  }
  return { localArea, globalAreas: [...areas.values()].filter((area) => area !== localArea) };
}

function emptyArea<C extends PricedClub>(
  club: Pick<C, 'country' | 'state' | 'stateAbbr'>,
): ClubAccessArea<C> {
  return {
    country: club.country,
    stateAbbr: club.stateAbbr,
    name: club.state,
    accessClubs: [],
    upgradeClubs: [],
  };
}
