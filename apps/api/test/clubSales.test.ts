import { describe, expect, it, vi } from 'vitest';
import {
  SALE_CREDIT_NOT_AT_CLUB_MESSAGE,
  SALE_CREDIT_ONLINE_MESSAGE,
  SALE_CREDIT_SELF_MESSAGE,
  SALE_CREDIT_TOTAL_MESSAGE,
} from '@clubjoin/domain/staff/saleCredit';
import { CONSENT_NAME_MESSAGE } from '@clubjoin/domain/staff/memberConsent';
import {
  HOLD_ALREADY_MESSAGE,
  HOLD_DECIDED_MESSAGE,
  HOLD_OWN_SALE_MESSAGE,
  HOLD_REASON_MESSAGE,
  HOLD_SELLER_LEFT_MESSAGE,
  HOLD_WAITING_MESSAGE,
} from '@clubjoin/domain/staff/saleHold';
import { fixedClock, setCookies } from './accountsTestKit';
import { CARDS, completionTestApp } from './completionKit';
import { signedInStaff, staffLogIn } from './staffTestKit';

/** The first password of the team members the tests hire. */
const HIRE_PASSWORD = 'Welcome-To-The-Club-1';

const NOW = '2026-11-21T18:00:00Z';
const clock = fixedClock(NOW);

/**
 * In-club sales (docs/decisions/0028): the sale's channel and club come from the team member's
 * session, never from the body alone, and the sale records who sold it, optionally sharing the
 * credit with a team member of the club. The demo sales advisor works at club 5, member services
 * at 5, the fitness manager at 17, the club manager at 5 and 17.
 */
