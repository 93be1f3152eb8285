import { describe, expect, it } from 'vitest';
import {
  HOLD_CHANGED_MESSAGE,
  HOLD_REASON_MESSAGE,
  HOLD_SELLER_LEFT_MESSAGE,
  HOLD_WAITING_MESSAGE,
  holdCompletionRefusal,
  holdDecisionSchema,
  mayHoldAgain,
} from './saleHold';

const hold = (status: 'held' | 'approved' | 'rejected', reason: string | null = null) => ({
  status,
  saleVersion: 'v1',
  reason,
});

describe('a held in-club sale', () => {
  it('completes with no hold, or approved for the very staging completed', () => {
    expect(holdCompletionRefusal(undefined, 'v1', true)).toBeUndefined();
    expect(holdCompletionRefusal(hold('approved'), 'v1', true)).toBeUndefined();
  });

  it('does not complete once the seller who held it no longer works at its club', () => {
    expect(holdCompletionRefusal(hold('approved'), 'v1', false)).toBe(HOLD_SELLER_LEFT_MESSAGE);
    // A sale never held is no one's to wait for.
    expect(holdCompletionRefusal(undefined, 'v1', false)).toBeUndefined();
  });

  it.each([
    ['waiting', hold('held'), 'v1', HOLD_WAITING_MESSAGE],
    [
      'rejected',
      hold('rejected', 'Ask for the corporate rate'),
      'v1',
      'A club manager rejected this sale: Ask for the corporate rate',
    ],
    ['approved, then staged again', hold('approved'), 'v2', HOLD_CHANGED_MESSAGE],
  ])('does not complete %s', (_, state, saleVersion, message) => {
    expect(holdCompletionRefusal(state, saleVersion, true)).toBe(message);
  });

  it('is held again only when rejected or staged again since', () => {
    expect(mayHoldAgain(undefined, 'v1')).toBe(true);
    expect(mayHoldAgain(hold('rejected'), 'v1')).toBe(true);
    expect(mayHoldAgain(hold('approved'), 'v2')).toBe(true);
    expect(mayHoldAgain(hold('held'), 'v1')).toBe(false);
    expect(mayHoldAgain(hold('approved'), 'v1')).toBe(false);
  });

  it('is rejected only with a reason, trimmed', () => {
    expect(holdDecisionSchema.parse({ decision: 'reject', reason: '  Wrong club ' })).toEqual({
      decision: 'reject',
      reason: 'Wrong club',
    });
    const blank = holdDecisionSchema.safeParse({ decision: 'reject', reason: '   ' });
    expect(blank.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['reason'], HOLD_REASON_MESSAGE],
    ]);
    expect(holdDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
  });
});
