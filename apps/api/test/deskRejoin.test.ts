import { describe, expect, it } from 'vitest';
import { ACCOUNT_BINDING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { DESK_REJOIN_MESSAGES } from '@clubjoin/domain/staff/deskRejoin';
import { fixedClock, MINUTE } from './accountsTestKit';
import { ADDRESS, AGREEMENTS, CARDS, completionTestApp, PRIMARY } from './completionKit';
import { signedInStaff } from './staffTestKit';

const NOW = '2026-11-21T18:00:00Z';
const clock = fixedClock(NOW);

/** The demo's former member at Chanhassen (club 5), terminated voluntarily (data/demo). */
const BLAKE = {
  memberId: '1001401',
  partyId: '700000118',
  membershipId: 'M-2014',
  username: 'rejoin.desk@example.com',
};
/** Blake as the member forms stage them, prefilled from the former membership. */
const BLAKE_STAGED = {
  partyId: BLAKE.partyId,
  firstName: 'Blake',
  lastName: 'Brooks',
  email: BLAKE.username,
  dateOfBirth: '1988-07-22',
  gender: 'Male',
  phone: '9525550114',
};

type Role = Parameters<typeof signedInStaff>[1];

/**
 * A former member rejoined at the club's desk (docs/decisions/0039): the seller who found them
 * vouches, and the token the server hands out, bound to that seller's session, the person and the
 * club, is the proof staging maps the primary member to the former member's account with.
 */
describe('a former member rejoined at the desk', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: clock.clock });
  const sessions = new Map<Role, ReturnType<typeof signedInStaff>>();
  const cookieOf = async (role: Role) => {
    if (!sessions.has(role)) sessions.set(role, signedInStaff(subject(), role));
    return {
      cookie: ((await sessions.get(role)) as Awaited<ReturnType<typeof signedInStaff>>).cookie,
    };
  };
  const vouch = async (headers: Record<string, string>, body: object) => {
    const response = await subject().app.inject({
      method: 'POST',
      url: '/api/portal/club-sales/rejoins',
      headers,
      payload: body,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const tokenOf = async (headers: Record<string, string>, clubId = '5') => {
    const vouched = await vouch(headers, { clubId, memberId: BLAKE.memberId });
    expect(vouched.status, JSON.stringify(vouched.body)).toBe(201);
    return vouched.body.rejoinToken as string;
  };
  /** A new cart at `clubId`, staged for Blake with `rejoinToken` and `headers`. */
  const stageBlake = (rejoinToken: string, headers: Record<string, string>, clubId = '5') =>
    kit.attemptStage(
      { clubId },
      { primaryMember: BLAKE_STAGED, rejoinToken, channel: 'InClub' },
      headers,
    );
  const refusal = (answer: { status: number; body: { message?: string } }) => [
    answer.status,
    answer.body.message,
  ];

  it('vouches only for the primary member of a rejoinable membership at a club of the seller’s', async () => {
    const advisor = await cookieOf('salesAdvisor');
    // Morgan Lee's membership was at club 17, where the advisor does not work.
    expect(refusal(await vouch(advisor, { clubId: '5', memberId: '1000201' }))).toEqual([
      403,
      DESK_REJOIN_MESSAGES.otherClub,
    ]);
    // The club manager works there, but an involuntary termination may not rejoin.
    expect(
      refusal(await vouch(await cookieOf('clubManager'), { clubId: '17', memberId: '1000201' })),
    ).toEqual([
      409,
      'This former member may not rejoin: Your membership was terminated, so we are unable to process your request online. Please call (800) 555-0100.',
    ]);
    // Taylor Nguyen is an active member (the administrator acts for every club).
    expect(
      refusal(await vouch(await cookieOf('administrator'), { clubId: '5', memberId: '1000301' })),
    ).toEqual([409, DESK_REJOIN_MESSAGES.active]);
    // Alex Rivera was a partner on Jordan Rivera's membership, never its primary member.
    expect(refusal(await vouch(advisor, { clubId: '5', memberId: '1000102' }))).toEqual([
      409,
      DESK_REJOIN_MESSAGES.notPrimary,
    ]);
    expect(refusal(await vouch(advisor, { clubId: '5', memberId: '9999999' }))).toEqual([
      404,
      'There is no member with this id.',
    ]);
    expect(refusal(await vouch(advisor, { clubId: '17', memberId: BLAKE.memberId }))).toEqual([
      403,
      'You do not work at this club.',
    ]);
    const malformed = await vouch(advisor, { clubId: '5' });
    expect(malformed.status).toBe(400);
  });

  it('answers a token bound to the seller’s session, refused without it or with another’s', async () => {
    const advisor = await cookieOf('salesAdvisor');
    const vouched = await vouch(advisor, { clubId: '5', memberId: BLAKE.memberId });
    expect(vouched.status).toBe(201);
    expect(vouched.body).toMatchObject({
      clubId: '5',
      username: BLAKE.username,
      expiresAt: new Date(new Date(NOW).getTime() + 30 * MINUTE).toISOString(),
      membership: {
        membershipStatus: 'Terminated',
        primaryMember: { partyId: BLAKE.partyId, memberId: BLAKE.memberId },
      },
    });
    const token = vouched.body.rejoinToken as string;
    // Without the token, the former member's party id is an account's, and nothing proves it.
    const unproven = await kit.attemptStage(
      {},
      { primaryMember: BLAKE_STAGED, channel: 'InClub' },
      advisor,
    );
    expect(refusal(unproven.staged)).toEqual([401, ACCOUNT_BINDING_MESSAGES.notSignedIn]);
    // Online, or with another seller's session, the token proves nothing.
    const online = await kit.attemptStage({}, { primaryMember: BLAKE_STAGED, rejoinToken: token });
    expect(refusal(online.staged)).toEqual([403, DESK_REJOIN_MESSAGES.notYours]);
    const other = await stageBlake(token, await cookieOf('clubManager'));
    expect(refusal(other.staged)).toEqual([403, DESK_REJOIN_MESSAGES.notYours]);
    // A token of the seller's session, but not one the server handed out.
    const forged = await stageBlake('x'.repeat(43), advisor);
    expect(refusal(forged.staged)).toEqual([403, DESK_REJOIN_MESSAGES.notYours]);
    // The seller's own stage maps the primary member to the former member's account.
    const own = await stageBlake(token, advisor);
    expect(own.staged.status, JSON.stringify(own.staged.body)).toBe(200);
    expect([own.staged.body.partyId, own.staged.body.channel]).toEqual([BLAKE.partyId, 'InClub']);
    // The token is that sale's now: another sale cannot take it.
    const second = await stageBlake(token, advisor);
    expect(refusal(second.staged)).toEqual([409, DESK_REJOIN_MESSAGES.otherSale]);
  });

  it('stages its cart again only with the token, never by naming the former member again', async () => {
    const advisor = await cookieOf('salesAdvisor');
    const token = await tokenOf(advisor);
    const first = await stageBlake(token, advisor);
    expect(first.staged.status, JSON.stringify(first.staged.body)).toBe(200);
    const restage = (changes: Record<string, unknown>, headers: Record<string, string>) =>
      kit.post(
        '/api/membership/v1/stage',
        {
          clubId: first.cartRequest.clubId,
          productType: first.cartRequest.productType,
          adultProductQuantity: first.cartRequest.adultProductQuantity,
          juniorProductQuantity: first.cartRequest.juniorProductQuantity,
          mmsPromotionCode: first.cart.body.mmsPromotionCode,
          cartId: first.cart.body.cartId,
          magentoCartId: first.cart.body.magentoCartId,
          orderId: first.cart.body.orderId,
          membershipAddress: ADDRESS,
          ...changes,
        },
        kit.newKey('restage'),
        headers,
      );
    // Online, naming the account the rejoin bound, or selling someone else on its cart.
    const named = { ...BLAKE_STAGED, partyId: BLAKE.partyId };
    expect(refusal(await restage({ primaryMember: named }, {}))).toEqual([
      403,
      DESK_REJOIN_MESSAGES.notYours,
    ]);
    expect(refusal(await restage({ primaryMember: PRIMARY, channel: 'InClub' }, advisor))).toEqual([
      403,
      DESK_REJOIN_MESSAGES.notYours,
    ]);
    // The seller's stage again with the token is the same sale's.
    const again = await restage(
      { primaryMember: BLAKE_STAGED, rejoinToken: token, channel: 'InClub' },
      advisor,
    );
    expect([again.status, again.body.partyId]).toEqual([200, BLAKE.partyId]);
  });

  it('is refused at another club, on a kiosk, and after 30 minutes', async () => {
    // The club manager works at clubs 5 and 17: a rejoin vouched for at 5 is 5's.
    const manager = await cookieOf('clubManager');
    const atFive = await tokenOf(manager, '5');
    expect(refusal((await stageBlake(atFive, manager, '17')).staged)).toEqual([
      403,
      DESK_REJOIN_MESSAGES.otherSaleClub,
    ]);

    // A session bound to a kiosk neither vouches nor rejoins with a token it had before.
    const kiosk = { cookie: (await signedInStaff(subject(), 'clubManager')).cookie };
    const before = await tokenOf(kiosk);
    const bound = await subject().app.inject({
      method: 'POST',
      url: '/api/portal/club-sales/kiosk',
      headers: kiosk,
      payload: { clubId: '5' },
    });
    expect(bound.statusCode).toBe(204);
    expect(refusal(await vouch(kiosk, { clubId: '5', memberId: BLAKE.memberId }))).toEqual([
      403,
      'This device is a kiosk: a team member must leave the kiosk before using the portal.',
    ]);
    expect(refusal((await stageBlake(before, kiosk)).staged)).toEqual([
      403,
      DESK_REJOIN_MESSAGES.kiosk,
    ]);

    // On the test clock: usable until its 30 minutes are up.
    const advisor = await cookieOf('salesAdvisor');
    const token = await tokenOf(advisor);
    clock.advance(30 * MINUTE);
    try {
      expect(refusal((await stageBlake(token, advisor)).staged)).toEqual([
        409,
        DESK_REJOIN_MESSAGES.expired,
      ]);
    } finally {
      clock.set(NOW);
    }
  });

  it('rejoins the former member once: one person, one account, one charge, who vouched on the trail', async () => {
    const advisor = await cookieOf('salesAdvisor');
    /** A sale of Blake's staged with a token of its own, its payment method recorded. */
    const payableRejoin = async () => {
      const token = await tokenOf(advisor);
      const { staged } = await stageBlake(token, advisor);
      expect(staged.status, JSON.stringify(staged.body)).toBe(200);
      const order = {
        clubId: '5',
        productType: 'Monthly',
        cartId: staged.body.cartId,
        magentoCartId: staged.body.magentoCartId,
        orderId: staged.body.orderId,
        stagingId: staged.body.stagingId,
        partyId: staged.body.partyId,
        version: 0,
        summary: { total: 0, totalWithSurcharge: 0, monthlyCharge: 0 },
        additionalMemberPartyIds: [],
        juniorMemberPartyIds: [],
      };
      const paymentToken = await kit.token(CARDS.visaCredit);
      const recorded = await kit.paymentInfo(order, paymentToken, { primaryMember: BLAKE_STAGED });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
      return { token, order, paymentToken };
    };
    const { token, order, paymentToken } = await payableRejoin();
    // A second sale of the same person, staged meanwhile, on a token of its own.
    const meanwhile = await payableRejoin();
    const completion = {
      primaryMember: BLAKE_STAGED,
      memberConsent: 'Blake Brooks',
      joinInitiator: 'WebsiteRejoin',
      agreements: AGREEMENTS,
    };
    const key = kit.newKey('complete');
    const completed = await kit.complete(order, paymentToken, completion, key);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const { membershipId } = completed.body;
    // A retry, and a second completion of the same sale, answer the first: charged once.
    expect((await kit.complete(order, paymentToken, completion, key)).body.membershipId).toBe(
      membershipId,
    );
    expect((await kit.complete(order, paymentToken, completion)).body.membershipId).toBe(
      membershipId,
    );
    expect(await kit.countOf('sandbox_charges', 'reference', order.orderId)).toBe(1);
    // The other sale would be a second membership: refused before anything is charged.
    const second = await kit.complete(meanwhile.order, meanwhile.paymentToken, completion);
    expect([second.status, second.body.message]).toEqual([409, DESK_REJOIN_MESSAGES.rejoinedSince]);
    expect(await kit.countOf('sandbox_charges', 'reference', meanwhile.order.orderId)).toBe(0);

    // No new person, no second account: the new membership's primary is the former member's party.
    const db = subject().db;
    expect(await kit.countOf('accounts', 'username', BLAKE.username)).toBe(1);
    const rows = await db.query<{
      membership_id: string;
      member_type: string;
      superseded: boolean;
    }>(
      `SELECT membership_id, member_type, superseded FROM membership_members
       WHERE party_id = $1 ORDER BY superseded`,
      [BLAKE.partyId],
    );
    expect(rows).toEqual([
      { membership_id: membershipId, member_type: 'primary', superseded: false },
      { membership_id: BLAKE.membershipId, member_type: 'primary', superseded: true },
    ]);
    // The portal's search finds the person once, on the membership they hold now.
    const search = await subject().app.inject({
      method: 'GET',
      url: `/api/portal/members?text=${encodeURIComponent(BLAKE.username)}`,
      headers: advisor,
    });
    expect(search.json()).toMatchObject({
      total: 1,
      members: [{ membershipId, status: 'Active' }],
    });
    // The former membership still answers its own id.
    const byId = await subject().app.inject({
      method: 'GET',
      url: `/api/portal/members?text=${BLAKE.membershipId}`,
      headers: advisor,
    });
    expect(byId.json()).toMatchObject({ total: 1, members: [{ status: 'Terminated' }] });

    // Who vouched is on both memberships' trails.
    const trail = await db.query<{ membership_id: string; action: string; staff_name: string }>(
      `SELECT membership_id, action, staff_name FROM staff_audit_trail
       WHERE membership_id = ANY($1) AND action LIKE 'rejoin.%' ORDER BY audit_id`,
      [[BLAKE.membershipId, membershipId]],
    );
    const advisorName = (await signedInStaff(subject(), 'salesAdvisor')).displayName;
    expect(trail.filter((entry) => entry.action === 'rejoin.completed')).toEqual([
      { membership_id: membershipId, action: 'rejoin.completed', staff_name: advisorName },
    ]);
    expect(trail.some((entry) => entry.membership_id === BLAKE.membershipId)).toBe(true);

    // The token is spent, and the member, active now, is not rejoined again.
    expect(refusal((await stageBlake(token, advisor)).staged)).toEqual([
      409,
      DESK_REJOIN_MESSAGES.used,
    ]);
    expect(refusal(await vouch(advisor, { clubId: '5', memberId: BLAKE.memberId }))).toEqual([
      409,
      DESK_REJOIN_MESSAGES.active,
    ]);
  });
});
