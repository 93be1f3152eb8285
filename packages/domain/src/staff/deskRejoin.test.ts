import { describe, expect, it } from 'vitest';
import { rejoinEligibility } from '../accounts/rejoinEligibility';
import {
  clubSalesActionTitle,
  DESK_REJOIN_LIFETIME_MS,
  DESK_REJOIN_MESSAGES,
  deskRejoinRefusal,
  type DeskRejoinToken,
  deskRejoinUseRefusal,
  UNKNOWN_DESK_REJOIN,
} from './deskRejoin';

const eligibilityOf = (membershipStatus: string, terminationReason: string | null = null) =>
  rejoinEligibility(
    { membershipStatus, terminationReason, isFreemium: false },
    { rejoin: true, flows: [], supportPhone: '1-800-555-0100' },
  );

const formerMember = {
  former: { sellerWorksAtClub: true, eligibility: eligibilityOf('Terminated', 'Voluntary') },
  hasAccount: true,
};
const former = (change: object) => ({ former: { ...formerMember.former, ...change } });

describe('a seller vouches for a former member’s rejoin (docs/decisions/0039)', () => {
  it('vouches for the primary member of a membership terminated voluntarily at their club', () => {
    expect(deskRejoinRefusal(formerMember)).toBeUndefined();
  });

  it.each([
    [
      'of a club the seller does not work at',
      former({ sellerWorksAtClub: false }),
      { kind: 'forbidden', message: DESK_REJOIN_MESSAGES.otherClub },
    ],
    [
      'who was not the primary member',
      { former: undefined },
      { kind: 'conflict', message: DESK_REJOIN_MESSAGES.notPrimary },
    ],
    [
      'whose membership is active',
      former({ eligibility: eligibilityOf('Active') }),
      { kind: 'conflict', message: DESK_REJOIN_MESSAGES.active },
    ],
    [
      'terminated involuntarily',
      former({ eligibility: eligibilityOf('Terminated', 'Involuntary Termination') }),
      {
        kind: 'conflict',
        message:
          'This former member may not rejoin: Your membership was terminated, so we are unable to process your request online. Please call 1-800-555-0100.',
      },
    ],
    [
      'without an account',
      { hasAccount: false },
      { kind: 'conflict', message: DESK_REJOIN_MESSAGES.noAccount },
    ],
  ])('refuses a person %s', (_, change, refusal) => {
    expect(deskRejoinRefusal({ ...formerMember, ...change })).toEqual(refusal);
  });
});

describe('a stage presents a vouched rejoin', () => {
  const now = new Date('2026-11-21T18:00:00Z');
  const token: DeskRejoinToken = {
    sessionId: 'session-1',
    clubId: '5',
    cartId: null,
    expiresAt: new Date(now.getTime() + DESK_REJOIN_LIFETIME_MS),
    usedAt: null,
  };
  const use = { sessionId: 'session-1', kiosk: false, clubId: '5', cartId: 'cart-1', now };

  it('is taken from the session that vouched, for its club, within 30 minutes', () => {
    expect(deskRejoinUseRefusal(token, use)).toBeUndefined();
    expect(deskRejoinUseRefusal({ ...token, cartId: 'cart-1' }, use)).toBeUndefined();
  });

  it.each<[string, DeskRejoinToken, Partial<typeof use>, 'forbidden' | 'conflict', string]>([
    [
      'no seller’s session',
      token,
      { sessionId: undefined },
      'forbidden',
      DESK_REJOIN_MESSAGES.notYours,
    ],
    [
      'another seller’s session',
      token,
      { sessionId: 'session-2' },
      'forbidden',
      DESK_REJOIN_MESSAGES.notYours,
    ],
    ['a kiosk', token, { kiosk: true }, 'forbidden', DESK_REJOIN_MESSAGES.kiosk],
    ['another club', token, { clubId: '17' }, 'forbidden', DESK_REJOIN_MESSAGES.otherSaleClub],
    ['a used token', { ...token, usedAt: now }, {}, 'conflict', DESK_REJOIN_MESSAGES.used],
    [
      'another sale',
      { ...token, cartId: 'cart-0' },
      {},
      'conflict',
      DESK_REJOIN_MESSAGES.otherSale,
    ],
    [
      'a token 30 minutes old',
      token,
      { now: new Date(now.getTime() + DESK_REJOIN_LIFETIME_MS) },
      'conflict',
      DESK_REJOIN_MESSAGES.expired,
    ],
  ])('refuses %s', (_, presented, change, kind, message) => {
    expect(deskRejoinUseRefusal(presented, { ...use, ...change })).toEqual({ kind, message });
  });

  it('refuses an unknown token as it refuses another seller’s', () => {
    expect(UNKNOWN_DESK_REJOIN).toEqual({
      kind: 'forbidden',
      message: DESK_REJOIN_MESSAGES.notYours,
    });
  });

  it('titles its audit actions, and the held sales’ decisions, in the timeline', () => {
    expect(clubSalesActionTitle('rejoin.completed')).toBe('Rejoined at the club');
    expect(clubSalesActionTitle('sale.approved')).toBe('In-club sale approved');
    expect(clubSalesActionTitle('note.added')).toBeUndefined();
  });
});
