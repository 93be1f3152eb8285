import { REFERRAL_FIELD_LOCKED_MESSAGE } from '@clubjoin/domain/accounts/employeeReferral';
import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import { describe, expect, it } from 'vitest';
import { CARDS, completionTestApp, PRIMARY } from './completionKit';

/**
 * The link's options (product/club-and-entry.md#entry-links: referral, employeeId, source,
 * opportunityId, contactId, purchaser) travel from the cart and the stage to the completed order
 * (product/payment-and-confirmation.md#what-a-purchase-creates), and the employee an order keeps is
 * the one the server verified: the link's, else the employee referral coupon's
 * (product/membership-and-promotions.md#coupons), never one a browser states.
 */

const NOW = new Date('2026-11-21T18:00:00Z');

/** An Employee sale by the employee referral coupon REF-20417 (Dana Whitfield, employee 20417). */
const REFERRAL_CART = { productType: 'Employee', mmsPromotionCode: 'STD-EMP', coupon: 'REF-20417' };
/** The primary member as the coupon fills and locks them (the coupon’s names and email). */
const DANA = {
  ...PRIMARY,
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana.whitfield@example.com',
};

describe('the link’s options on a completed order', () => {
  const { subject, kit } = completionTestApp(NOW);

  /** What the order keeps of the link, with the staging's copy of the stage request. */
  async function keptFor(orderId: string) {
    const [order] = await subject().db.query<Record<string, unknown>>(
      `SELECT o.join_source, o.opportunity_id, o.contact_id, o.referral, o.employee_id,
         o.purchaser_flow, o.mms_club_id
       FROM orders o WHERE o.order_id = $1`,
      [orderId],
    );
    return order;
  }

  async function completeWith(
    cartBody: Record<string, unknown>,
    stage: Record<string, unknown>,
    change: Record<string, unknown> = {},
  ) {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, cartBody, stage);
    const completed = await kit.complete(order, paymentToken, change);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    return order;
  }

  it('keeps the source, opportunity, contact and referral the sale was staged with', async () => {
    const order = await completeWith(
      { referral: 'friend-of-dana' },
      { opportunityId: 'OPP-0061', contactId: 'CON-77', joinSource: 'spring-mailer' },
      { joinSource: undefined },
    );
    expect(await keptFor(order.orderId)).toEqual({
      join_source: 'spring-mailer',
      opportunity_id: 'OPP-0061',
      contact_id: 'CON-77',
      referral: 'friend-of-dana',
      employee_id: null,
      purchaser_flow: null,
      mms_club_id: '5',
    });
    const [staging] = await subject().db.query<{ request: Record<string, unknown> }>(
      'SELECT request FROM stagings WHERE staging_id = $1',
      [order.stagingId],
    );
    expect(staging?.request).toMatchObject({ opportunityId: 'OPP-0061', contactId: 'CON-77' });
  });

  it('takes the opportunity and referral the payment names when the stage had none', async () => {
    const order = await completeWith(
      {},
      {},
      { opportunityId: 'OPP-0099', referralCode: 'REFCODE-1', joinSource: 'web' },
    );
    expect(await keptFor(order.orderId)).toMatchObject({
      join_source: 'web',
      opportunity_id: 'OPP-0099',
      referral: 'REFCODE-1',
      contact_id: null,
    });
  });

  it('keeps an employee referral coupon’s employee on an Employee sale', async () => {
    const order = await completeWith(REFERRAL_CART, { primaryMember: DANA });
    expect(await keptFor(order.orderId)).toMatchObject({ employee_id: '20417' });
  });

  it('keeps the employee the link’s employeeId decodes to', async () => {
    const order = await completeWith(
      {
        productType: 'Employee',
        mmsPromotionCode: 'STD-EMP',
        employeeId: encodeEmployeeId(48213),
      },
      {},
    );
    expect(await keptFor(order.orderId)).toMatchObject({ employee_id: '48213' });
  });

  it('keeps the purchaser flow the entry link chose', async () => {
    const order = await completeWith(
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
      { primaryMember: undefined },
    );
    expect(await keptFor(order.orderId)).toMatchObject({ purchaser_flow: 'Purchaser' });
  });

  it('keeps no employee for a sale without a verified one', async () => {
    const order = await completeWith({}, {});
    expect(await keptFor(order.orderId)).toMatchObject({ employee_id: null });
  });

  it('refuses a contactId that is not an id, writing nothing (400)', async () => {
    const { staged } = await kit.attemptStage({}, { contactId: 'not an id; drop table' });
    expect(staged.status).toBe(400);
    expect(JSON.stringify(staged.body)).toContain('contactId');
  });

  describe('an employee referral coupon’s primary member (product/member-forms.md#employee-referral)', () => {
    it('stages the names and email the coupon filled, the email in any case', async () => {
      const { staged } = await kit.attemptStage(REFERRAL_CART, {
        primaryMember: { ...DANA, email: 'Dana.Whitfield@example.com' },
      });
      expect(staged.status, JSON.stringify(staged.body)).toBe(200);
    });

    it('refuses other names or another email, each under its field (400)', async () => {
      const { staged } = await kit.attemptStage(REFERRAL_CART, {
        primaryMember: { ...DANA, firstName: 'Jane', email: 'jane.doe@example.com' },
      });
      expect(staged.status).toBe(400);
      expect(staged.body.fields).toEqual(
        expect.arrayContaining([
          { field: 'body.primaryMember.firstName', message: REFERRAL_FIELD_LOCKED_MESSAGE },
          { field: 'body.primaryMember.email', message: REFERRAL_FIELD_LOCKED_MESSAGE },
        ]),
      );
    });

    it('holds a sale without the coupon to nothing of it', async () => {
      const { staged } = await kit.attemptStage({}, { primaryMember: PRIMARY });
      expect(staged.status).toBe(200);
    });
  });
});
