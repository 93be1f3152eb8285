import { ErrorResponse } from '@clubjoin/contract/errors';
import { STORABLE_TEXT_MESSAGE } from '@clubjoin/domain/validation/textField';
import { describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, completionTestApp, ONE_ADULT_CART, PRIMARY } from './completionKit';

/**
 * What the first fuzzing run answered 500 (issue 15 §3): a NUL or an unpaired surrogate in a text
 * bound for a JSON column, and ids typed as any text reaching SQL with a NUL. Each is now a 400
 * naming the field, and nothing of the request is kept.
 */
const ID_MESSAGE = 'An id is 1 to 64 letters, digits, dashes and underscores';

describe('text and ids no database can store', () => {
  const { subject, kit } = completionTestApp(new Date('2026-11-21T18:00:00Z'));

  const fieldsOf = (body: unknown) => ErrorResponse.parse(body).fields;

  it.each([
    [
      'a NUL in a first name',
      { primaryMember: { firstName: 'Ja\u0000ne' } },
      'primaryMember.firstName',
    ],
    [
      'an unpaired surrogate in a city',
      { membershipAddress: { city: 'Chan\uD800hassen' } },
      'membershipAddress.city',
    ],
    ['a NUL in the join source', { joinSource: 'web\u0000' }, 'joinSource'],
    ['a NUL in coupon details', { couponDetails: { note: '\u0000' } }, 'couponDetails.note'],
  ])(
    'stage refuses %s with the message of text, and stages nothing',
    async (_case, change, field) => {
      const { cart, staged } = await kit.attemptStage({}, mergedStage(change));
      expect(staged.status, JSON.stringify(staged.body)).toBe(400);
      expect(fieldsOf(staged.body)).toContainEqual({
        field: `body.${field}`,
        message: STORABLE_TEXT_MESSAGE,
      });
      expect(await kit.countOf('stagings', 'cart_id', cart.body.cartId)).toBe(0);
    },
  );

  it('refuses a cart summary whose path ids hold a NUL', async () => {
    const cart = await kit.post('/api/membership-cart/v2/cart', ONE_ADULT_CART, kit.newKey('cart'));
    const response = await subject().app.inject({
      method: 'GET',
      url: `/api/membership-cart/v1/club/5/cart/${cart.body.cartId}%00/magentocart/${cart.body.magentoCartId}/party/a%00b/producttype/Monthly`,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual([
      { field: 'params.cartId', message: ID_MESSAGE },
      { field: 'params.partyId', message: ID_MESSAGE },
    ]);
  });

  it('refuses a payment token that is no id', async () => {
    const { order } = await kit.payableOrder(CARDS.visaCredit);
    const answer = await kit.paymentInfo(order, `tok_sandbox_\u0000`);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([{ field: 'body.paymentToken', message: ID_MESSAGE }]);
  });

  it('refuses a reservation change whose party id is no id', async () => {
    const reserved = await kit.reserve('nul.party@example.com');
    const answer = await kit.post(
      '/api/membership/v1/userIdentity',
      {
        username: 'nul.party@example.com',
        password: 'Summer-Swim-2025',
        partyId: `${reserved.partyId}\u0000`,
        updateToken: reserved.updateToken,
      },
      kit.newKey('reserve'),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([{ field: 'body.partyId', message: ID_MESSAGE }]);
  });
});

/** A stage change merged into the kit's primary member and address, where it names them. */
function mergedStage(change: Record<string, unknown>): Record<string, unknown> {
  const { primaryMember, membershipAddress, ...rest } = change as {
    primaryMember?: object;
    membershipAddress?: object;
  };
  return {
    ...rest,
    ...(primaryMember ? { primaryMember: { ...PRIMARY, ...primaryMember } } : {}),
    ...(membershipAddress ? { membershipAddress: { ...ADDRESS, ...membershipAddress } } : {}),
  };
}
