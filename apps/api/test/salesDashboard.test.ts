import { describe, expect, it } from 'vitest';
import {
  SALES_RANGE_LENGTH_MESSAGE,
  SALES_RANGE_ORDER_MESSAGE,
} from '@clubjoin/domain/staff/salesDashboard';
import { fixedClock } from './accountsTestKit';
import { CARDS, completionTestApp, ONE_ADULT_CART } from './completionKit';
import { signedInStaff } from './staffTestKit';

// Noon at Chanhassen (club 5, America/Chicago) on Saturday, November 21, 2026.
const NOW = '2026-11-21T18:00:00Z';

/**
 * The club managers' sales dashboard (docs/decisions/0035): joins by the club's day and channel,
 * the salespeople with their credit shares, and the funnel of the steps the server saw.
 */
describe('the sales dashboard', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: fixedClock(NOW).clock });
  const dashboard = async (
    query: string,
    role: 'clubManager' | 'administrator' = 'clubManager',
  ) => {
    const { cookie } = await signedInStaff(subject(), role);
    const response = await subject().app.inject({
      method: 'GET',
      url: `/api/portal/sales-dashboard?${query}`,
      headers: { cookie },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('counts joins by day and channel, credits the salespeople, and shows where sales stopped', async () => {
    const advisor = await signedInStaff(subject(), 'salesAdvisor');
    const services = await signedInStaff(subject(), 'memberServices');
    const partner = await subject().app.inject({
      method: 'GET',
      url: '/api/gateway/ux/teammember/self',
      headers: { cookie: services.cookie },
    });
    const partnerStaffId = (partner.json() as { partyId: string }).partyId;
    // Joined online; joined at the club with a 70/30 credit; staged at the club and left; a cart
    // saved online and left.
    const online = await kit.payableOrder(CARDS.visaCredit);
    expect((await kit.complete(online.order, online.paymentToken)).status).toBe(200);
    const inClub = await kit.payableOrder(
      CARDS.visaCredit,
      {},
      { saleCredit: { partnerStaffId, sellerPercent: 70, partnerPercent: 30 } },
      { cookie: advisor.cookie },
    );
    const completed = await kit.complete(inClub.order, inClub.paymentToken, {
      memberConsent: 'Jane Doe',
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    await kit.stagedOrder({}, {}, { cookie: advisor.cookie });
    const cart = await kit.post('/api/membership-cart/v2/cart', ONE_ADULT_CART, kit.newKey('c'));
    expect(cart.status).toBe(200);

    // The last 7 days of the club's calendar by default.
    const { status, body } = await dashboard('clubId=5');
    expect(status, JSON.stringify(body)).toBe(200);
    expect([body.from, body.to, body.days.length]).toEqual(['2026-11-15', '2026-11-21', 7]);
    expect(body.days.at(-1)).toEqual({ date: '2026-11-21', online: 1, inClub: 1 });
    expect(body.days[0]).toEqual({ date: '2026-11-15', online: 0, inClub: 0 });
    expect(body.totals).toEqual({ online: 1, inClub: 1 });
    expect(body.salespeople).toEqual([
      {
        staffId: expect.any(String),
        displayName: advisor.displayName,
        sales: 1,
        creditedPercent: 70,
      },
      { staffId: partnerStaffId, displayName: services.displayName, sales: 1, creditedPercent: 30 },
    ]);
    expect(body.funnel).toEqual([
      { step: 'cart', reached: 4, stoppedHere: 1 },
      { step: 'staged', reached: 3, stoppedHere: 1 },
      { step: 'payment', reached: 2, stoppedHere: 0 },
      { step: 'completed', reached: 2, stoppedHere: 0 },
    ]);

    // A range that ends the day before holds none of it; another club holds none either.
    const before = await dashboard('clubId=5&from=2026-11-01&to=2026-11-20');
    expect([before.body.totals, before.body.salespeople, before.body.funnel[0].reached]).toEqual([
      { online: 0, inClub: 0 },
      [],
      0,
    ]);
    const other = await dashboard('clubId=17');
    expect(other.body.totals).toEqual({ online: 0, inClub: 0 });
  });

  it.each([
    [
      'a start after the end',
      'from=2026-11-21&to=2026-11-20',
      'query.from',
      SALES_RANGE_ORDER_MESSAGE,
    ],
    ['more than 92 days', 'from=2026-01-01&to=2026-11-20', 'query.to', SALES_RANGE_LENGTH_MESSAGE],
    [
      'a day that does not exist',
      'from=2026-02-30',
      'query.from',
      'The first day is a date, YYYY-MM-DD.',
    ],
  ])('refuses %s with 400 naming the field', async (_, range, field, message) => {
    const { status, body } = await dashboard(`clubId=5&${range}`);
    expect(status).toBe(400);
    expect(body.fields).toContainEqual({ field, message });
  });

  it('answers 403 for a club not the manager’s and 404 for no such club', async () => {
    const elsewhere = await dashboard('clubId=301');
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      403,
      'You do not work at this club.',
    ]);
    const unknown = await dashboard('clubId=999999', 'administrator');
    expect(unknown.status).toBe(404);
  });
});
