import { STAGING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { PHONE_INVALID_MESSAGE } from '@clubjoin/domain/validation/phone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../src/http/idempotency';
import { ADDRESS, ONE_ADULT_CART, PRIMARY } from './completionKit';
import { buildTestApp, type TestApp } from './testApp';

/**
 * Staging before payment (product/payment-and-confirmation.md#staging): the spec's messages when a
 * part is missing, a stage that must match its cart, party ids by position kept across re-stagings,
 * the cart's revised total for its payment kind, and one staging per cart.
 */

const NOW = new Date('2026-11-21T18:00:00Z');
const member = (firstName: string, dateOfBirth: string) => ({
  firstName,
  lastName: 'Doe',
  dateOfBirth,
});
/**
 * An additional adult as the secondary adult's form wants them
 * (product/member-forms.md#relationship-and-former-members).
 */
const partner = (firstName: string, dateOfBirth: string) => ({
  ...member(firstName, dateOfBirth),
  email: `${firstName.toLowerCase()}.doe@example.com`,
  gender: 'Male',
  relationship: 'Partner',
});

interface Cart {
  cartId: string;
  magentoCartId: string;
  orderId: string;
  partyId: string;
}

describe('POST /api/membership/v1/stage', () => {
  let subject: TestApp;
  let keys = 0;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => NOW });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const newCart = async (body: Record<string, unknown> = {}): Promise<Cart> => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/membership-cart/v2/cart',
      payload: { ...ONE_ADULT_CART, ...body },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const stage = async (payload: Record<string, unknown>, key = `stage-${(keys += 1)}`) => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/membership/v1/stage',
      headers: { 'idempotency-key': key },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const stageOf = (cart: Cart, change: Record<string, unknown> = {}) => ({
    ...ONE_ADULT_CART,
    cartId: cart.cartId,
    magentoCartId: cart.magentoCartId,
    orderId: cart.orderId,
    primaryMember: PRIMARY,
    membershipAddress: ADDRESS,
    channel: 'Online',
    ...change,
  });

  describe('refuses with the spec’s messages (product/payment-and-confirmation.md#staging, product/errors-and-messages.md#thrown-messages)', () => {
    it.each([
      ['no primary member', { primaryMember: undefined }, STAGING_MESSAGES.primaryMember],
      ['no cartId', { cartId: undefined }, STAGING_MESSAGES.transaction],
      ['no magentoCartId', { magentoCartId: null }, STAGING_MESSAGES.transaction],
      ['no orderId', { orderId: undefined }, STAGING_MESSAGES.transaction],
      ['no address', { membershipAddress: undefined }, STAGING_MESSAGES.address],
      [
        'a primary member without party id',
        { primaryMember: { ...PRIMARY, partyId: undefined } },
        STAGING_MESSAGES.mapPrimaryMember,
      ],
    ])('%s', async (_name, change, message) => {
      const cart = await newCart();
      const { status, body } = await stage(stageOf(cart, change));
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    });

    it('stages a child without party id when a purchaser pays for them', async () => {
      const cart = await newCart();
      const { status, body } = await stage(
        stageOf(cart, {
          primaryMember: {
            ...member('Kid', '2014-05-01'),
            phone: PRIMARY.phone,
            gender: 'Female',
          },
          purchaser: { ...PRIMARY, partyId: undefined },
          purchaserFlow: 'PurchaserChild',
        }),
      );
      expect(status).toBe(200);
      expect(body.partyId).toMatch(/^[\w-]{22}$/);
    });
  });

  describe('reads phones and dates as they are sent (product/member-forms.md#phone, #date-of-birth)', () => {
    it.each([
      [
        'a date not YYYY-MM-DD',
        { dateOfBirth: '04/01/1990' },
        'body.primaryMember.dateOfBirth',
        'Dates are sent as YYYY-MM-DD',
      ],
      [
        'an invalid phone',
        { phone: '+1 555 123 4567' },
        'body.primaryMember.phone',
        PHONE_INVALID_MESSAGE,
      ],
    ])('refuses %s', async (_name, change, field, message) => {
      const cart = await newCart();
      const { status, body } = await stage(
        stageOf(cart, { primaryMember: { ...PRIMARY, ...change } }),
      );
      expect(status).toBe(400);
      expect(body.fields).toEqual([{ field, message }]);
    });

    it('keeps phones as digits only', async () => {
      const cart = await newCart();
      const { body } = await stage(stageOf(cart));
      const [row] = await subject.db.query<{ request: { primaryMember: { phone: string } } }>(
        'SELECT request FROM stagings WHERE staging_id = $1',
        [body.stagingId],
      );
      expect(row?.request.primaryMember.phone).toBe('5551234567');
    });
  });

  describe('checks the stage against its cart (product/cart.md#who-prices-a-cart)', () => {
    it('answers 404 for a cart that does not exist', async () => {
      const cart = await newCart();
      const { status, body } = await stage(stageOf(cart, { cartId: 'no-such-cart' }));
      expect(status).toBe(404);
      expect(body.message).toBe('Cart no-such-cart was not found.');
    });

    it.each([
      ['another order id', { orderId: 'other-order' }, 'orderId is other-order'],
      ['another club', { clubId: '301' }, 'clubId is 301'],
      ['another adult quantity', { adultProductQuantity: 2 }, 'adultProductQuantity is 2'],
    ])('refuses %s', async (_name, change, detail) => {
      const cart = await newCart();
      const { status, body } = await stage(stageOf(cart, change));
      expect(status).toBe(400);
      expect(body.message).toContain(`The stage does not match cart ${cart.cartId}: ${detail}`);
    });

    it.each([
      [
        'an additional adult the cart does not sell',
        { additionalMembers: [member('Joe', '1991-01-01')] },
        'additional adults',
      ],
      [
        'a junior the cart does not sell',
        { juniorMembers: [member('Kid', '2018-01-01')] },
        'juniors',
      ],
    ])('refuses %s', async (_name, change, what) => {
      const cart = await newCart();
      const { status, body } = await stage(stageOf(cart, change));
      expect(status).toBe(400);
      expect(body.message).toContain(`is for 0 ${what}`);
    });
  });

  describe('answers the revised order total of the cart’s payment kind (product/pricing-and-dues.md#card-surcharge)', () => {
    it.each([
      [undefined, 41000],
      ['credit', 42025],
      ['debit', 41000],
      ['bank', 41000],
    ])('%s: %d cents', async (paymentKind, total) => {
      const cart = await newCart({ paymentKind });
      const { status, body } = await stage(stageOf(cart));
      expect(status).toBe(200);
      expect(body.revisedOrderTotal).toBe(total);
    });
  });

  describe('party ids and re-staging (product/payment-and-confirmation.md#staging)', () => {
    const FAMILY = { adultProductQuantity: 2, juniorProductQuantity: 2 };

    it('hands out a party id per member by position, never one sent unproven, and keeps them when re-staged', async () => {
      const cart = await newCart(FAMILY);
      const members = {
        ...FAMILY,
        additionalMembers: [partner('Joe', '1991-01-01')],
        juniorMembers: [
          member('Kid', '2018-01-01'),
          { ...member('Tot', '2020-01-01'), partyId: 'someone-elses-party' },
        ],
      };
      const first = await stage(stageOf(cart, members));
      expect(first.status).toBe(200);
      const newId = expect.stringMatching(/^[\w-]{22}$/);
      expect(first.body).toEqual({
        additionalMemberPartyIds: [newId],
        juniorMemberPartyIds: [newId, newId],
        revisedOrderTotal: expect.any(Number),
        cartId: cart.cartId,
        magentoCartId: cart.magentoCartId,
        orderId: cart.orderId,
        stagingId: newId,
        partyId: newId,
        channel: 'Online',
      });
      expect(first.body.partyId).not.toBe(PRIMARY.partyId);
      expect(first.body.juniorMemberPartyIds).not.toContain('someone-elses-party');
      // Re-staged with the ids it answered, as the browser does: the same ids come back.
      const again = await stage(
        stageOf(cart, {
          ...members,
          primaryMember: { ...PRIMARY, partyId: first.body.partyId },
          additionalMembers: [
            { ...partner('Joe', '1991-01-01'), partyId: first.body.additionalMemberPartyIds[0] },
          ],
          juniorMembers: members.juniorMembers.map((junior, index) => ({
            ...junior,
            partyId: first.body.juniorMemberPartyIds[index],
          })),
          stagingId: first.body.stagingId,
          sendSmsOptIn: true,
        }),
      );
      expect(again.body).toEqual(first.body);
      const rows = await subject.db.query<{ send_sms_opt_in: boolean }>(
        "SELECT (request->>'sendSmsOptIn')::boolean AS send_sms_opt_in FROM stagings WHERE cart_id = $1",
        [cart.cartId],
      );
      expect(rows).toEqual([{ send_sms_opt_in: true }]);
    });

    it('refuses a staging id that is not the cart’s', async () => {
      const cart = await newCart();
      const { status, body } = await stage(stageOf(cart, { stagingId: 'someone-elses' }));
      expect(status).toBe(400);
      expect(body.message).toBe(`Staging someone-elses is not the staging of cart ${cart.cartId}.`);
    });
  });

  describe('Idempotency-Key (product/payment-and-confirmation.md#charging-once)', () => {
    it('answers a repeat with the first answer, and another body with 409', async () => {
      const cart = await newCart();
      const first = await stage(stageOf(cart), 'stage-repeat');
      expect(await stage(stageOf(cart), 'stage-repeat')).toEqual(first);
      const other = await stage(stageOf(cart, { sendSmsOptIn: true }), 'stage-repeat');
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(IDEMPOTENCY_MESSAGES.otherBody);
    });

    it('stages once when the same stage is sent twice at once', async () => {
      const cart = await newCart();
      const [a, b] = await Promise.all([
        stage(stageOf(cart), 'stage-race'),
        stage(stageOf(cart), 'stage-race'),
      ]);
      expect(a).toEqual(b);
      const rows = await subject.db.query('SELECT staging_id FROM stagings WHERE cart_id = $1', [
        cart.cartId,
      ]);
      expect(rows).toHaveLength(1);
    });
  });
});
