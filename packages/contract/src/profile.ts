import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { ClubId } from './catalog/clubId';

/** A club id, as the catalog names clubs (product/club-and-entry.md#clubs). */

/** How many recent clubs a profile keeps. */
export const RECENT_CLUBS_MAX = 10;

/**
 * The recent-clubs list (product/accounts-and-sign-in.md#profile: the PUT body is the list), most
 * recent first.
 */
export const RecentClubs = z
  .array(ClubId)
  .max(RECENT_CLUBS_MAX, `At most ${RECENT_CLUBS_MAX} recent clubs are kept.`)
  .meta({ id: 'RecentClubs' });
export type RecentClubs = z.infer<typeof RecentClubs>;

/**
 * A member's personalization (product/accounts-and-sign-in.md#profile), shaped as the paths that
 * write it (product/accounts-and-sign-in.md#profile: personalization/MYLT/meta/recentClubs).
 */
export const Personalization = z
  .object({ MYLT: z.object({ meta: z.object({ recentClubs: RecentClubs }) }) })
  .meta({ id: 'Personalization' });
export type Personalization = z.infer<typeof Personalization>;

/**
 * The member details of a profile (product/accounts-and-sign-in.md#profile), with the guest-pass
 * figures after the reset rule of product/accounts-and-sign-in.md#profile as of today in the
 * member's club.
 */
export const MemberDetails = z
  .object({
    isEmployee: z.boolean(),
    memberId: OpaqueId,
    membershipLevel: z
      .string()
      .describe('The tier of the membership, e.g. Gold (product/club-and-entry.md#clubs)'),
    lastCacheDate: z.string().describe("When the figures were cached, 'YYYY-MM-DD'"),
    clubVisits: z.number().int().min(0),
    guestPassPeriod: z.enum(['month', 'year']),
    guestPassBalance: z.number().int().min(0),
    guestPassTotal: z.number().int().min(0),
  })
  .meta({ id: 'MemberDetails' });
export type MemberDetails = z.infer<typeof MemberDetails>;

/**
 * The profile (product/accounts-and-sign-in.md#profile): the profile token and jwt of the signed-in
 * session (null for a member only remembered), the party id, personalization, and member details
 * (null for an account that has never held a membership).
 */
export const Profile = z
  .object({
    token: z.string().nullable().describe('The profile token, usable as X-LTF-PROFILE'),
    jwt: z.string().nullable().describe('A bearer credential, usable as Authorization: Bearer'),
    partyId: OpaqueId,
    personalization: Personalization,
    memberDetails: MemberDetails.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

const credentials =
  'Signed by the SSO cookie or one of the headers X-LTF-SSOID, X-LTF-PROFILE, Authorization';
const profileErrors =
  "400 'Bad Request' for a malformed credential, 401 'Expired SSO Session', 404 'Profile does not exist', 502 when the profile cannot be read (product/accounts-and-sign-in.md#profile-errors).";

/**
 * GET user-profile/profile (product/accounts-and-sign-in.md#profile): also for a member only
 * remembered (X-REMEMBER).
 */
export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/user-profile/profile',
  summary: `The member's profile. ${credentials}, or X-REMEMBER. ${profileErrors}`,
  tags: ['profile'],
  status: 200,
  response: Profile,
});

/**
 * GET private-profile/customer (product/accounts-and-sign-in.md#profile: with the SSO id header):
 * the signed-in member's profile.
 */
export const getCustomerProfile = defineEndpoint({
  method: 'GET',
  path: '/api/gateway/private-profile/customer',
  summary: `The signed-in member's profile. ${credentials}. ${profileErrors}`,
  tags: ['profile'],
  status: 200,
  response: Profile,
});

/**
 * DELETE user-profile/profile (product/accounts-and-sign-in.md#profile): the profile goes; the
 * account and its session stay.
 */
export const deleteProfile = defineEndpoint({
  method: 'DELETE',
  path: '/api/gateway/user-profile/profile',
  summary: `Delete the member's profile (personalization and cached member figures). ${credentials}.`,
  tags: ['profile'],
  status: 204,
  response: z.null().describe('No content'),
});

/**
 * PUT user-profile/{path}/personalization/MYLT/meta/recentClubs
 * (product/accounts-and-sign-in.md#profile): body is the list.
 */
export const putRecentClubs = defineEndpoint({
  method: 'PUT',
  path: '/api/gateway/user-profile/profile/personalization/MYLT/meta/recentClubs',
  summary: `Replace the member's recent clubs (duplicates dropped, order kept). ${credentials}.`,
  tags: ['profile'],
  body: RecentClubs,
  status: 200,
  response: Personalization,
});
