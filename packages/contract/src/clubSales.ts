import { loginPasswordSchema } from '@clubjoin/domain/validation/password';
import { z } from 'zod';
import { DESK_REJOIN_MINUTES } from '@clubjoin/domain/staff/deskRejoin';
import { ClubId } from './catalog/clubId';
import { defineEndpoint } from './endpoint';
import { OpaqueId } from './id';
import { ExistingMembership } from './membership';

/**
 * In-club sales (docs/decisions/0028): who sold a sale made at the club, and the team a seller may
 * share the credit with. The seller is the team member of the session that staged the sale.
 */

/** One team member's part of a sale's credit, as the confirmation and onboarding show it. */
export const SaleCreditShare = z
  .object({
    staffId: z.string(),
    displayName: z.string().describe('The team member’s name at the time of the sale'),
    percent: z.number().int().min(1).max(100),
  })
  .meta({ id: 'SaleCreditShare' });
export type SaleCreditShare = z.infer<typeof SaleCreditShare>;

/** Who is credited with an in-club sale: the seller first, then the partner of a split. */
export const SaleCredit = z
  .array(SaleCreditShare)
  .min(1)
  .max(2)
  .describe('The seller first (100% alone), then the team member who shares the credit')
  .meta({ id: 'SaleCredit' });
export type SaleCredit = z.infer<typeof SaleCredit>;

/** A team member a seller may share a sale's credit with. */
export const ClubSalesTeamMember = z
  .object({ staffId: z.string(), displayName: z.string() })
  .meta({ id: 'ClubSalesTeamMember' });

export const ClubSalesTeam = z
  .object({ clubId: z.string(), team: z.array(ClubSalesTeamMember) })
  .meta({ id: 'ClubSalesTeam' });
export type ClubSalesTeam = z.infer<typeof ClubSalesTeam>;

/** GET the team of a club the seller may share a sale's credit with. */
export const getClubSalesTeam = defineEndpoint({
  method: 'GET',
  path: '/api/portal/club-sales/team',
  summary:
    "The active team members assigned to a club, by name: whom a seller may share a sale's credit with. 401 without a team-member session, 403 for a role that does not sell or a club not the seller's",
  tags: ['club-sales'],
  query: z.object({ clubId: ClubId }),
  status: 200,
  response: ClubSalesTeam,
});

/** What leaving a kiosk asks: the password of the team member signed in on it. */
export const KioskUnlockRequest = z
  .object({ password: loginPasswordSchema })
  .meta({ id: 'KioskUnlockRequest' });

/**
 * POST the signed-in seller's password to leave kiosk mode (docs/decisions/0028): checked as their
 * login checks it, with its lockout and rate limits.
 */
export const unlockKiosk = defineEndpoint({
  method: 'POST',
  path: '/api/portal/club-sales/unlock',
  summary:
    "Leaves kiosk mode: 204 when the password is the signed-in seller's; 400 naming the password with the login's message otherwise (failures count toward the login's lockout), 429 past the login's rate limits. 401 without a team-member session, 403 for a role that does not sell",
  tags: ['club-sales'],
  body: KioskUnlockRequest,
  status: 204,
  response: z.null().describe('No content'),
});

/** What binding a device as a kiosk names: the club the kiosk sells for. */
export const KioskBindRequest = z.object({ clubId: ClubId }).meta({ id: 'KioskBindRequest' });

/**
 * POST binds the signed-in seller's session to a kiosk of one of their clubs (docs/decisions/0035):
 * until the unlock, the session reaches no portal endpoint and sells at that club only.
 */
export const bindKiosk = defineEndpoint({
  method: 'POST',
  path: '/api/portal/club-sales/kiosk',
  summary:
    "Binds the signed-in seller's session to a kiosk of the club: 204; then every portal endpoint answers 403 and the sale is the club's only, until the unlock. 401 without a team-member session, 403 for a role that does not sell, a club not the seller's or a session already on a kiosk",
  tags: ['club-sales'],
  body: KioskBindRequest,
  status: 204,
  response: z.null().describe('No content'),
});

/** A former member the seller rejoins at the desk: the sale's club and the member search's find. */
export const DeskRejoinRequest = z
  .object({
    clubId: ClubId.describe('The club of the sale, one of the seller’s'),
    memberId: OpaqueId.describe('The member id the member search answered for the person'),
  })
  .meta({ id: 'DeskRejoinRequest' });

/** A single-use token of a rejoin at the desk. */
export const DeskRejoinToken = z
  .string()
  .regex(/^[\w-]{43}$/, 'A rejoin token is the one the desk’s Rejoin answered');

/**
 * A rejoin the seller vouched for (docs/decisions/0039): the token the sale's stage presents with
 * the seller's session, the account the sale joins with, and the membership taken up again (the
 * existing-membership lookup's answer, former juniors of 14 or older among the adults).
 */
export const DeskRejoin = z
  .object({
    rejoinToken: DeskRejoinToken,
    expiresAt: z.iso.datetime(),
    clubId: z.string(),
    username: z.string().describe('The former member’s account'),
    membership: ExistingMembership,
  })
  .meta({ id: 'DeskRejoin' });
export type DeskRejoin = z.infer<typeof DeskRejoin>;

/** POST vouches for a former member's rejoin at the seller's club. */
export const vouchRejoin = defineEndpoint({
  method: 'POST',
  path: '/api/portal/club-sales/rejoins',
  summary: `Rejoins a former member the seller found, at a club of theirs: 201 with a token usable for ${DESK_REJOIN_MINUTES} minutes, once, by this session's stage of a sale at that club. 404 for no such member; 403 for a former membership at a club the seller does not work at; 409 for an active member, one who may not rejoin, not a primary member, or without an account. 401 without a team-member session, 403 for a role that does not sell, a club not the seller's or a session on a kiosk`,
  tags: ['club-sales'],
  body: DeskRejoinRequest,
  status: 201,
  response: DeskRejoin,
});
