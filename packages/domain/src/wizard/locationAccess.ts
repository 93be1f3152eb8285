/**
 * Location access (product/club-and-entry.md#location-access): the deep-link parameters that set
 * quantities and open club access directly, and whether a link carries all of them.
 */
import type { Flow, ProductType } from '../vocabulary';
import { PRODUCT_TYPES } from '../vocabulary';
import type { EntryParameters } from './entryParameters';
import {
  ADULT_QUANTITY_PARAMETER,
  JUNIOR_QUANTITY_PARAMETER,
  isWithinRange,
} from './entryParameters';

/** membership.locationAccess (product/club-and-entry.md#location-access). */
export interface LocationAccess {
  readonly adultQuantity?: number;
  readonly juniorQuantity?: number;
  readonly clubId?: string;
  readonly membershipType?: ProductType;
  readonly showOnlyModal?: boolean;
}

/** Location access with every deep-link parameter present and valid. */
export interface CompleteLocationAccess {
  readonly adultQuantity: number;
  readonly juniorQuantity: number;
  readonly clubId: string;
  readonly membershipType: ProductType;
  readonly showOnlyModal: boolean;
}

/**
 * The location-access fields of the parsed entry parameters, with the club the entry resolved and
 * the product type of the sale it opened (the link's membershipType, else its category's).
 */
export function locationAccessFromEntry(
  parameters: EntryParameters,
  clubId: string | undefined,
  membershipType: ProductType | undefined,
): LocationAccess {
  return {
    adultQuantity: parameters.adultQuantity,
    juniorQuantity: parameters.juniorQuantity,
    clubId,
    membershipType,
    showOnlyModal: parameters.showOnlyModal,
  };
}

/**
 * Flows whose membership needs no club visit (product/flows.md#flows: Digital): club access has no
 * club to list, so a link never opens its modal by itself (issue 16: an empty 'Clubs included').
 */
export const FLOWS_WITHOUT_CLUB_VISITS = ['Digital'] as const satisfies readonly Flow[];

/**
 * The location access a sale keeps: the link's, with the membership type only the link itself
 * named (a category's type fetches the default product but opens no modal by itself, decision
 * 0017), and none in a flow without club visits, so that clubAccessOpenedByLink finds nothing to
 * open there.
 */
export function keptLocationAccess(
  access: LocationAccess,
  flows: readonly Flow[],
  linkType: ProductType | undefined,
): LocationAccess {
  const noVisits = FLOWS_WITHOUT_CLUB_VISITS.some((flow) => flows.includes(flow));
  return { ...access, membershipType: noVisits ? undefined : linkType };
}

/**
 * Location access when complete (product/club-and-entry.md#location-access), else undefined.
 * Complete means adultQuantity (1 to 4), juniorQuantity (0 to 6), clubId and membershipType (a
 * known product type) are all present and valid; showOnlyModal is optional and reads false when
 * absent.
 */
export function completeLocationAccess(access: LocationAccess): CompleteLocationAccess | undefined {
  const { adultQuantity, juniorQuantity, clubId, membershipType, showOnlyModal } = access;
  if (adultQuantity === undefined || !isWithinRange(adultQuantity, ADULT_QUANTITY_PARAMETER)) {
    return undefined;
  }
  if (juniorQuantity === undefined || !isWithinRange(juniorQuantity, JUNIOR_QUANTITY_PARAMETER)) {
    return undefined;
  }
  if (!clubId || membershipType === undefined || !PRODUCT_TYPES.includes(membershipType)) {
    return undefined;
  }
  return {
    adultQuantity,
    juniorQuantity,
    clubId,
    membershipType,
    showOnlyModal: showOnlyModal ?? false,
  };
}

/**
 * The card whose club-access modal opens by itself on the membership cards
 * (product/club-and-entry.md#location-access: if location-access parameters are complete,
 * quantities are set and club access opens automatically): the link's membership type, when the
 * location access is complete, names the club whose cards are shown, and that card is among them.
 * Otherwise none.
 */
export function clubAccessOpenedByLink(
  access: LocationAccess,
  clubId: string,
  shownTypes: readonly ProductType[],
): ProductType | undefined {
  const complete = completeLocationAccess(access);
  if (!complete || complete.clubId !== clubId) return undefined;
  return shownTypes.includes(complete.membershipType) ? complete.membershipType : undefined;
}