describe('in-club sales', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: clock.clock });

  const sessions = new Map<string, ReturnType<typeof signedInStaff>>();
  const as = (role: Parameters<typeof signedInStaff>[1]) => {
    if (!sessions.has(role)) sessions.set(role, signedInStaff(subject(), role));
    return sessions.get(role) as ReturnType<typeof signedInStaff>;
  };
  const cookieOf = async (role: Parameters<typeof signedInStaff>[1]) => ({
    cookie: (await as(role)).cookie,
  });
  type StaffRoleName = Parameters<typeof signedInStaff>[1];
  const staffIdOf = async (role: Parameters<typeof signedInStaff>[1]) => {
    const response = await subject().app.inject({
      method: 'GET',
      url: '/api/gateway/ux/teammember/self',
      headers: await cookieOf(role),
    });
    return (response.json() as { partyId: string }).partyId;
  };

  describe('the channel and the club come from proof', () => {
    it('labels a stage made with a sales advisor’s session InClub, whatever the body says', async () => {
      const { staged } = await kit.attemptStage(
        {},
        { channel: 'Online' },
        await cookieOf('salesAdvisor'),
      );
      expect(staged.status, JSON.stringify(staged.body)).toBe(200);
      expect(staged.body.channel).toBe('InClub');
      const rows = await subject().db.query<{ channel: string; request_channel: string }>(
        `SELECT channel, request->>'channel' AS request_channel FROM stagings WHERE staging_id = $1`,
        [staged.body.stagingId],
      );
      expect(rows).toEqual([{ channel: 'InClub', request_channel: 'InClub' }]);
    });

    it('labels a stage without a team member’s session Online', async () => {
      const { staged } = await kit.attemptStage();
      expect([staged.status, staged.body.channel, staged.body.saleCredit]).toEqual([
        200,
        'Online',
        undefined,
      ]);
    });

    it('refuses a body that claims InClub without a team member’s session (401)', async () => {
      const { staged } = await kit.attemptStage({}, { channel: 'InClub' });
      expect([staged.status, staged.body.message]).toEqual([
        401,
        'Please sign in as a team member.',
      ]);
    });

    it('refuses InClub claimed by a role that does not sell (403), and stages its own purchase Online', async () => {
      const headers = await cookieOf('memberServices');
      const refused = await kit.attemptStage({}, { channel: 'InClub' }, headers);
      expect([refused.staged.status, refused.staged.body.message]).toEqual([
        403,
        'This part of the portal is not available to your role.',
      ]);
      const own = await kit.attemptStage({}, { channel: 'Online' }, headers);
      expect([own.staged.status, own.staged.body.channel]).toEqual([200, 'Online']);
    });

    it('refuses a sale for a club that is not the advisor’s (403), at the cart and at staging', async () => {
      const headers = await cookieOf('salesAdvisor');
      const cart = await kit.post(
        '/api/membership-cart/v2/cart',
        {
          clubId: '17',
          productType: 'Monthly',
          adultProductQuantity: 1,
          juniorProductQuantity: 0,
          channel: 'InClub',
        },
        kit.newKey('cart'),
        headers,
      );
      expect([cart.status, cart.body.message]).toEqual([403, 'You do not work at this club.']);
      // A cart of club 17 made online, staged with the advisor's session: refused too.
      const online = await kit.post(
        '/api/membership-cart/v2/cart',
        { clubId: '17', productType: 'Monthly', adultProductQuantity: 1, juniorProductQuantity: 0 },
        kit.newKey('cart'),
      );
      expect(online.status, JSON.stringify(online.body)).toBe(200);
      const staged = await kit.post(
        '/api/membership/v1/stage',
        {
          clubId: '17',
          productType: 'Monthly',
          adultProductQuantity: 1,
          juniorProductQuantity: 0,
          mmsPromotionCode: online.body.mmsPromotionCode,
          cartId: online.body.cartId,
          magentoCartId: online.body.magentoCartId,
          orderId: online.body.orderId,
          channel: 'InClub',
        },
        kit.newKey('stage'),
        headers,
      );
      expect([staged.status, staged.body.message]).toEqual([403, 'You do not work at this club.']);
    });

    it('lets the club manager sell at each of their clubs', async () => {
      const { staged } = await kit.attemptStage(
        { clubId: '17' },
        {},
        await cookieOf('clubManager'),
      );
      expect([staged.status, staged.body.channel]).toEqual([200, 'InClub']);
    });
  });

  describe('salesperson credit', () => {
    it('credits the signed-in advisor alone, and never a seller named in the body', async () => {
      const advisor = await as('salesAdvisor');
      const { staged } = await kit.attemptStage({}, {}, await cookieOf('salesAdvisor'));
      expect(staged.body.saleCredit).toEqual([
        {
          staffId: await staffIdOf('salesAdvisor'),
          displayName: advisor.displayName,
          percent: 100,
        },
      ]);
    });

    it.each([
      [
        'shares that do not add up to 100',
        { sellerPercent: 60, partnerPercent: 30 },
        'body.saleCredit.partnerPercent',
        SALE_CREDIT_TOTAL_MESSAGE,
      ],
      [
        'a share that is no whole percentage',
        { sellerPercent: 100, partnerPercent: 0 },
        'body.saleCredit.sellerPercent',
        'Each share of the credit is a whole percentage from 1 to 99.',
      ],
    ])('refuses %s with 400 and its message', async (_, shares, field, message) => {
      const partnerStaffId = await staffIdOf('memberServices');
      const { staged } = await kit.attemptStage(
        {},
        { saleCredit: { partnerStaffId, ...shares } },
        await cookieOf('salesAdvisor'),
      );
      expect(staged.status).toBe(400);
      expect(staged.body.fields).toContainEqual({ field, message });
    });

    it('refuses a split with oneself, with someone not of the club, and online (400)', async () => {
      const headers = await cookieOf('salesAdvisor');
      const split = (partnerStaffId: string) => ({
        saleCredit: { partnerStaffId, sellerPercent: 50, partnerPercent: 50 },
      });
      const self = await kit.attemptStage({}, split(await staffIdOf('salesAdvisor')), headers);
      expect([self.staged.status, self.staged.body.fields]).toEqual([
        400,
        [{ field: 'body.saleCredit.partnerStaffId', message: SALE_CREDIT_SELF_MESSAGE }],
      ]);
      // The fitness manager works at club 17, the sale is at club 5.
      const elsewhere = await kit.attemptStage(
        {},
        split(await staffIdOf('fitnessManager')),
        headers,
      );
      expect([elsewhere.staged.status, elsewhere.staged.body.fields]).toEqual([
        400,
        [{ field: 'body.saleCredit.partnerStaffId', message: SALE_CREDIT_NOT_AT_CLUB_MESSAGE }],
      ]);
      const online = await kit.attemptStage({}, split(await staffIdOf('memberServices')));
      expect([online.staged.status, online.staged.body.fields]).toEqual([
        400,
        [{ field: 'body.saleCredit', message: SALE_CREDIT_ONLINE_MESSAGE }],
      ]);
    });

    it('stores a split credit, answers it on the confirmation and shows it in onboarding', async () => {
      const advisor = await as('salesAdvisor');
      const services = await as('memberServices');
      const partnerStaffId = await staffIdOf('memberServices');
      const headers = await cookieOf('salesAdvisor');
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        {},
        { saleCredit: { partnerStaffId, sellerPercent: 70, partnerPercent: 30 } },
        headers,
      );
      const expected = [
        { staffId: await staffIdOf('salesAdvisor'), displayName: advisor.displayName, percent: 70 },
        { staffId: partnerStaffId, displayName: services.displayName, percent: 30 },
      ];
      // The payer's typed consent is checked before anything is charged.
      for (const memberConsent of [undefined, 'Jane Smith']) {
        const refused = await kit.complete(order, paymentToken, { memberConsent });
        expect([refused.status, refused.body.message]).toEqual([400, CONSENT_NAME_MESSAGE]);
      }
      expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(0);
      const completed = await kit.complete(order, paymentToken, { memberConsent: ' jane  DOE ' });
      expect(completed.status, JSON.stringify(completed.body)).toBe(200);
      expect(completed.body.saleCredit).toEqual(expected);
      // The consent is kept with the sale, as typed, at the sale's time.
      const [kept] = await subject().db.query<{ consent_name: string; consented_at: Date }>(
        'SELECT consent_name, consented_at FROM sale_credits WHERE membership_id = $1',
        [completed.body.membershipId],
      );
      expect(kept).toEqual({ consent_name: ' jane  DOE ', consented_at: new Date(NOW) });
      // The confirmation read again after a reload says the same.
      const again = await subject().app.inject({
        method: 'GET',
        url: `/api/membership/v1/orders/${order.orderId}`,
        headers: { 'x-confirmation-token': completed.body.confirmationToken },
      });
      expect(again.json().saleCredit).toEqual(expected);
      const list = await subject().app.inject({
        method: 'GET',
        url: '/api/portal/onboarding?clubId=5',
        headers,
      });
      const entry = (
        list.json() as { memberships: { membershipId: string; saleCredit: unknown }[] }
      ).memberships.find((candidate) => candidate.membershipId === completed.body.membershipId);
      expect(entry?.saleCredit).toEqual(expected);
    });

    it('shows no credit in onboarding for an online sale', async () => {
      const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
      const completed = await kit.complete(order, paymentToken);
      expect(completed.body.saleCredit).toBeUndefined();
      const list = await subject().app.inject({
        method: 'GET',
        url: '/api/portal/onboarding?clubId=5',
        headers: await cookieOf('salesAdvisor'),
      });
      const entry = (
        list.json() as { memberships: { membershipId: string; saleCredit: unknown }[] }
      ).memberships.find((candidate) => candidate.membershipId === completed.body.membershipId);
      expect(entry?.saleCredit).toBeNull();
    });
  });

  describe('the team a seller may share the credit with', () => {
    it('lists the active team of one of the seller’s clubs, and refuses another club (403)', async () => {
      const headers = await cookieOf('salesAdvisor');
      const team = await subject().app.inject({
        method: 'GET',
        url: '/api/portal/club-sales/team?clubId=5',
        headers,
      });
      expect(team.statusCode).toBe(200);
      const names = (team.json() as { team: { displayName: string }[] }).team.map(
        (member) => member.displayName,
      );
      expect(names).toEqual(
        expect.arrayContaining([
          (await as('memberServices')).displayName,
          (await as('salesAdvisor')).displayName,
        ]),
      );
      expect(names).not.toContain((await as('fitnessManager')).displayName);
      const other = await subject().app.inject({
        method: 'GET',
        url: '/api/portal/club-sales/team?clubId=17',
        headers,
      });
      expect([other.statusCode, other.json().message]).toEqual([
        403,
        'You do not work at this club.',
      ]);
    });
  });

  describe('leaving a kiosk', () => {
    const unlock = async (role: Parameters<typeof signedInStaff>[1], password: string) => {
      const response = await subject().app.inject({
        method: 'POST',
        url: '/api/portal/club-sales/unlock',
        headers: await cookieOf(role),
        payload: { password },
      });
      return { status: response.statusCode, body: response.body };
    };

    it('needs the signed-in seller’s own password: 204, else 400 with the login’s message', async () => {
      const wrong = await unlock('salesAdvisor', 'Not-The-Password-1');
      expect(wrong.status).toBe(400);
      expect(JSON.parse(wrong.body).fields).toEqual([
        { field: 'body.password', message: expect.stringMatching(/password/i) },
      ]);
      const right = await unlock('salesAdvisor', (await as('salesAdvisor')).password);
      expect([right.status, right.body]).toEqual([204, '']);
    });

    it('is refused to a role that does not sell (403)', async () => {
      const refused = await unlock('memberServices', (await as('memberServices')).password);
      expect(refused.status).toBe(403);
    });
  });

  describe('a kiosk is kept on the server (docs/decisions/0035)', () => {
    const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      subject().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

    it('binds only a club of the seller’s (403 otherwise)', async () => {
      const { cookie } = await signedInStaff(subject(), 'salesAdvisor');
      const elsewhere = await call(cookie, 'POST', '/api/portal/club-sales/kiosk', {
        clubId: '17',
      });
      expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
        403,
        'You do not work at this club.',
      ]);
      const malformed = await call(cookie, 'POST', '/api/portal/club-sales/kiosk', {
        clubId: 'club five',
      });
      expect(malformed.statusCode).toBe(400);
      // Neither bound the session: the portal still answers it.
      const search = await call(cookie, 'GET', '/api/portal/members?text=doe');
      expect(search.statusCode).toBe(200);
    });

    it('refuses the portal to a kiosk’s session, sells at its club alone, and the unlock frees it', async () => {
      const manager = await signedInStaff(subject(), 'clubManager');
      const { cookie } = manager;
      const bound = await call(cookie, 'POST', '/api/portal/club-sales/kiosk', { clubId: '5' });
      expect(bound.statusCode).toBe(204);
      const portal = () => call(cookie, 'GET', '/api/portal/members?text=doe');
      const kioskMessage =
        'This device is a kiosk: a team member must leave the kiosk before using the portal.';
      expect([(await portal()).statusCode, (await portal()).json().message]).toEqual([
        403,
        kioskMessage,
      ]);
      // Clearing what the browser keeps changes nothing: the cookie alone is the kiosk's.
      const self = await call(cookie, 'GET', '/api/gateway/ux/teammember/self');
      expect(self.statusCode).toBe(403);
      // The sale still runs InClub at the kiosk's club, credited to the seller...
      const { staged } = await kit.attemptStage({}, {}, { cookie });
      expect([
        staged.status,
        staged.body.channel,
        staged.body.saleCredit?.[0]?.displayName,
      ]).toEqual([200, 'InClub', manager.displayName]);
      // ...and at no other club, even one the manager works at.
      const other = await kit.attemptStage({ clubId: '17' }, {}, { cookie });
      expect([other.staged.status, other.staged.body.message]).toEqual([
        403,
        'This kiosk sells for its own club only.',
      ]);
      // A wrong password leaves the kiosk locked; the seller's frees the session.
      const wrong = await call(cookie, 'POST', '/api/portal/club-sales/unlock', {
        password: 'Not-The-Password-1',
      });
      expect(wrong.statusCode).toBe(400);
      expect((await portal()).statusCode).toBe(403);
      const right = await call(cookie, 'POST', '/api/portal/club-sales/unlock', {
        password: manager.password,
      });
      expect(right.statusCode).toBe(204);
      expect((await portal()).statusCode).toBe(200);
      expect((await kit.attemptStage({ clubId: '17' }, {}, { cookie })).staged.status).toBe(200);
    });
  });

  describe('a sale held for a club manager’s approval (docs/decisions/0035)', () => {
    const holdOf = async (cartId: string, memberConsent: string, role: StaffRoleName) =>
      subject().app.inject({
        method: 'POST',
        url: '/api/portal/club-sales/holds',
        headers: await cookieOf(role),
        payload: { cartId, memberConsent },
      });
    const decide = async (cartId: string, role: StaffRoleName, decision: object) =>
      subject().app.inject({
        method: 'POST',
        url: `/api/portal/club-sales/approvals/${cartId}`,
        headers: await cookieOf(role),
        payload: decision,
      });
    const waiting = async (role: StaffRoleName, clubId: string) => {
      const response = await subject().app.inject({
        method: 'GET',
        url: `/api/portal/club-sales/approvals?clubId=${clubId}`,
        headers: await cookieOf(role),
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { holds: { cartId: string }[] }).holds.map((hold) => hold.cartId);
    };

    it('charges nothing while held, completes only once approved, and charges once', async () => {
      const advisor = await as('salesAdvisor');
      const manager = await as('clubManager');
      const order = await kit.stagedOrder({}, {}, await cookieOf('salesAdvisor'));
      // The payer's consent is checked as completion checks it.
      const wrong = await holdOf(order.cartId, 'Someone Else', 'salesAdvisor');
      expect([wrong.statusCode, wrong.json().fields]).toEqual([
        400,
        [{ field: 'body.memberConsent', message: CONSENT_NAME_MESSAGE }],
      ]);
      // Only the seller credited with the sale holds it.
      const other = await holdOf(order.cartId, 'Jane Doe', 'clubManager');
      expect(other.statusCode).toBe(404);
      const readHold = async () =>
        subject().app.inject({
          method: 'GET',
          url: `/api/portal/club-sales/holds/${order.cartId}`,
          headers: await cookieOf('salesAdvisor'),
        });
      // Before any hold, the review-payment page reads none.
      expect([(await readHold()).statusCode, (await readHold()).body]).toEqual([200, 'null']);
      const held = await holdOf(order.cartId, 'jane doe', 'salesAdvisor');
      expect(held.statusCode, held.body).toBe(201);
      expect(held.json()).toMatchObject({
        cartId: order.cartId,
        clubId: '5',
        status: 'held',
        member: 'Jane Doe',
        dueToday: order.summary.total,
        consentName: 'jane doe',
        heldBy: advisor.displayName,
        heldAt: new Date(NOW).toISOString(),
        decidedBy: null,
        saleCredit: [expect.objectContaining({ displayName: advisor.displayName, percent: 100 })],
      });
      const twice = await holdOf(order.cartId, 'Jane Doe', 'salesAdvisor');
      expect([twice.statusCode, twice.json().message]).toEqual([409, HOLD_ALREADY_MESSAGE]);

      // The payment method may be recorded, but the sale does not complete while it waits.
      const paymentToken = await kit.token(CARDS.visaCredit);
      expect((await kit.paymentInfo(order, paymentToken)).status).toBe(200);
      const early = await kit.complete(order, paymentToken, { memberConsent: 'Jane Doe' });
      expect([early.status, early.body.message]).toEqual([409, HOLD_WAITING_MESSAGE]);
      expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(0);

      // The club's managers see it waiting: at club 5, not at club 17.
      expect(await waiting('clubManager', '5')).toContain(order.cartId);
      expect(await waiting('clubManager', '17')).not.toContain(order.cartId);
      const blank = await decide(order.cartId, 'clubManager', { decision: 'reject', reason: ' ' });
      expect([blank.statusCode, blank.json().fields]).toEqual([
        400,
        [{ field: 'body.reason', message: HOLD_REASON_MESSAGE }],
      ]);
      const approved = await decide(order.cartId, 'clubManager', { decision: 'approve' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: manager.displayName });
      const again = await decide(order.cartId, 'clubManager', { decision: 'approve' });
      expect([again.statusCode, again.json().message]).toEqual([409, HOLD_DECIDED_MESSAGE]);
      expect(await waiting('clubManager', '5')).not.toContain(order.cartId);
      // The advisor reads the decision on the device that held the sale.
      const seen = await readHold();
      expect([seen.statusCode, seen.json().status]).toEqual([200, 'approved']);

      const key = kit.newKey('complete');
      const completed = await kit.complete(order, paymentToken, { memberConsent: 'Jane Doe' }, key);
      expect(completed.status, JSON.stringify(completed.body)).toBe(200);
      const repeated = await kit.complete(order, paymentToken, { memberConsent: 'Jane Doe' }, key);
      expect(repeated.body.membershipId).toBe(completed.body.membershipId);
      expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(1);
    });

    it('keeps a rejected sale from completing, with the reason, until it is held again', async () => {
      const order = await kit.stagedOrder({}, {}, await cookieOf('salesAdvisor'));
      expect((await holdOf(order.cartId, 'Jane Doe', 'salesAdvisor')).statusCode).toBe(201);
      const rejected = await decide(order.cartId, 'clubManager', {
        decision: 'reject',
        reason: 'Offer the corporate rate first',
      });
      expect(rejected.json()).toMatchObject({
        status: 'rejected',
        reason: 'Offer the corporate rate first',
      });
      const paymentToken = await kit.token(CARDS.visaCredit);
      expect((await kit.paymentInfo(order, paymentToken)).status).toBe(200);
      const refused = await kit.complete(order, paymentToken, { memberConsent: 'Jane Doe' });
      expect([refused.status, refused.body.message]).toEqual([
        409,
        'A club manager rejected this sale: Offer the corporate rate first',
      ]);
      expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(0);
      const heldAgain = await holdOf(order.cartId, 'Jane Doe', 'salesAdvisor');
      expect([heldAgain.statusCode, heldAgain.json().status]).toEqual([201, 'held']);
    });

    /** A team member the administrator adds, signed in: the session's Cookie header. */
    const hired = async (email: string, role: StaffRoleName, clubIds: string[]) => {
      const added = await subject().app.inject({
        method: 'POST',
        url: '/api/gateway/ux/teammember/staff',
        headers: await cookieOf('administrator'),
        payload: {
          email,
          displayName: email.split('@')[0],
          role,
          clubIds,
          password: HIRE_PASSWORD,
        },
      });
      expect(added.statusCode, added.body).toBe(201);
      const login = await staffLogIn(subject(), email, HIRE_PASSWORD);
      const cookie = setCookies(login)['lt-tm-sso'];
      return { staffId: added.json().staffId as string, cookie: `lt-tm-sso=${cookie?.value}` };
    };
    const decideAs = (cookie: string, cartId: string, decision: object) =>
      subject().app.inject({
        method: 'POST',
        url: `/api/portal/club-sales/approvals/${cartId}`,
        headers: { cookie },
        payload: decision,
      });

    it('is neither listed nor approved by a club manager of another club', async () => {
      const order = await kit.stagedOrder({}, {}, await cookieOf('salesAdvisor'));
      expect((await holdOf(order.cartId, 'Jane Doe', 'salesAdvisor')).statusCode).toBe(201);
      const elsewhere = await hired('manager.301@clubjoin.example', 'clubManager', ['301']);
      const list = await subject().app.inject({
        method: 'GET',
        url: '/api/portal/club-sales/approvals?clubId=5',
        headers: { cookie: elsewhere.cookie },
      });
      expect([list.statusCode, list.json().message]).toEqual([
        403,
        'You do not work at this club.',
      ]);
      const approved = await decideAs(elsewhere.cookie, order.cartId, { decision: 'approve' });
      expect([approved.statusCode, approved.json().message]).toEqual([
        403,
        'You do not work at this club.',
      ]);
      expect(await waiting('clubManager', '5')).toContain(order.cartId);
    });

    it('writes each decision to the audit trail, joined to the membership the sale makes', async () => {
      const manager = await as('clubManager');
      const order = await kit.stagedOrder({}, {}, await cookieOf('salesAdvisor'));
      expect((await holdOf(order.cartId, 'Jane Doe', 'salesAdvisor')).statusCode).toBe(201);
      const rejected = await decide(order.cartId, 'clubManager', {
        decision: 'reject',
        reason: 'Check the address',
      });
      expect(rejected.statusCode).toBe(200);
      expect((await holdOf(order.cartId, 'Jane Doe', 'salesAdvisor')).statusCode).toBe(201);
      expect((await decide(order.cartId, 'clubManager', { decision: 'approve' })).statusCode).toBe(
        200,
      );
      const trail = () =>
        subject().db.query<{ action: string; staff_name: string; membership_id: string | null }>(
          `SELECT action, staff_name, membership_id FROM staff_audit_trail
           WHERE cart_id = $1 ORDER BY audit_id`,
          [order.cartId],
        );
      expect(await trail()).toEqual([
        { action: 'sale.rejected', staff_name: manager.displayName, membership_id: null },
        { action: 'sale.approved', staff_name: manager.displayName, membership_id: null },
      ]);
      const paymentToken = await kit.token(CARDS.visaCredit);
      expect((await kit.paymentInfo(order, paymentToken)).status).toBe(200);
      const completed = await kit.complete(order, paymentToken, { memberConsent: 'Jane Doe' });
      expect(completed.status, JSON.stringify(completed.body)).toBe(200);
      expect((await trail()).map((entry) => entry.membership_id)).toEqual([
        completed.body.membershipId,
        completed.body.membershipId,
      ]);
      // The member's timeline shows them.
      const timeline = await subject().app.inject({
        method: 'GET',
        url: `/api/portal/memberships/${completed.body.membershipId}/timeline`,
        headers: await cookieOf('clubManager'),
      });
      const titles = (timeline.json() as { events: { title: string }[] }).events.map(
        (event) => event.title,
      );
      expect(titles).toEqual(
        expect.arrayContaining(['In-club sale approved', 'In-club sale rejected']),
      );
    });

    it('is approved and completed only while its seller still works at the club', async () => {
      const seller = await hired('riley.desk@clubjoin.example', 'salesAdvisor', ['5']);
      const hold = async (cookie: string) => {
        const order = await kit.stagedOrder({}, {}, { cookie });
        const held = await subject().app.inject({
          method: 'POST',
          url: '/api/portal/club-sales/holds',
          headers: { cookie },
          payload: { cartId: order.cartId, memberConsent: 'Jane Doe' },
        });
        expect(held.statusCode, held.body).toBe(201);
        return order;
      };
      const approvedFirst = await hold(seller.cookie);
      const waitingStill = await hold(seller.cookie);
      expect(
        (await decide(approvedFirst.cartId, 'clubManager', { decision: 'approve' })).statusCode,
      ).toBe(200);
      const moved = await subject().app.inject({
        method: 'PUT',
        url: `/api/gateway/ux/teammember/staff/${seller.staffId}`,
        headers: await cookieOf('administrator'),
        payload: { role: 'salesAdvisor', clubIds: ['301'] },
      });
      expect(moved.statusCode).toBe(200);
      const decided = await decide(waitingStill.cartId, 'clubManager', { decision: 'approve' });
      expect([decided.statusCode, decided.json().message]).toEqual([409, HOLD_SELLER_LEFT_MESSAGE]);
      const paymentToken = await kit.token(CARDS.visaCredit);
      expect((await kit.paymentInfo(approvedFirst, paymentToken)).status).toBe(200);
      const refused = await kit.complete(approvedFirst, paymentToken, {
        memberConsent: 'Jane Doe',
      });
      expect([refused.status, refused.body.message]).toEqual([409, HOLD_SELLER_LEFT_MESSAGE]);
      expect(await kit.countOf('sandbox_charges', 'reference', approvedFirst.orderId)).toBe(0);
    });

    it('lists the waiting sales in the same number of queries however many wait', async () => {
      const queriesToList = async () => {
        // Signed in before counting: only the list's own queries count.
        await cookieOf('clubManager');
        const spy = vi.spyOn(subject().db, 'query');
        try {
          await waiting('clubManager', '5');
          return spy.mock.calls.length;
        } finally {
          spy.mockRestore();
        }
      };
      const holdOne = async () => {
        const order = await kit.stagedOrder({}, {}, await cookieOf('salesAdvisor'));
        expect((await holdOf(order.cartId, 'Jane Doe', 'salesAdvisor')).statusCode).toBe(201);
      };
      await holdOne();
      const before = await queriesToList();
      // The session's, the holds', and one for each of their credits, carts and stagings.
      expect(before).toBeGreaterThan(3);
      for (let sale = 0; sale < 3; sale += 1) await holdOne();
      expect((await waiting('clubManager', '5')).length).toBeGreaterThanOrEqual(3);
      expect(await queriesToList()).toBe(before);
    });

    it('is not approved by a manager credited with it', async () => {
      // The club manager sells at club 17 and holds it; the administrator approves instead.
      const order = await kit.stagedOrder({ clubId: '17' }, {}, await cookieOf('clubManager'));
      expect((await holdOf(order.cartId, 'Jane Doe', 'clubManager')).statusCode).toBe(201);
      const own = await decide(order.cartId, 'clubManager', { decision: 'approve' });
      expect([own.statusCode, own.json().message]).toEqual([403, HOLD_OWN_SALE_MESSAGE]);
      const byAdmin = await decide(order.cartId, 'administrator', { decision: 'approve' });
      expect(byAdmin.statusCode).toBe(200);
    });
  });
});
