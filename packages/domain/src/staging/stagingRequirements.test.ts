import { describe, expect, it } from 'vitest';
import { STAGING_MESSAGES, stagingRefusal, type StagingParts } from './stagingRequirements';

const COMPLETE: StagingParts = {
  primaryMember: { partyId: 'p-1' },
  transaction: { cartId: 'c', magentoCartId: 'm', orderId: 'o' },
  membershipAddress: { street: '1 Main St' },
  purchaserPaysForChild: false,
};

describe('stagingRefusal (product/payment-and-confirmation.md#staging, product/errors-and-messages.md#thrown-messages: the spec’s messages)', () => {
  it.each([
    ['no primary member', { primaryMember: undefined }, STAGING_MESSAGES.primaryMember],
    [
      'no cartId',
      { transaction: { magentoCartId: 'm', orderId: 'o' } },
      STAGING_MESSAGES.transaction,
    ],
    [
      'no magentoCartId',
      { transaction: { cartId: 'c', orderId: 'o' } },
      STAGING_MESSAGES.transaction,
    ],
    [
      'no orderId',
      { transaction: { cartId: 'c', magentoCartId: 'm' } },
      STAGING_MESSAGES.transaction,
    ],
    ['no address', { membershipAddress: undefined }, STAGING_MESSAGES.address],
    ['a primary member without party id', { primaryMember: {} }, STAGING_MESSAGES.mapPrimaryMember],
    [
      'a child without party id, paid for by a purchaser',
      { primaryMember: {}, purchaserPaysForChild: true },
      undefined,
    ],
    ['everything', {}, undefined],
    [
      'nothing: the primary member is named first',
      { primaryMember: undefined, transaction: {}, membershipAddress: undefined },
      STAGING_MESSAGES.primaryMember,
    ],
    [
      'no transaction nor address: the transaction first',
      { transaction: {}, membershipAddress: undefined },
      STAGING_MESSAGES.transaction,
    ],
  ])('%s → %s', (_name, change, expected) => {
    expect(stagingRefusal({ ...COMPLETE, ...change })).toBe(expected);
  });

  it('words the messages as they are thrown (product/errors-and-messages.md#thrown-messages)', () => {
    expect(STAGING_MESSAGES).toEqual({
      primaryMember: 'Membership primary member is required',
      transaction: 'Membership transaction is required',
      address: 'Membership address is required',
      mapPrimaryMember: 'Unable to map primary member',
    });
  });
});
