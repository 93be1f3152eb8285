import { COMPLETION_MESSAGES } from '@clubjoin/domain/completion/completionRequirements';
import { membershipAgreements } from '@clubjoin/domain/completion/membershipAgreements';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { DECLINE_MESSAGES } from '@clubjoin/domain/payments/declineMessages';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '../src/http/idempotency';
import {
  AGREEMENTS,
  CARDS,
  completionTestApp,
  PRIMARY,
  WAITLIST_AGREEMENTS,
} from './completionKit';

/**
 * POST /api/membership/v1/complete (product/payment-and-confirmation.md#payment-steps,
 * #completing-the-purchase, #what-a-purchase-creates, #charging-once): one charge per order,
 * whatever is retried or raced; a decline leaves the order payable; on approval the membership,
 * members, agreements, order, account and email are written in one transaction.
 */

const NOW = new Date('2026-11-21T18:00:00Z');

describe('POST /api/membership/v1/complete', () => {
  const { subject, kit } = completionTestApp(NOW);

  /** What completion wrote for an order, counted table by table. */
  async function writtenFor(orderId: string) {
    const [membership] = await subject().db.query<{ membership_id: string }>(
      'SELECT membership_id FROM orders WHERE order_id = $1',
      [orderId],
    );
    return {
      orders: await kit.countOf('orders', 'order_id', orderId),
      orderLines: await kit.countOf('order_lines', 'order_id', orderId),
      outbox: await kit.countOf('email_outbox', 'order_id', orderId),
      charges: await kit.countOf('sandbox_charges', 'reference', orderId),
      members: membership
        ? await kit.countOf('membership_members', 'membership_id', membership.membership_id)
        : 0,
    };
  }

  async function allMemberRows(): Promise<number> {
    const [row] = await subject().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM membership_members',
    );
    return row?.count ?? 0;
  }

  describe('on an approved charge', () => {
    it('charges the cart’s total once and creates the membership, its members and the order', async () => {
      const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
      const { status, body } = await kit.complete(order, paymentToken);
      expect(status).toBe(200);
      expect(body).toEqual({
        orderId: order.orderId,
        orderNumber: expect.stringMatching(/^CJ-\d{6}$/),
        membershipId: expect.stringMatching(/^M-\d+$/),
        status: 'Active',
        members: [
          {
            memberType: 'primary',
            firstName: 'Jane',
            lastName: 'Doe',
            memberId: expect.stringMatching(/^\d+$/),
            partyId: order.partyId,
          },
        ],
        chargedToday: order.summary.totalWithSurcharge,
        monthly: order.summary.monthlyCharge,
        currency: 'USD',
        paymentKind: 'credit',
        brand: 'visa',
        lastFour: '4242',
        email: PRIMARY.email,
        confirmationToken: expect.stringMatching(/^[\w-]{43}$/),
      });
      const [charge] = await subject().db.query<{ amount: number }>(
        'SELECT amount FROM sandbox_charges WHERE reference = $1',
        [order.orderId],
      );
      expect(charge?.amount).toBe(order.summary.totalWithSurcharge);
      const [membership] = await subject().db.query<Record<string, unknown>>(
        `SELECT mms_club_id, membership_status, started_on::text AS started_on
         FROM memberships WHERE membership_id = $1`,
        [body.membershipId],
      );
      expect(membership).toEqual({
        mms_club_id: '5',
        membership_status: 'Active',
        started_on: '2026-11-21',
      });
      const [member] = await subject().db.query<Record<string, unknown>>(
        `SELECT member_type, party_id, first_name, date_of_birth::text AS date_of_birth,
           phone_number, street, zip
         FROM membership_members WHERE member_id = $1`,
        [body.members[0].memberId],
      );
      expect(member).toEqual({
        member_type: 'primary',
        party_id: order.partyId,
        first_name: 'Jane',
        date_of_birth: '1990-04-01',
        phone_number: '5551234567',
        street: '1 Main St',
        zip: '55317',
      });
    });

    it('keeps the charged lines, which add up to the charge, and the agreements with versions and time', async () => {
      const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
      const { body } = await kit.complete(order, paymentToken);
      const lines = await subject().db.query<{
        category: string;
        product_code: string | null;
        amount: number;
        tax: number;
      }>(
        `SELECT category, product_code, amount, tax FROM order_lines
         WHERE order_id = $1 ORDER BY position`,
        [order.orderId],
      );
      const charged = lines.reduce((sum, line) => sum + line.amount + line.tax, 0);
      expect(charged).toBe(body.chargedToday);
      const [cart] = await subject().db.query<{
        priced_cart: {
          entries: { category: string; productCode: string; totalPrice: number; tax: number }[];
        };
      }>('SELECT priced_cart FROM carts WHERE cart_id = $1', [order.cartId]);
      const entries = cart?.priced_cart.entries ?? [];
      expect(entries.length).toBeGreaterThan(0);
      expect(lines.slice(0, entries.length)).toEqual(
        entries.map((entry) => ({
          category: entry.category,
          product_code: entry.productCode,
          amount: entry.totalPrice,
          tax: entry.tax,
        })),
      );
      expect(lines.at(-1)?.category).toBe('CardSurcharge');
      const agreements = await subject().db.query<Record<string, unknown>>(
        `SELECT agreement_id, version, accepted_at FROM membership_agreements
         WHERE membership_id = $1 ORDER BY agreement_id`,
        [body.membershipId],
      );
      expect(agreements).toEqual([
        { agreement_id: 'membership-agreement', version: '2026-01', accepted_at: NOW },
        { agreement_id: 'recurring-payment-authorization', version: '2026-01', accepted_at: NOW },
      ]);
    });

    it('charges a debit card without the surcharge', async () => {
      const { order, paymentToken } = await kit.payableOrder(CARDS.visaDebit);
      const { body } = await kit.complete(order, paymentToken);
      expect(body.chargedToday).toBe(order.summary.total);
      const lines = await subject().db.query<{ category: string }>(
        'SELECT category FROM order_lines WHERE order_id = $1',
        [order.orderId],
      );
      expect(lines.map((line) => line.category)).not.toContain('CardSurcharge');
    });

    it('enrols additional adults and juniors with the party ids staging gave them by position', async () => {
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        { adultProductQuantity: 2, juniorProductQuantity: 1 },
        {
          additionalMembers: [
            {
              firstName: 'John',
              lastName: 'Doe',
              email: 'john.doe@example.com',
              gender: 'Male',
              dateOfBirth: '1988-02-03',
              relationship: 'Partner',
            },
          ],
          juniorMembers: [{ firstName: 'Kid', lastName: 'Doe', dateOfBirth: '2018-06-07' }],
        },
      );
      const { status, body } = await kit.complete(order, paymentToken);
      expect(status).toBe(200);
      expect(
        body.members.map((member: Record<string, string>) => [
          member.memberType,
          member.firstName,
          member.partyId,
        ]),
      ).toEqual([
        ['primary', 'Jane', order.partyId],
        ['additional', 'John', order.additionalMemberPartyIds[0]],
        ['junior', 'Kid', order.juniorMemberPartyIds[0]],
      ]);
      const memberIds = body.members.map((member: { memberId: string }) => member.memberId);
      expect(new Set(memberIds).size).toBe(3);
    });

    it('enrols the purchaser who pays for a child, and confirms to the purchaser', async () => {
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        {},
        {
          primaryMember: {
            firstName: 'Kid',
            lastName: 'Doe',
            dateOfBirth: '2012-05-01',
            gender: 'Male',
            phone: PRIMARY.phone,
          },
          purchaser: { ...PRIMARY, partyId: undefined, email: 'parent@example.com' },
          purchaserFlow: 'Purchaser',
        },
      );
      const { body } = await kit.complete(order, paymentToken);
      expect(body.members.map((member: { memberType: string }) => member.memberType)).toEqual([
        'primary',
        'purchaser',
      ]);
      expect(body.email).toBe('parent@example.com');
    });

    it('starts a presale club’s membership as Late Activation (product/payment-and-confirmation.md#what-a-purchase-creates)', async () => {
      const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, {
        clubId: '303',
        mmsPromotionCode: 'PRESALE-MO',
      });
      const { status, body } = await kit.complete(order, paymentToken);
      expect(status).toBe(200);
      expect(body.status).toBe('LateActivation');
    });

    it('starts a waitlist membership as Pending, charging nothing today (product/payment-and-confirmation.md#what-a-purchase-creates)', async () => {
      const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, {
        clubId: '303',
        productType: 'MonthlySGT',
        mmsPromotionCode: undefined,
        waitlist: true,
      });
      const { status, body } = await kit.complete(order, paymentToken, {
        agreements: WAITLIST_AGREEMENTS,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'Pending', chargedToday: 0 });
    });
  });

  describe('on a declined charge (product/payment-and-confirmation.md#charging-once)', () => {
    it.each([
      ['genericDecline', CARDS.genericDecline],
      ['insufficientFunds', CARDS.insufficientFunds],
      ['expiredCard', CARDS.expiredCard],
      ['incorrectCvc', CARDS.incorrectCvc],
      ['processingError', CARDS.processingError],
    ] as const)('%s: answers 402 with its message and writes nothing', async (reason, card) => {
      const { order, paymentToken } = await kit.payableOrder(card);
      const { status, body } = await kit.complete(order, paymentToken);
      expect(status).toBe(402);
      expect(body).toMatchObject({
        statusCode: 402,
        error: 'Payment Required',
        message: DECLINE_MESSAGES[reason],
        declineReason: reason,
      });
      expect(await writtenFor(order.orderId)).toEqual({
        orders: 0,
        orderLines: 0,
        outbox: 0,
        charges: 0,
        members: 0,
      });
    });

    it('leaves the order payable with another card: one charge, on the second card', async () => {
      const { order, paymentToken } = await kit.payableOrder(CARDS.insufficientFunds);
      expect((await kit.complete(order, paymentToken)).status).toBe(402);
      const second = await kit.token(CARDS.visaDebit);
      expect((await kit.paymentInfo(order, second)).status).toBe(200);
      const { status, body } = await kit.complete(order, second);
      expect(status).toBe(200);
      expect(body).toMatchObject({ paymentKind: 'debit', chargedToday: order.summary.total });
      const charges = await subject().db.query<{ token: string }>(
        'SELECT token FROM sandbox_charges WHERE reference = $1',
        [order.orderId],
      );
      expect(charges).toEqual([{ token: second }]);
    });
  });

  describe('refuses an order not ready to complete (400)', () => {
    it('without paymentInfo', async () => {
      const order = await kit.stagedOrder();
      const { status, body } = await kit.complete(order, await kit.token(CARDS.visaCredit));
      expect(status).toBe(400);
      expect(body.message).toBe(COMPLETION_MESSAGES.noPaymentInfo);
    });

    it('with a token other than the one paymentInfo recorded', async () => {
      const { order } = await kit.payableOrder();
      const { status, body } = await kit.complete(order, await kit.token(CARDS.visaCredit));
      expect(status).toBe(400);
      expect(body.message).toBe(COMPLETION_MESSAGES.otherPaymentToken);
    });

    it('with an agreement not accepted', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const { status, body } = await kit.complete(order, paymentToken, {
        agreements: [AGREEMENTS[0], { ...AGREEMENTS[1], accepted: false }],
      });
      expect(status).toBe(400);
      expect(body.message).toBe(
        COMPLETION_MESSAGES.agreementNotAccepted('Recurring Payment Authorization'),
      );
    });

    it('with an agreement version whose text is not kept, before anything is charged', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const { status, body } = await kit.complete(order, paymentToken, {
        agreements: [{ ...AGREEMENTS[0], version: '2025-01' }, AGREEMENTS[1]],
      });
      expect(status).toBe(400);
      expect(body.message).toBe(
        COMPLETION_MESSAGES.unknownAgreement('Membership Agreement', '2025-01'),
      );
      expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(0);
    });

    it('with only part of the sale’s agreements, or another sale’s authorization', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const partial = await kit.complete(order, paymentToken, { agreements: [AGREEMENTS[0]] });
      expect([partial.status, partial.body.message]).toEqual([
        400,
        COMPLETION_MESSAGES.agreementNotAccepted('Recurring Payment Authorization'),
      ]);
      // The one-time authorization of a day pass or a term does not authorize monthly dues.
      const [, once] = membershipAgreements(
        chargeTerms({ flows: [], productType: 'ShortTerm', presaleClub: false }),
      );
      if (!once) throw new Error('A paid-in-full sale has a payment authorization');
      const other = await kit.complete(order, paymentToken, {
        agreements: [
          AGREEMENTS[0],
          { id: once.id, name: once.name, version: once.version, accepted: true },
        ],
      });
      expect([other.status, other.body.message]).toEqual([
        400,
        COMPLETION_MESSAGES.agreementNotOfThisSale(once.name),
      ]);
      expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(0);
    });

    it('without agreements', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const { status, body } = await kit.complete(order, paymentToken, { agreements: [] });
      expect(status).toBe(400);
      expect(body.fields[0].field).toBe('body.agreements');
    });

    it('with a pool pass the cart does not have', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const { status, body } = await kit.complete(order, paymentToken, { isPoolPass: true });
      expect(status).toBe(400);
      expect(body.message).toBe(COMPLETION_MESSAGES.poolPassMismatch(false));
    });

    it('whose cart changed after paymentInfo', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const update = await subject().app.inject({
        method: 'PUT',
        url: '/api/membership-cart/v2/cart',
        payload: {
          clubId: '5',
          productType: 'Monthly',
          adultProductQuantity: 1,
          juniorProductQuantity: 0,
          mmsPromotionCode: 'STD-MO',
          cartId: order.cartId,
          magentoCartId: order.magentoCartId,
          orderId: order.orderId,
          version: order.version,
        },
      });
      expect(update.statusCode).toBe(200);
      const { status, body } = await kit.complete(order, paymentToken);
      expect(status).toBe(400);
      expect(body.message).toBe(COMPLETION_MESSAGES.cartChanged);
    });

    it('for another order id than the cart’s', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const { status, body } = await kit.complete(order, paymentToken, { orderId: 'other-order' });
      expect(status).toBe(400);
      expect(body.message).toContain('orderId is other-order');
    });

    it('without an Idempotency-Key', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const response = await subject().app.inject({
        method: 'POST',
        url: '/api/membership/v1/complete',
        payload: kit.completeBody(order, paymentToken),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(IDEMPOTENCY_MESSAGES.missing);
      expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(0);
    });
  });

  /** An answer without its confirmation token, which every answer hands out anew. */
  const withoutToken = ({ status, body }: { status: number; body: Record<string, unknown> }) => {
    const { confirmationToken: _token, ...rest } = body;
    return { status, body: rest };
  };

  describe('exactly once (product/payment-and-confirmation.md#charging-once)', () => {
    it('answers a retry with the same key with the first answer, charging once', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const first = await kit.complete(order, paymentToken, {}, 'complete-key');
      const retry = await kit.complete(order, paymentToken, {}, 'complete-key');
      expect(withoutToken(retry)).toEqual(withoutToken(first));
      expect(retry.body.confirmationToken).toMatch(/^[\w-]{43}$/);
      expect(retry.body.confirmationToken).not.toBe(first.body.confirmationToken);
      expect(await writtenFor(order.orderId)).toMatchObject({ orders: 1, charges: 1, members: 1 });
    });

    it('answers the same key with another body 409', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      await kit.complete(order, paymentToken, {}, 'complete-key');
      const other = await kit.complete(order, paymentToken, { sendSmsOptIn: true }, 'complete-key');
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(IDEMPOTENCY_MESSAGES.otherBody);
    });

    it('answers a completed order’s complete with another key with the first answer', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const first = await kit.complete(order, paymentToken);
      const again = await kit.complete(order, paymentToken, { offerName: 'Double click' });
      expect(withoutToken(again)).toEqual(withoutToken(first));
      expect(await writtenFor(order.orderId)).toMatchObject({ orders: 1, charges: 1, members: 1 });
    });

    it('makes one charge and one membership of two completes racing with different keys', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const membersBefore = await allMemberRows();
      const answers = await Promise.all([
        kit.complete(order, paymentToken, {}, 'racer-1'),
        kit.complete(order, paymentToken, {}, 'racer-2'),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map(withoutToken)[1]).toEqual(answers.map(withoutToken)[0]);
      expect(await writtenFor(order.orderId)).toMatchObject({
        orders: 1,
        charges: 1,
        members: 1,
        outbox: 1,
      });
      expect(await allMemberRows()).toBe(membersBefore + 1);
    });

    it('leaves no member records after a failure between charge and commit; the retry charges nothing new', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      const membersBefore = await allMemberRows();
      // A real failing step inside completion's transaction, after the charge: writing the
      // agreements raises.
      await subject().db.exec(`
        CREATE FUNCTION fail_agreements() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the disk is full'; END $$;
        CREATE TRIGGER fail_agreements BEFORE INSERT ON membership_agreements
          FOR EACH ROW EXECUTE FUNCTION fail_agreements();
      `);
      const failed = await kit.complete(order, paymentToken, {}, 'crash-key');
      expect(failed.status).toBe(500);
      expect(await writtenFor(order.orderId)).toEqual({
        orders: 0,
        orderLines: 0,
        outbox: 0,
        charges: 1,
        members: 0,
      });
      expect(await allMemberRows()).toBe(membersBefore);
      const [charge] = await subject().db.query<{ charge_id: string; amount: number }>(
        'SELECT charge_id, amount FROM sandbox_charges WHERE reference = $1',
        [order.orderId],
      );

      await subject().db.exec(
        'DROP TRIGGER fail_agreements ON membership_agreements; DROP FUNCTION fail_agreements();',
      );
      const retry = await kit.complete(order, paymentToken, {}, 'crash-key');
      expect(retry.status).toBe(200);
      expect(retry.body.chargedToday).toBe(charge?.amount);
      const charges = await subject().db.query<{ charge_id: string }>(
        'SELECT charge_id FROM sandbox_charges WHERE reference = $1',
        [order.orderId],
      );
      expect(charges).toEqual([{ charge_id: charge?.charge_id }]);
      const [kept] = await subject().db.query<{ charge_id: string }>(
        'SELECT charge_id FROM orders WHERE order_id = $1',
        [order.orderId],
      );
      expect(kept?.charge_id).toBe(charge?.charge_id);
      expect(await writtenFor(order.orderId)).toMatchObject({ orders: 1, members: 1, outbox: 1 });
    });

    it('refuses another payment method for a completed order', async () => {
      const { order, paymentToken } = await kit.payableOrder();
      await kit.complete(order, paymentToken);
      const { status, body } = await kit.paymentInfo(order, await kit.token(CARDS.visaDebit));
      expect(status).toBe(409);
      expect(body.message).toBe(COMPLETION_MESSAGES.paymentBegun);
    });
  });
});
