import type { RejoinEligibility } from '../accounts/rejoinEligibility';
import { HOLD_DECISION_ACTION_TITLES } from './saleHold';

/**
 * A former member rejoined at the club's desk (docs/decisions/0039): the seller who found them
 * vouches for the person in front of them, and the server hands the desk a short-lived,
 * single-use token bound to the seller's session, that person and the club of the sale. Staging
 * takes it as the proof that maps the primary member to the former member's account, as a member's
 * own session does online.
 */

/** How long a vouched rejoin may be staged: long enough for one sale at the desk. */
export const DESK_REJOIN_MINUTES = 30;
export const DESK_REJOIN_LIFETIME_MS = DESK_REJOIN_MINUTES * 60_000;

/** What the seller is told when a rejoin is refused, at the vouch or at staging. */
export const DESK_REJOIN_MESSAGES = {
  otherClub:
    'This former member’s membership was at a club you do not work at: they rejoin at one of its clubs, or online with their account.',
  notPrimary:
    'Only the primary member of a former membership rejoins it: sell this person a new membership instead.',
  noAccount:
    'This former member has no account to rejoin with: sell them a new membership instead.',
  active: 'This member’s membership is active: there is nothing to rejoin.',
  kiosk: 'A kiosk does not rejoin former members: rejoin them at a staff-assisted desk.',
  notYours:
    'Only the team member who vouched for this rejoin may use it, signed in on the device where they chose Rejoin.',
  otherSaleClub: 'This rejoin was vouched for at another club.',
  expired: `This rejoin was not used within ${DESK_REJOIN_MINUTES} minutes: find the person again and choose Rejoin.`,
  used: 'This rejoin was used for a sale that completed: find the person again.',
  otherSale:
    'This rejoin belongs to another sale: find the person again and choose Rejoin for this one.',
  rejoinedSince:
    'This former member rejoined in another sale since this one was staged: there is nothing left to rejoin.',
} as const;

/** A refusal: 403 for who or where, 409 for a rejoin whose moment has passed. */
export interface DeskRejoinRefusal {
  kind: 'forbidden' | 'conflict';
  message: string;
}

const forbidden = (message: string): DeskRejoinRefusal => ({ kind: 'forbidden', message });
const conflict = (message: string): DeskRejoinRefusal => ({ kind: 'conflict', message });

/**
 * Why the seller may not vouch for a rejoin of the person found, undefined when they may: the
 * person must have been the primary member of a membership (the one the account is), that
 * membership must be at a club the seller works at (a former member of another club rejoins there
 * or online), it must be one the online rejoin accepts (rejoinEligibility), and the person must
 * hold an account to join with.
 */
export function deskRejoinRefusal(found: {
  /** The latest membership the person held as primary member; undefined when they never did. */
  former: { sellerWorksAtClub: boolean; eligibility: RejoinEligibility } | undefined;
  hasAccount: boolean;
}): DeskRejoinRefusal | undefined {
  const { former } = found;
  if (!former) return conflict(DESK_REJOIN_MESSAGES.notPrimary);
  if (!former.sellerWorksAtClub) return forbidden(DESK_REJOIN_MESSAGES.otherClub);
  const { eligibility } = former;
  if (!eligibility.eligible) {
    return conflict(
      eligibility.problem === 'activeMembership'
        ? DESK_REJOIN_MESSAGES.active
        : `This former member may not rejoin: ${eligibility.message}`,
    );
  }
  if (!found.hasAccount) return conflict(DESK_REJOIN_MESSAGES.noAccount);
  return undefined;
}

/** A vouched rejoin as kept: whose session, which club, the sale it is bound to, its moments. */
export interface DeskRejoinToken {
  sessionId: string;
  clubId: string;
  cartId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A stage that presents a rejoin token: the seller's session, if any, and the sale. */
export interface DeskRejoinUse {
  /** The staff session proof found on the stage; undefined for none (an online stage). */
  sessionId: string | undefined;
  /** Whether that session is bound to a kiosk. */
  kiosk: boolean;
  clubId: string;
  cartId: string;
  now: Date;
}

/** An unknown token proves nothing: refused as one presented without its seller's session. */
export const UNKNOWN_DESK_REJOIN: DeskRejoinRefusal = forbidden(DESK_REJOIN_MESSAGES.notYours);

/**
 * Why a stage may not use a rejoin token, undefined when it may: one presented without the
 * vouching seller's session (no session, another's) is 403, as is a kiosk or another club; one
 * already used, bound to another sale or past its 30 minutes is 409.
 */
export function deskRejoinUseRefusal(
  token: DeskRejoinToken,
  use: DeskRejoinUse,
): DeskRejoinRefusal | undefined {
  if (use.sessionId === undefined || token.sessionId !== use.sessionId) {
    return forbidden(DESK_REJOIN_MESSAGES.notYours);
  }
  if (use.kiosk) return forbidden(DESK_REJOIN_MESSAGES.kiosk);
  if (token.clubId !== use.clubId) return forbidden(DESK_REJOIN_MESSAGES.otherSaleClub);
  if (token.usedAt !== null) return conflict(DESK_REJOIN_MESSAGES.used);
  if (token.cartId !== null && token.cartId !== use.cartId) {
    return conflict(DESK_REJOIN_MESSAGES.otherSale);
  }
  if (use.now.getTime() >= token.expiresAt.getTime()) return conflict(DESK_REJOIN_MESSAGES.expired);
  return undefined;
}

/** The audit trail's actions of a desk rejoin, with the titles the member's timeline shows. */
export const DESK_REJOIN_ACTION_TITLES = {
  'rejoin.vouched': 'Rejoin vouched for at the desk',
  'rejoin.completed': 'Rejoined at the club',
} as const;

const CLUB_SALES_ACTION_TITLES: Readonly<Record<string, string>> = {
  ...DESK_REJOIN_ACTION_TITLES,
  ...HOLD_DECISION_ACTION_TITLES,
};

/** The timeline's title of an audit action of in-club sales (a rejoin, a held sale's decision). */
export function clubSalesActionTitle(action: string): string | undefined {
  return Object.hasOwn(CLUB_SALES_ACTION_TITLES, action)
    ? CLUB_SALES_ACTION_TITLES[action]
    : undefined;
}
