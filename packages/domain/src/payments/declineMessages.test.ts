import { describe, expect, it } from 'vitest';
import { DECLINE_MESSAGES, DECLINE_REASONS } from './declineMessages';

describe('decline messages', () => {
  it('gives every reason its own message', () => {
    const messages = DECLINE_REASONS.map((reason) => DECLINE_MESSAGES[reason]);
    expect(messages.every((message) => message.length > 0)).toBe(true);
    expect(new Set(messages).size).toBe(DECLINE_REASONS.length);
  });

  it('tells a payer with a refused card to use another one', () => {
    expect(DECLINE_MESSAGES.insufficientFunds).toBe(
      'Your card has insufficient funds. Please use another card.',
    );
  });
});
