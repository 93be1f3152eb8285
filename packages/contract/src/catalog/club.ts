import { z } from 'zod';

/** Whether a club is open or sells memberships before it opens (01 §3, §9: PRESALE). */
export const ClubOpenStatus = z.enum(['OPEN', 'PRESALE']);

const isoDate = z.iso.date();

/** A club of the chain, as the catalog holds it and the club services answer it (01 §3). */
export const Club = z
  .object({
    mmsClubId: z.string().regex(/^\d{1,6}$/, 'A club id is 1 to 6 digits'),
    name: z.string().min(1),
    clubTitle: z.string().min(1),
    marketingClubName: z.string().min(1),
    country: z.enum(['US', 'CA']),
    street1: z.string().min(1),
    city: z.string().min(1),
    state: z.string().min(1),
    stateAbbr: z.string().regex(/^[A-Z]{2}$/, 'A state or province abbreviation is 2 capitals'),
    zip: z.string().min(1),
    region: z.string().min(1),
    area: z.string().min(1),
    timeZone: z.string().min(1).describe('IANA time zone, e.g. America/Chicago'),
    membershipLevel: z.string().min(1),
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
    openDate: isoDate.nullable(),
    oms: z.boolean(),
    webFreePass: z.boolean(),
    clubTypeId: z.number().int().positive(),
    domainPrefix: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'A domain prefix is lowercase letters, digits and dashes'),
  })
  .meta({ id: 'Club' });
export type Club = z.infer<typeof Club>;
