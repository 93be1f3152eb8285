import type { CatalogClub } from '@clubjoin/domain/catalog/club';
import { OPEN_STATUS } from '@clubjoin/domain/catalog/club';
import { isZipValidForState } from '@clubjoin/domain/validation/address';
import { CANADIAN_PROVINCES, US_STATES } from '@clubjoin/domain/validation/regions';
import { PRESALE_STATUS } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { addIssue } from './issues';
import { IanaTimeZone } from './timeZone';
import { ClubId } from './clubId';

/**
 * Whether a club is open or sells memberships before it opens (product/club-and-entry.md#clubs:
 * PRESALE).
 */
export const ClubOpenStatus = z.enum([OPEN_STATUS, PRESALE_STATUS]);

/**
 * Club tiers, lowest first (product/club-and-entry.md#clubs): a club's tier sets its prices, and a
 * membership reaches the clubs of its tier and below.
 */
export const MEMBERSHIP_LEVELS = [
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Onyx',
] as const;

/**
 * Club types by id (product/club-and-entry.md#clubs). Only types 1 and 2 appear in club lists and
 * club access (product/club-and-entry.md#which-clubs-are-listed); the spec names no type, so these
 * names are the catalog's.
 */
export const CLUB_TYPES = {
  1: 'Athletic club',
  2: 'Athletic resort',
  3: 'Digital',
  4: 'Digital studio',
  5: 'Pickleball venue',
  6: 'Corporate fitness center',
} as const;
const clubTypeIds = Object.keys(CLUB_TYPES).map(Number);

const regionsByCountry = { US: US_STATES, CA: CANADIAN_PROVINCES } as const;

/**
 * A club of the chain, as the catalog holds it and the club services answer it
 * (product/club-and-entry.md#clubs).
 */
export const Club = z
  .object({
    mmsClubId: ClubId,
    name: z.string().min(1),
    clubTitle: z.string().min(1),
    marketingClubName: z.string().min(1),
    country: z.enum(['US', 'CA']).describe('The club country decides the currency: CA is C$'),
    street1: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1).describe('The state or province name, e.g. Minnesota'),
    stateAbbr: z.string().regex(/^[A-Z]{2}$/, 'A state or province abbreviation is 2 capitals'),
    zip: z.string().min(1),
    region: z.string().min(1),
    area: z.string().min(1),
    timeZone: IanaTimeZone,
    membershipLevel: z.enum(MEMBERSHIP_LEVELS),
    juniorAccess: z.enum(['Yes', 'No']).describe('No means juniors cannot join at this club'),
    salesRadius: z
      .number()
      .positive()
      .nullable()
      .describe('Miles; the nearest-club search falls back to 20'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    phone: z.string().regex(/^\d{10}$/, 'A phone number is 10 digits'),
    open: ClubOpenStatus,
    openDate: z.iso.date().nullable().describe('The opening day; required for a presale club'),
    oms: z.boolean().describe('Whether the club sells memberships online'),
    webFreePass: z.boolean(),
    clubTypeId: z
      .number()
      .int()
      .refine((id) => clubTypeIds.includes(id), `A club type is one of ${clubTypeIds.join(', ')}`),
    domainPrefix: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'A domain prefix is lowercase letters, digits and dashes'),
  })
  .superRefine((club, ctx) => {
    if (club.open === PRESALE_STATUS && club.openDate === null) {
      addIssue(ctx, ['openDate'], 'A presale club needs an openDate');
    }
    const region = regionsByCountry[club.country].find((r) => r.abbreviation === club.stateAbbr);
    if (!region) {
      addIssue(
        ctx,
        ['stateAbbr'],
        `${club.stateAbbr} is not a state or province of ${club.country}`,
      );
      return;
    }
    if (region.name !== club.state) {
      addIssue(
        ctx,
        ['state'],
        `The name of ${club.stateAbbr} is ${region.name}, not ${club.state}`,
      );
    }
    if (!isZipValidForState(club.zip, club.stateAbbr)) {
      addIssue(ctx, ['zip'], `${club.zip} is not a postal code of ${club.stateAbbr}`);
    }
  })
  .meta({ id: 'Club' });
export type Club = z.infer<typeof Club>;

/**
 * Compiles only while a catalog club can be handed to the domain's catalog rules.
 * @typeCheck
 */
export type ClubFeedsDomain = Assignable<Club, CatalogClub>;
