/**
 * How a join started, sent with completion (product/payment-and-confirmation.md#join-initiator,
 * #completing-the-purchase).
 */
export const JOIN_INITIATORS = ['WebsiteRejoin', 'MobileRejoin', 'NewJoin'] as const;
export type JoinInitiator = (typeof JOIN_INITIATORS)[number];

/**
 * The join source of the online sale flow, the only source whose initiator depends on the account
 * (product/payment-and-confirmation.md#join-initiator: Other join sources always send NewJoin). The
 * spec does not give its value; we name it after the online membership sales system the club
 * records point at (`oms`).
 */
export const SALE_FLOW_JOIN_SOURCE = 'OMS';

/**
 * The join initiator (product/payment-and-confirmation.md#join-initiator): from the sale flow,
 * WebsiteRejoin if the account already exists, else MobileRejoin if this is a rejoin, else NewJoin;
 * from any other join source, NewJoin.
 */
export function joinInitiator(input: {
  joinSource: string;
  accountExists: boolean;
  rejoin: boolean;
}): JoinInitiator {
  if (input.joinSource !== SALE_FLOW_JOIN_SOURCE) return 'NewJoin';
  if (input.accountExists) return 'WebsiteRejoin';
  return input.rejoin ? 'MobileRejoin' : 'NewJoin';
}
