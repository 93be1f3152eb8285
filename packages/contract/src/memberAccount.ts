import { COMPLETED_MEMBER_TYPES } from '@clubjoin/domain/completion/enrolledMembers';
import { z } from 'zod';
import { Cents } from './cart';
import { defineEndpoint } from './endpoint';
import { ClubCurrency } from './product';

/** One person of the membership, as its members see each other. */
const AccountMember = z.object({
  memberType: z.enum(COMPLETED_MEMBER_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  memberId: z.string(),
});

/**
 * Whether the signed-in member may cancel online (product/accounts-and-sign-in.md#a-members-own-account):
 * when they may, the auto-renewal terms to state before they confirm; when they may not, why; once
 * cancelled, when the membership ends and what they were told.
 */
const OnlineCancellation = z.discriminatedUnion('state', [
  z.object({ state: z.literal('offered'), autoRenewalTerms: z.string() }),
  z.object({ state: z.literal('refused'), message: z.string() }),
  z.object({ state: z.literal('cancelled'), endsOn: z.iso.date(), message: z.string() }),
]);

/**
 * The signed-in member's membership (product/accounts-and-sign-in.md#a-members-own-account): its
 * club, status and members, the caller's place on it, the next charge, the agreements accepted
 * when it was bought, the guest passes after the reset rule (product/accounts-and-sign-in.md#guest-passes)
 * and online cancellation.
 */
const AccountMembership = z.object({
  membershipId: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  status: z.string(),
  membershipLevel: z.string(),
  startedOn: z.iso.date(),
  you: z.enum(COMPLETED_MEMBER_TYPES),
  members: z.array(AccountMember),
  currency: ClubCurrency,
  nextCharge: z.object({ date: z.iso.date(), amount: Cents }).nullable(),
  agreements: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.string(),
      acceptedAt: z.iso.datetime(),
    }),
  ),
  guestPasses: z
    .object({
      period: z.enum(['month', 'year']),
      balance: z.number().int().min(0),
      total: z.number().int().min(0),
      clubVisits: z.number().int().min(0),
    })
    .nullable(),
  cancellation: OnlineCancellation,
});

export const MemberAccount = z
  .object({
    username: z.string(),
    membership: AccountMembership.nullable().describe('Null for an account with no membership'),
  })
  .meta({ id: 'MemberAccount' });
export type MemberAccount = z.infer<typeof MemberAccount>;

const credentials =
  'Identity comes from the signed-in session alone (the SSO cookie or X-LTF-SSOID, X-LTF-PROFILE, Authorization); 400 for a malformed credential, 401 for none or an ended one.';

/** GET the signed-in member's own account (product/accounts-and-sign-in.md#a-members-own-account). */
export const getMemberAccount = defineEndpoint({
  method: 'GET',
  path: '/api/member-account',
  summary: `The signed-in member's account: membership, members, next charge, agreements, guest passes and online cancellation. ${credentials}`,
  tags: ['member-account'],
  status: 200,
  response: MemberAccount,
});

/**
 * Cancels the signed-in member's membership online, where the click-to-cancel flag is on for its
 * club (product/accounts-and-sign-in.md#a-members-own-account). Cancelling again answers the
 * cancellation already made; the confirmation email is sent once.
 */
export const cancelMembership = defineEndpoint({
  method: 'POST',
  path: '/api/member-account/cancellation',
  summary: `Cancel the signed-in member's membership online, then email a confirmation. Answers the account as cancelled (again for a repeat, with no second email); 403 with the reason where online cancellation is refused (the click-to-cancel flag off, not the primary member, nothing that renews); 404 for an account with no membership. ${credentials}`,
  tags: ['member-account'],
  status: 200,
  response: MemberAccount,
});
