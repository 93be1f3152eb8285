import { ACCOUNT_BINDING_MESSAGES } from '@clubjoin/domain/staging/stagingRequirements';
import { describe, expect, it } from 'vitest';
import { demoAccount, logIn, signedIn } from './accountsTestKit';
import { ADDRESS, CARDS, completionTestApp, PRIMARY } from './completionKit';

/**
 * A purchase is bound to an account only by proof
 * (product/accounts-and-sign-in.md#accounts-and-proof; issue "Trust first" §2): the session of that
 * account, or the update token its reservation answered. A party id or an email in a body proves
 * nothing; an email that is another account's is refused; and a completed order is read only by its
 * buyer.
 */

const NOW = new Date('2026-11-21T18:00:00Z');

describe('binding a purchase to an account', () => {
  const { subject, kit } = completionTestApp(NOW);

  /** What a party's member finds when signed in: the membership lookup's answer. */
  async function lookupAs(username: string, password?: string) {
    const login = await logIn(subject(), username, password ? { password } : {});
    const { ssoId, status } = login.json() as { ssoId: string | null; status: string };
    if (!ssoId) return { login: status, lookup: undefined };
    const lookup = await subject().app.inject({
      method: 'GET',
      url: '/api/membership/v1/membership',
      headers: { 'x-ltf-ssoid': ssoId },
    });
    return { login: status, lookup: { status: lookup.statusCode, body: lookup.json() } };
  }

  /** The activation link the latest email to an address carries, if any. */
  async function activationTokenMailedTo(address: string): Promise<string | undefined> {
    const [email] = await subject().db.query<{ text_body: string }>(
      `SELECT text_body FROM email_outbox WHERE lower(to_address) = lower($1)
       ORDER BY email_id DESC LIMIT 1`,
      [address],
    );
    return email?.text_body.match(/\/account\/activate#token=([\w-]{43})/)?.[1];
  }

  async function membershipRowsOf(partyId: string): Promise<number> {
    return kit.countOf('membership_members', 'party_id', partyId);
  }

  describe('refuses what proves nothing, linking and revealing nothing', () => {
    it('an anonymous stage naming an account’s party id: 401, the account untouched', async () => {
      const victim = demoAccount('not.activated@example.com');
      const { staged } = await kit.attemptStage(
        {},
        { primaryMember: { ...PRIMARY, partyId: victim.partyId } },
      );
      expect(staged.status).toBe(401);
      expect(staged.body.message).toBe(ACCOUNT_BINDING_MESSAGES.notSignedIn);
      expect(JSON.stringify(staged.body)).not.toContain(victim.partyId);
      expect(await membershipRowsOf(victim.partyId)).toBe(0);
      expect((await lookupAs(victim.username, victim.password)).login).toBe('AccountNotActivated');
    });

    it('a stage with another account’s email: 400 under the email, sending the person to log in', async () => {
      const owner = demoAccount('new.account@example.com');
      const { staged } = await kit.attemptStage(
        {},
        { primaryMember: { ...PRIMARY, partyId: 'made-up-party', email: owner.username } },
      );
      expect(staged.status).toBe(400);
      expect(staged.body.fields).toEqual([
        { field: 'body.primaryMember.email', message: ACCOUNT_BINDING_MESSAGES.emailHasAccount },
      ]);
      expect(JSON.stringify(staged.body)).not.toContain(owner.partyId);
      expect(await membershipRowsOf(owner.partyId)).toBe(0);
      const { lookup } = await lookupAs(owner.username);
      expect(lookup?.status).toBe(404);
    });

    it('a stage naming a reservation with a token that is not its own: 409', async () => {
      const reserved = await kit.reserve('someone@example.com');
      const { staged } = await kit.attemptStage(
        {},
        {
          primaryMember: { ...PRIMARY, partyId: reserved.partyId, email: 'someone@example.com' },
          updateToken: 'A'.repeat(43),
        },
      );
      expect(staged.status).toBe(409);
      expect(staged.body.message).toBe(ACCOUNT_BINDING_MESSAGES.reservationClosed);
    });

    it('a signed-in stage naming someone else’s party id binds the caller’s own account only', async () => {
      const caller = await signedIn(subject(), 'new.account@example.com');
      const victim = demoAccount('active.member@example.com');
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        {},
        {
          primaryMember: { ...PRIMARY, partyId: victim.partyId, email: 'new.account@example.com' },
        },
        { cookie: caller.cookie },
      );
      expect(order.partyId).toBe(caller.partyId);
      expect((await kit.complete(order, paymentToken)).status).toBe(200);
      const victimView = await lookupAs(victim.username);
      expect(victimView.lookup?.body.primaryMember.firstName).not.toBe('Jane');
    });

    it('a former member’s party id is kept only for the account whose membership had them', async () => {
      const formerPartner = '700000201';
      const stranger = await kit.stagedOrder(
        { adultProductQuantity: 2 },
        {
          adultProductQuantity: 2,
          additionalMembers: [
            {
              firstName: 'Sam',
              lastName: 'Doe',
              email: 'sam.doe@example.com',
              gender: 'Male',
              dateOfBirth: '1985-01-01',
              relationship: 'Partner',
              partyId: formerPartner,
            },
          ],
        },
      );
      expect(stranger.additionalMemberPartyIds).not.toContain(formerPartner);
      const owner = await signedIn(subject(), 'rejoin.voluntary@example.com');
      const rejoin = await kit.stagedOrder(
        { adultProductQuantity: 2 },
        {
          adultProductQuantity: 2,
          primaryMember: { ...PRIMARY, email: 'rejoin.voluntary@example.com' },
          additionalMembers: [
            {
              firstName: 'Sam',
              lastName: 'Doe',
              email: 'sam.doe@example.com',
              gender: 'Male',
              dateOfBirth: '1985-01-01',
              relationship: 'Partner',
              partyId: formerPartner,
            },
          ],
        },
        { cookie: owner.cookie },
      );
      expect(rejoin.additionalMemberPartyIds).toEqual([formerPartner]);
    });
  });

  describe('a squatter blocks nobody (pre-hijacking)', () => {
    it('the owner replaces a squatter’s reservation, buys, activates; the squatter never gets in', async () => {
      const email = 'owner.of.this@example.com';
      const squatter = await kit.reserve(email, 'Squatter-Pass-1');
      const exists = await subject().app.inject({
        method: 'POST',
        url: '/api/membership/v1/userIdentity/exists',
        payload: { emailAddress: email },
      });
      expect(exists.json()).toEqual({ exists: false });

      const owner = await kit.reserve(email, 'Owners-Pass-22');
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        {},
        {
          primaryMember: { ...PRIMARY, partyId: owner.partyId, email },
          updateToken: owner.updateToken,
        },
      );
      expect(order.partyId).toBe(owner.partyId);
      expect((await kit.complete(order, paymentToken)).status).toBe(200);

      // The squatter's reservation is gone: its token proves nothing, its password opens nothing.
      const { staged } = await kit.attemptStage(
        {},
        {
          primaryMember: { ...PRIMARY, partyId: squatter.partyId, email },
          updateToken: squatter.updateToken,
        },
      );
      expect(staged.status).toBe(409);
      expect((await lookupAs(email, 'Squatter-Pass-1')).login).toBe('InvalidCredentials');

      // Until the owner proves the email, the account cannot sign in; then it finds the order.
      expect((await lookupAs(email, 'Owners-Pass-22')).login).toBe('AccountNotActivated');
      const token = await activationTokenMailedTo(email);
      expect(token).toBeDefined();
      const activated = await subject().app.inject({
        method: 'POST',
        url: '/api/membership/v1/userIdentity/activation',
        payload: { token },
      });
      expect(activated.statusCode).toBe(200);
      const { login, lookup } = await lookupAs(email, 'Owners-Pass-22');
      expect(login).toBe('Success');
      expect(lookup?.body.primaryMember).toMatchObject({
        partyId: owner.partyId,
        firstName: 'Jane',
      });
    });
  });

  describe('a signed-in member (an existing account, a rejoin)', () => {
    it('binds the membership to the session’s account, which needs no activation', async () => {
      const member = await signedIn(subject(), 'new.account@example.com');
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        {},
        {
          primaryMember: { ...PRIMARY, partyId: member.partyId, email: 'new.account@example.com' },
        },
        { cookie: member.cookie },
      );
      const completed = await kit.complete(order, paymentToken, { joinInitiator: 'WebsiteRejoin' });
      expect(completed.status).toBe(200);
      expect(completed.body.members[0].partyId).toBe(member.partyId);
      expect(await activationTokenMailedTo('new.account@example.com')).toBeUndefined();
      const { lookup } = await lookupAs('new.account@example.com');
      expect(lookup?.body.primaryMember.memberId).toBe(completed.body.members[0].memberId);
    });

    it('keeps the binding when re-staged after the session is signed out (the rejoin path)', async () => {
      const member = await signedIn(subject(), 'new.account@example.com');
      const body = {
        primaryMember: { ...PRIMARY, partyId: member.partyId, email: 'new.account@example.com' },
      };
      const first = await kit.attemptStage({}, body, { cookie: member.cookie });
      expect(first.staged.status).toBe(200);
      const restaged = await kit.post(
        '/api/membership/v1/stage',
        {
          clubId: '5',
          productType: 'Monthly',
          adultProductQuantity: 1,
          juniorProductQuantity: 0,
          cartId: first.cart.body.cartId,
          magentoCartId: first.cart.body.magentoCartId,
          orderId: first.cart.body.orderId,
          stagingId: first.staged.body.stagingId,
          membershipAddress: ADDRESS,
          ...body,
        },
        kit.newKey('restage'),
      );
      expect(restaged.status).toBe(200);
      expect(restaged.body.partyId).toBe(member.partyId);
    });
  });

  describe('GET /orders/{orderId} answers only its buyer', () => {
    it('to the confirmation token complete answered, or the buying account’s session; 404 to others', async () => {
      const member = await signedIn(subject(), 'new.account@example.com');
      const { order, paymentToken } = await kit.payableOrder(
        CARDS.visaCredit,
        {},
        {
          primaryMember: { ...PRIMARY, partyId: member.partyId, email: 'new.account@example.com' },
        },
        { cookie: member.cookie },
      );
      const completed = await kit.complete(order, paymentToken);
      const other = await kit.payableOrder();
      const otherToken = (await kit.complete(other.order, other.paymentToken)).body
        .confirmationToken;
      const stranger = await signedIn(subject(), 'active.member@example.com');
      const read = (headers: Record<string, string>) =>
        subject().app.inject({
          method: 'GET',
          url: `/api/membership/v1/orders/${order.orderId}`,
          headers,
        });

      const byToken = await read({ 'x-confirmation-token': completed.body.confirmationToken });
      expect(byToken.statusCode).toBe(200);
      expect(byToken.json()).toMatchObject({
        orderId: order.orderId,
        membershipId: completed.body.membershipId,
      });
      expect((await read({ cookie: member.cookie })).statusCode).toBe(200);
      const refusedReaders: Record<string, string>[] = [
        {},
        { 'x-confirmation-token': otherToken },
        { 'x-confirmation-token': 'not-a-token' },
        { cookie: stranger.cookie },
      ];
      for (const headers of refusedReaders) {
        const refused = await read(headers);
        expect(refused.statusCode).toBe(404);
        expect(JSON.stringify(refused.json())).not.toContain('Jane');
      }
    });
  });
});
