import { describe, expect, it } from 'vitest';
import { type JoinInitiator, joinInitiator, SALE_FLOW_JOIN_SOURCE } from './joinInitiator';

describe('joinInitiator (product/payment-and-confirmation.md#join-initiator)', () => {
  it.each<[string, boolean, boolean, JoinInitiator]>([
    [SALE_FLOW_JOIN_SOURCE, true, false, 'WebsiteRejoin'],
    [SALE_FLOW_JOIN_SOURCE, true, true, 'WebsiteRejoin'],
    [SALE_FLOW_JOIN_SOURCE, false, true, 'MobileRejoin'],
    [SALE_FLOW_JOIN_SOURCE, false, false, 'NewJoin'],
    ['Kiosk', true, true, 'NewJoin'],
    ['Kiosk', false, false, 'NewJoin'],
  ])(
    'source %s, account exists %s, rejoin %s → %s',
    (joinSource, accountExists, rejoin, initiator) => {
      expect(joinInitiator({ joinSource, accountExists, rejoin })).toBe(initiator);
    },
  );
});
