import type { Club } from '@clubjoin/contract/catalog/club';
import type { AccessibleClub, ClubAccessResult } from '@clubjoin/contract/clubs';
import { clubAccess, type ClubAccessArea } from '@clubjoin/domain/catalog/clubAccess';
import type { Cents } from '@clubjoin/domain/money/cents';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { ModuleContext } from '../moduleContext';
import type { UnknownClub } from '../clubs/unknownClub';
import { listClubs } from '../clubs/listClubs';
import { clubPricesFor } from '../product/clubPricesFor';

/**
 * What club access is asked about (product/club-and-entry.md#club-access): a product type, its
 * price and adults, a home club.
 */
export interface AccessRequest {
  productType: ProductType;
  price: Cents;
  adults: number;
  mmsClubId: string;
}

/** Why there is no club access: no such home club, or it sells no such product. */
export type AccessFailure = UnknownClub | ({ kind: 'productNotSold' } & AccessRequest);

type PricedCatalogClub = Club & { productPrice: Cents };

function accessibleClub(club: PricedCatalogClub): AccessibleClub {
  return {
    clubId: club.mmsClubId,
    marketingClubName: club.marketingClubName,
    city: club.city,
    open: club.open,
    openDate: club.openDate,
    clubTypeId: club.clubTypeId,
    productPrice: club.productPrice,
  };
}

function answerArea(area: ClubAccessArea<PricedCatalogClub>): ClubAccessResult['localArea'] {
  return {
    country: area.country,
    stateAbbr: area.stateAbbr,
    name: area.name,
    accessClubs: area.accessClubs.map(accessibleClub),
    upgradeClubs: area.upgradeClubs.map(accessibleClub),
  };
}

/**
 * The club access result (product/club-and-entry.md#club-access) by the domain's clubAccess rule:
 * the home club must exist and sell the product type for that many adults; each club that sells it
 * is priced from the cached catalog.
 */
export async function findAccessibleClubs(
  context: ModuleContext,
  request: AccessRequest,
): Promise<Outcome<ClubAccessResult, AccessFailure>> {
  const clubs = await listClubs(context);
  const homeClub = clubs.find((club) => club.mmsClubId === request.mmsClubId);
  if (!homeClub) return fail({ kind: 'unknownClub', clubId: request.mmsClubId });
  const prices = await clubPricesFor(context, request.productType, request.adults);
  if (!prices.has(homeClub.mmsClubId)) return fail({ kind: 'productNotSold', ...request });
  const priced = clubs.flatMap((club) => {
    const productPrice = prices.get(club.mmsClubId);
    return productPrice === undefined ? [] : [{ ...club, productPrice }];
  });
  const { localArea, globalAreas } = clubAccess(homeClub, priced, request.price);
  return succeed({ localArea: answerArea(localArea), globalAreas: globalAreas.map(answerArea) });
}
