import {
  DEFAULT_SEARCH_RADIUS,
  NEAREST_CLUB_LIMIT,
} from '@clubjoin/domain/catalog/nearestClubSearch';
import { PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { MAX_ADULTS, MIN_ADULTS } from '@clubjoin/domain/wizard/quantities';
import { z } from 'zod';
import { Club, ClubOpenStatus } from './catalog/club';
import { defineEndpoint } from './endpoint';
import { ClubId } from './catalog/clubId';

/**
 * Every club, as the gateway and the content service answer the club list
 * (product/club-and-entry.md#clubs).
 */
export const ClubList = z.array(Club).meta({ id: 'ClubList' });
export type ClubList = z.infer<typeof ClubList>;

/** A decimal number in a query string or path, e.g. 44.9778 or -93.265. */
const decimal = (message: string) =>
  z
    .string({ error: message })
    .regex(/^-?\d{1,10}(\.\d{1,15})?$/, message)
    .transform(Number);

/**
 * The nearest-club search (product/club-and-entry.md#clubs: distance, limit, latitude, longitude).
 * The caller passes the club's salesRadius as the distance, or 20
 * (product/club-and-entry.md#nearest-club-search), which is also what an absent one means; the
 * limit is at most the spec's 100 (product/club-and-entry.md#nearest-club-search), its default.
 */
export const NearestClubsQuery = z.object({
  latitude: decimal('A latitude is a decimal number of degrees').pipe(
    z
      .number()
      .min(-90, 'A latitude is -90 to 90 degrees')
      .max(90, 'A latitude is -90 to 90 degrees'),
  ),
  longitude: decimal('A longitude is a decimal number of degrees').pipe(
    z
      .number()
      .min(-180, 'A longitude is -180 to 180 degrees')
      .max(180, 'A longitude is -180 to 180 degrees'),
  ),
  distance: decimal('A distance is a decimal number of miles')
    .pipe(z.number().positive('A distance is more than 0 miles'))
    .default(DEFAULT_SEARCH_RADIUS)
    .describe(`Miles; the club's salesRadius, or ${DEFAULT_SEARCH_RADIUS}`),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `A limit is a whole number from 1 to ${NEAREST_CLUB_LIMIT}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `A limit is a whole number from 1 to ${NEAREST_CLUB_LIMIT}`)
        .max(NEAREST_CLUB_LIMIT, `A limit is a whole number from 1 to ${NEAREST_CLUB_LIMIT}`),
    )
    .default(NEAREST_CLUB_LIMIT),
});

/**
 * A club found by the nearest-club search, with its distance from the point
 * (product/club-and-entry.md#clubs).
 */
export const NearestClub = Club.safeExtend({
  distance: z.number().nonnegative().describe('Great-circle miles from the point searched'),
}).meta({ id: 'NearestClub' });
export type NearestClub = z.infer<typeof NearestClub>;

/**
 * The nearest-club search's answer, nearest first (product/club-and-entry.md#nearest-club-search).
 */
export const NearestClubList = z.array(NearestClub).meta({ id: 'NearestClubList' });

/**
 * GET club/nearest (product/club-and-entry.md#nearest-club-search): the clubs a person can join
 * (open or presale, type 1 or 2) within the distance of the point, nearest first, at most the
 * limit; none in range is an empty list.
 */
export const getNearestClubs = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/club/nearest',
  summary:
    'Open and presale clubs of type 1 or 2 within the distance (miles) of a point, nearest first',
  tags: ['gateway'],
  query: NearestClubsQuery,
  status: 200,
  response: NearestClubList,
});

/** GET club (product/club-and-entry.md#clubs): every club of the chain, by club id. */
export const getAllClubs = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/club',
  summary: 'Every club of the chain, by club id',
  tags: ['gateway'],
  status: 200,
  response: ClubList,
});

const ADULT_COUNT_MESSAGE = `An adult count is ${MIN_ADULTS} to ${MAX_ADULTS}`;

/**
 * The path of GET accessibleclubs (product/club-and-entry.md#club-access): a product type, a
 * monthly price in cents (product/pricing-and-dues.md#money: integer cents end to end) and an adult
 * count of 1 to 6 (product/membership-and-promotions.md#adults-and-juniors).
 */
export const AccessibleClubsParams = z.object({
  productType: z.enum(PRODUCT_TYPES),
  price: z
    .string()
    .regex(/^\d{1,9}$/, 'A price is a whole number of cents')
    .transform(Number),
  adults: z
    .string()
    .regex(/^\d$/, ADULT_COUNT_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(MIN_ADULTS, ADULT_COUNT_MESSAGE).max(MAX_ADULTS, ADULT_COUNT_MESSAGE)),
});

/**
 * The club the membership is for: its state or province is the local area
 * (product/club-and-entry.md#club-access).
 */
export const AccessibleClubsQuery = z.object({ clubId: ClubId });

/**
 * A club in a club access list (product/club-and-entry.md#club-access); `open` says which are
 * presale.
 */
export const AccessibleClub = z
  .object({
    clubId: ClubId,
    marketingClubName: z.string(),
    city: z.string(),
    open: ClubOpenStatus.describe('PRESALE clubs are listed; the club-access modal omits them'),
    openDate: z.iso.date().nullable(),
    clubTypeId: z.number().int(),
    productPrice: z
      .number()
      .int()
      .describe("The club's monthly price of the product type for the adults, in cents"),
  })
  .meta({ id: 'AccessibleClub' });
export type AccessibleClub = z.infer<typeof AccessibleClub>;

/**
 * One area of the club access result (product/club-and-entry.md#club-access): a state or province
 * and its clubs, by name.
 */
export const ClubAccessArea = z
  .object({
    country: z.enum(['US', 'CA']),
    stateAbbr: z.string(),
    name: z.string().describe('The state or province, e.g. Minnesota'),
    accessClubs: z.array(AccessibleClub),
    upgradeClubs: z.array(AccessibleClub),
  })
  .meta({ id: 'ClubAccessArea' });

/**
 * The club access result (product/club-and-entry.md#club-access): the home club's area, then the
 * others by name.
 */
export const ClubAccessResult = z
  .object({ localArea: ClubAccessArea, globalAreas: z.array(ClubAccessArea) })
  .meta({ id: 'ClubAccessResult' });
export type ClubAccessResult = z.infer<typeof ClubAccessResult>;

/**
 * GET proc-commerce/v2/accessibleclubs (product/club-and-entry.md#club-access,
 * #which-clubs-are-listed): the open and presale clubs of type 1 or 2 in the home club's country
 * that sell the product type for the adults, accessible when their price is at most the given one
 * and upgrades when dearer (domain clubAccess).
 */
export const getAccessibleClubs = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/proc-commerce/v2/accessibleclubs/producttype/{productType}/price/{price}/adults/{adults}',
  summary:
    "Clubs a membership reaches (priced at most the price) and upgrade clubs, by area; the local area is clubId's state. 404 for an unknown club or one that sells no such product",
  tags: ['gateway'],
  params: AccessibleClubsParams,
  query: AccessibleClubsQuery,
  status: 200,
  response: ClubAccessResult,
});

/** The content-managed club call's query (product/club-and-entry.md#clubs: cId). */
export const ContentClubQuery = z.object({ cId: ClubId });

/**
 * GET /bin/lt/club.ef (product/club-and-entry.md#clubs, also HEAD): the content-managed club by id;
 * 404 when unknown.
 */
export const getContentManagedClub = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/bin/lt/club.ef',
  summary: 'The content-managed club by id (cId); HEAD answers whether it exists. 404 when unknown',
  tags: ['gateway'],
  query: ContentClubQuery,
  status: 200,
  response: Club,
});

/** Most characters a locator search takes: longer than any place name with its state. */
export const PLACE_SEARCH_MAX = 100;

/**
 * A locator search (product/club-and-entry.md#club-locator): a US ZIP code, a Canadian postal
 * code, or a place name with or without its state or province.
 */
export const ClubLocatorQuery = z.object({
  place: z
    .string({ error: 'A place is needed: a city, a ZIP code or a postal code' })
    .trim()
    .min(1, 'A place is needed: a city, a ZIP code or a postal code')
    .max(PLACE_SEARCH_MAX, `A place is at most ${PLACE_SEARCH_MAX} characters`),
});

/**
 * The answer to a locator search (product/club-and-entry.md#club-locator): the place found (none
 * when the search names no place the gazetteer knows), the clubs within the default radius of it
 * nearest first, and, when there are none, the nearest club farther away.
 */
export const ClubLocatorAnswer = z
  .object({
    place: z
      .object({
        name: z.string().describe("The place as found, e.g. 'Saint Paul, MN'"),
        latitude: z.number(),
        longitude: z.number(),
      })
      .nullable(),
    radius: z.number().positive().describe('Miles around the place the clubs are within'),
    clubs: NearestClubList,
    nearestFarther: NearestClub.nullable().describe(
      'With no club within the radius, the nearest club a person can join',
    ),
  })
  .meta({ id: 'ClubLocatorAnswer' });
export type ClubLocatorAnswer = z.infer<typeof ClubLocatorAnswer>;

/**
 * GET locator/clubs (product/club-and-entry.md#club-locator): the place a search names, found
 * offline in the gazetteer, and the clubs a person can join around it with their distances.
 */
export const getLocatorClubs = defineEndpoint({
  method: 'GET',
  path: '/api/locator/clubs',
  summary:
    'The place a ZIP code, postal code or place name names (null when none), and the clubs within 20 miles of it, nearest first',
  tags: ['clubs'],
  query: ClubLocatorQuery,
  status: 200,
  response: ClubLocatorAnswer,
});

/**
 * The locator map's tiles (docs/decisions/0030): the tile server's URL template ({z}, {x}, {y})
 * and its credit, or none, when the map is the offline outline.
 */
export const LocatorMapSettings = z
  .object({
    tiles: z
      .object({
        url: z.string().describe('A URL template: https://tiles.example/{z}/{x}/{y}.png'),
        attribution: z.string().describe('The credit the tile server asks for; may be empty'),
      })
      .nullable(),
  })
  .meta({ id: 'LocatorMapSettings' });
export type LocatorMapSettings = z.infer<typeof LocatorMapSettings>;

/** GET locator/map: the tile server the locator's map draws on, when one is configured. */
export const getLocatorMapSettings = defineEndpoint({
  method: 'GET',
  path: '/api/locator/map',
  summary: "The locator map's tile server (MAP_TILE_URL) and credit, or null for the outline",
  tags: ['clubs'],
  status: 200,
  response: LocatorMapSettings,
});
