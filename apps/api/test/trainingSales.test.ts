import { DECLINE_MESSAGES } from '@clubjoin/domain/payments/declineMessages';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { describe, expect, it } from 'vitest';
import { fixedClock, signedIn } from './accountsTestKit';
import { CARDS, completionTestApp, PRIMARY } from './completionKit';
import { demoStaffOf, signedInStaff } from './staffTestKit';

const NOW = '2026-11-21T18:00:00Z';
const clock = fixedClock(NOW);
const DAY = 24 * 60 * 60 * 1000;
/** A demo account without a membership: it buys one with personal training. */
const BUYER = 'new.account@example.com';
const FOUR_SESSIONS = {
  clubId: '5',
  name: 'Four sessions',
  sessions: 4,
  priceCents: 32000,
  validityDays: 60,
};
const TRAINING_ONLY = {
  clubId: '5',
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  phoneNumber: '(612) 555-0142',
};

/**
 * Selling a training package at the desk (docs/decisions/0038): everything that can refuse runs
 * before the card is charged; the card is charged once for the package's price in the club's
 * currency, however often the sale is sent with its Idempotency-Key; the sessions and the receipt
 * are added together, and a member client's sale is in their timeline. The tests run in order on
 * one app.
 */
describe('selling a training package with payment', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: clock.clock });
  let fourSessions = '';
  let ptOnlyId = '';
  let memberClientId = '';
  let membershipId = '';

  const cookies = new Map<StaffRole, Promise<string>>();
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    role: StaffRole,
    payload?: object,
    key?: string,
  ) => {
    if (!cookies.has(role)) {
      cookies.set(
        role,
        signedInStaff(subject(), role).then((staff) => staff.cookie),
      );
    }
    const cookie = (await cookies.get(role)) ?? '';
    const response = await subject().app.inject({
      method,
      url,
      headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const sell = (clientId: string, body: object, key: string, role: StaffRole = 'personalTrainer') =>
    call('POST', `/api/portal/coaching/clients/${clientId}/sales`, role, body, key);
  /** The charges made for a client's training packages. */
  const chargesOf = (clientId: string) =>
    kit.countOf('sandbox_charges', 'reference', `training:${clientId}`);
  const clientOf = async (clientId: string) =>
    (await call('GET', `/api/portal/coaching/clients/${clientId}`, 'personalTrainer')).body;

  it('refuses a package without a price, or one under a dollar', async () => {
    const { priceCents: _, ...noPrice } = FOUR_SESSIONS;
    const blank = await call('POST', '/api/portal/coaching/packages', 'clubManager', noPrice);
    expect([blank.status, blank.body.fields]).toEqual([
      400,
      [{ field: 'body.priceCents', message: COACHING_MESSAGES.priceRequired }],
    ]);
    const free = await call('POST', '/api/portal/coaching/packages', 'clubManager', {
      ...FOUR_SESSIONS,
      priceCents: 0,
    });
    expect(free.body.fields).toEqual([
      { field: 'body.priceCents', message: COACHING_MESSAGES.price },
    ]);
    const defined = await call(
      'POST',
      '/api/portal/coaching/packages',
      'clubManager',
      FOUR_SESSIONS,
    );
    expect(defined.status, JSON.stringify(defined.body)).toBe(201);
    fourSessions = defined.body.packageId;
    const added = await call(
      'POST',
      '/api/portal/coaching/clients',
      'personalTrainer',
      TRAINING_ONLY,
    );
    expect(added.status).toBe(201);
    ptOnlyId = added.body.clientId;
  });

  it('refuses before charging: a bad body, no such client or package, another club’s package, a card it cannot charge', async () => {
    const card = await kit.token(CARDS.visaCredit);
    const bad = await sell(ptOnlyId, { packageId: ' ' }, 'bad-body');
    expect([bad.status, bad.body.fields]).toEqual([
      400,
      [
        { field: 'body.packageId', message: COACHING_MESSAGES.packageId },
        { field: 'body.paymentToken', message: COACHING_MESSAGES.paymentToken },
      ],
    ]);
    const noKey = await call(
      'POST',
      `/api/portal/coaching/clients/${ptOnlyId}/sales`,
      'personalTrainer',
      { packageId: fourSessions, paymentToken: card },
    );
    expect(noKey.status).toBe(400);

    const toronto = await call('POST', '/api/portal/coaching/packages', 'administrator', {
      ...FOUR_SESSIONS,
      clubId: '412',
    });
    expect(toronto.status).toBe(201);
    const otherClub = await sell(
      ptOnlyId,
      { packageId: toronto.body.packageId, paymentToken: card },
      'other-club',
    );
    expect([otherClub.status, otherClub.body.message]).toEqual([
      404,
      'There is no such training package at the client’s club.',
    ]);
    // The fitness manager works at club 17: a client of club 5 is none of theirs.
    const otherTrainer = await sell(
      ptOnlyId,
      { packageId: fourSessions, paymentToken: card },
      'other-trainer',
      'fitnessManager',
    );
    expect(otherTrainer.status).toBe(404);
    const unknownToken = await sell(
      ptOnlyId,
      { packageId: fourSessions, paymentToken: 'tok_sandbox_nothing' },
      'unknown-token',
    );
    expect([unknownToken.status, unknownToken.body.fields[0].field]).toEqual([
      400,
      'body.paymentToken',
    ]);
    const bank = await sell(
      ptOnlyId,
      { packageId: fourSessions, paymentToken: await kit.token('bank') },
      'bank',
    );
    expect([bank.status, bank.body.fields]).toEqual([
      400,
      [{ field: 'body.paymentToken', message: COACHING_MESSAGES.notACard }],
    ]);

    // A package priced at nothing before prices started at $1.
    const [free] = await subject().db.query<{ package_id: string }>(
      `INSERT INTO training_packages (package_id, club_id, name, sessions, price_cents,
         validity_days, created_by, created_at)
       VALUES (gen_random_uuid(), '5', 'Old free one', 1, 0, 30, $1, $2) RETURNING package_id`,
      [demoStaffOf('clubManager').staffId, new Date(NOW)],
    );
    const unpriced = await sell(
      ptOnlyId,
      { packageId: free?.package_id, paymentToken: card },
      'unpriced',
    );
    expect(unpriced.status).toBe(409);

    expect(await chargesOf(ptOnlyId)).toBe(0);
    expect((await clientOf(ptOnlyId)).client.sessionsLeft).toBe(0);
  });

  it('charges once for the package’s price, however often one sale is sent, and adds its sessions with the receipt', async () => {
    const body = { packageId: fourSessions, paymentToken: await kit.token(CARDS.visaCredit) };
    const sold = await sell(ptOnlyId, body, 'sale-1');
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body).toEqual({
      sale: {
        saleId: expect.any(String),
        packageName: 'Four sessions',
        sessions: 4,
        amountCents: 32000,
        currency: { code: 'USD', symbol: '$' },
        cardBrand: 'visa',
        cardLastFour: '4242',
        chargeReference: expect.stringMatching(/^ch_sandbox_/),
        soldByName: 'Pat Trainer',
        soldAt: new Date(NOW).toISOString(),
      },
      sessionsLeft: 4,
      validUntil: new Date(Date.parse(NOW) + 60 * DAY).toISOString(),
    });
    const repeated = await sell(ptOnlyId, body, 'sale-1');
    expect([repeated.status, repeated.body]).toEqual([201, sold.body]);
    const otherBody = await sell(ptOnlyId, { ...body, packageId: ptOnlyId }, 'sale-1');
    expect(otherBody.status).toBe(409);

    // A double submit: both requests at once with one key make one sale.
    const twice = await Promise.all([
      sell(ptOnlyId, body, 'sale-2'),
      sell(ptOnlyId, body, 'sale-2'),
    ]);
    expect(twice.map((answer) => answer.status)).toEqual([201, 201]);
    expect(twice[0]?.body).toEqual(twice[1]?.body);

    expect(await chargesOf(ptOnlyId)).toBe(2);
    const charged = await subject().db.query<{ amount: number }>(
      'SELECT amount FROM sandbox_charges WHERE reference = $1',
      [`training:${ptOnlyId}`],
    );
    expect(charged.map((charge) => charge.amount)).toEqual([32000, 32000]);
    const detail = await clientOf(ptOnlyId);
    expect(detail.client.sessionsLeft).toBe(8);
    expect(detail.sales.map((sale: { saleId: string }) => sale.saleId).sort()).toEqual(
      [sold.body.sale.saleId, twice[0]?.body.sale.saleId].sort(),
    );
  });

  it('answers a declined card with 402 and the network’s message, and adds nothing', async () => {
    const declined = await sell(
      ptOnlyId,
      { packageId: fourSessions, paymentToken: await kit.token(CARDS.genericDecline) },
      'declined',
    );
    expect([declined.status, declined.body.message, declined.body.declineReason]).toEqual([
      402,
      DECLINE_MESSAGES.genericDecline,
      'genericDecline',
    ]);
    expect(await chargesOf(ptOnlyId)).toBe(2);
    const detail = await clientOf(ptOnlyId);
    expect([detail.client.sessionsLeft, detail.sales.length]).toEqual([8, 2]);
  });

  it('sells to a member client only with their consent, into their timeline', async () => {
    const member = await signedIn(subject(), BUYER);
    const { order, paymentToken } = await kit.payableOrder(
      CARDS.visaCredit,
      { addOnProductsSelected: [{ productId: '5-MO-PT4', quantity: 1 }] },
      { primaryMember: { ...PRIMARY, partyId: member.partyId, email: BUYER } },
      { cookie: member.cookie },
    );
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    membershipId = completed.body.membershipId;
    const assigned = await call(
      'POST',
      `/api/portal/coaching/unassigned/${membershipId}/assign`,
      'personalTrainer',
      { trainerId: null },
    );
    memberClientId = assigned.body.clientId;

    const body = { packageId: fourSessions, paymentToken: await kit.token(CARDS.visaCredit) };
    const refused = await sell(memberClientId, body, 'member-1');
    expect([refused.status, refused.body.message]).toEqual([403, COACHING_MESSAGES.noConsent]);
    expect(await chargesOf(memberClientId)).toBe(0);

    const code = await subject().app.inject({
      method: 'POST',
      url: '/api/member-account/trainer-access-code',
      headers: { cookie: member.cookie },
    });
    const granted = await call('POST', '/api/portal/coaching/access', 'personalTrainer', {
      clientId: memberClientId,
      code: code.json().code,
    });
    expect(granted.status).toBe(201);
    const sold = await sell(memberClientId, body, 'member-2');
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    // The four sessions bought with the membership, and four more.
    expect(sold.body.sessionsLeft).toBe(8);
    expect(await chargesOf(memberClientId)).toBe(1);

    const timeline = await call(
      'GET',
      `/api/portal/memberships/${membershipId}/timeline`,
      'personalTrainer',
    );
    expect(
      timeline.body.events.find(
        (event: { title: string }) => event.title === 'Training package sold',
      ),
    ).toMatchObject({
      by: 'Pat Trainer',
      before: { sessionsLeft: 4 },
      after: {
        sessionsLeft: 8,
        package: 'Four sessions',
        amountCents: 32000,
        currency: 'USD',
        card: 'visa 4242',
        chargeReference: sold.body.sale.chargeReference,
      },
    });
  });

  it('charges a Canadian club’s package in Canadian dollars', async () => {
    const pack = await call('POST', '/api/portal/coaching/packages', 'administrator', {
      ...FOUR_SESSIONS,
      clubId: '412',
      name: 'Yorkville four',
    });
    const client = await call('POST', '/api/portal/coaching/clients', 'administrator', {
      ...TRAINING_ONLY,
      clubId: '412',
    });
    const sold = await sell(
      client.body.clientId,
      { packageId: pack.body.packageId, paymentToken: await kit.token(CARDS.visaCredit) },
      'toronto',
      'administrator',
    );
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.sale).toMatchObject({
      amountCents: 32000,
      currency: { code: 'CAD', symbol: 'C$' },
      soldByName: expect.any(String),
    });
  });

  it('shows the next session from today at the club, not the UTC date', async () => {
    const planned = await call(
      'POST',
      `/api/portal/coaching/clients/${ptOnlyId}/sessions`,
      'personalTrainer',
      { date: '2026-11-21', time: '20:00', exercises: [], notes: '' },
    );
    expect(planned.status).toBe(201);
    // 03:00 on the 22nd in UTC is 21:00 on the 21st in Chanhassen: tonight's session is next.
    clock.set('2026-11-22T03:00:00Z');
    cookies.clear();
    const list = await call('GET', '/api/portal/coaching/clients', 'personalTrainer');
    expect(
      list.body.clients.find((client: { clientId: string }) => client.clientId === ptOnlyId),
    ).toMatchObject({ nextSession: '2026-11-21T20:00' });
  });
});
