import { ACTIVATION_MESSAGES } from '@clubjoin/domain/accounts/activation';
import { describe, expect, it } from 'vitest';
import { fixedClock, HOUR, logIn } from './accountsTestKit';
import { CARDS, completionTestApp, PRIMARY } from './completionKit';

/**
 * An email is owned before its account is usable (product/accounts-and-sign-in.md#login-problems;
 * issue "Trust first" §2): the confirmation email of the first purchase carries a one-time,
 * expiring activation link; until it is used a login answers −208; a new link may be asked for,
 * within limits, and the answer never tells whose email has an account.
 */

const NOW = '2026-11-21T18:00:00Z';

describe('activating a new account', () => {
  const time = fixedClock(NOW);
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: time.clock });

  const activate = (token: string | undefined) =>
    subject().app.inject({
      method: 'POST',
      url: '/api/membership/v1/userIdentity/activation',
      payload: { token },
    });
  const requestEmail = (emailAddress: string, ip = '203.0.113.7') =>
    subject().app.inject({
      method: 'POST',
      url: '/api/membership/v1/userIdentity/activationEmail',
      payload: { emailAddress },
      remoteAddress: ip,
    });

  /** The activation tokens mailed to an address, oldest first. */
  async function tokensMailedTo(address: string): Promise<string[]> {
    const emails = await subject().db.query<{ text_body: string }>(
      'SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY email_id',
      [address],
    );
    return emails.flatMap((email) =>
      [
        ...email.text_body.matchAll(
          /http:\/\/localhost:3000\/account\/activate#token=([\w-]{43})/g,
        ),
      ].map((match) => match[1] as string),
    );
  }

  /** A new account that bought a membership: its email awaits proof. */
  async function boughtWithNewAccount(email: string, password = 'Summer-Swim-2025') {
    const identity = await kit.reserve(email, password);
    const { order, paymentToken } = await kit.payableOrder(
      CARDS.visaCredit,
      {},
      {
        primaryMember: { ...PRIMARY, partyId: identity.partyId, email },
        updateToken: identity.updateToken,
      },
    );
    expect((await kit.complete(order, paymentToken)).status).toBe(200);
    return { identity, password };
  }

  it('mails a one-time link with the confirmation; −208 until it is used, then the account signs in', async () => {
    const email = 'first.time@example.com';
    const { password } = await boughtWithNewAccount(email);
    const exists = await subject().app.inject({
      method: 'POST',
      url: '/api/membership/v1/userIdentity/exists',
      payload: { emailAddress: email },
    });
    expect(exists.json()).toEqual({ exists: true });
    expect((await logIn(subject(), email, { password })).json()).toMatchObject({
      status: 'AccountNotActivated',
      code: -208,
    });
    const [token] = await tokensMailedTo(email);
    const [stored] = await subject().db.query<{ token_hash: string }>(
      'SELECT token_hash FROM account_activation_tokens',
    );
    expect(stored?.token_hash).not.toBe(token);

    const activated = await activate(token);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ username: email, message: ACTIVATION_MESSAGES.activated });
    expect((await logIn(subject(), email, { password })).json()).toMatchObject({
      status: 'Success',
    });

    const again = await activate(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACTIVATION_MESSAGES.invalidLink);
  });

  it('refuses an expired link, and a malformed one, with 400', async () => {
    const email = 'slow.reader@example.com';
    await boughtWithNewAccount(email);
    const [token] = await tokensMailedTo(email);
    time.advance(8 * 24 * HOUR);
    try {
      expect((await activate(token)).statusCode).toBe(400);
    } finally {
      time.set(NOW);
    }
    const malformed = await activate('nope');
    expect(malformed.statusCode).toBe(400);
  });

  it('sends a new link on request to an account awaiting activation, and says the same to anyone', async () => {
    const email = 'lost.link@example.com';
    await boughtWithNewAccount(email);
    const known = await requestEmail(email);
    const unknown = await requestEmail('nobody.here@example.com');
    await kit.reserve('only.reserved@example.com');
    const reservationOnly = await requestEmail('only.reserved@example.com');
    for (const answer of [known, unknown, reservationOnly]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ message: ACTIVATION_MESSAGES.emailRequested });
    }
    const tokens = await tokensMailedTo(email);
    expect(tokens).toHaveLength(2);
    expect(await tokensMailedTo('nobody.here@example.com')).toEqual([]);
    expect(await tokensMailedTo('only.reserved@example.com')).toEqual([]);
    expect((await activate(tokens[1])).statusCode).toBe(200);
    // One link used: the account's other links stop working.
    expect((await activate(tokens[0])).statusCode).toBe(400);
  });

  it('limits requests per email address and per client address, with retry-after', async () => {
    const email = 'impatient@example.com';
    const answers = [];
    for (let request = 0; request < 4; request += 1) {
      answers.push(await requestEmail(email, '198.51.100.20'));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 429]);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    const fromOneAddress = [];
    for (let request = 0; request < 21; request += 1) {
      fromOneAddress.push(
        (await requestEmail(`person${request}@example.com`, '198.51.100.99')).statusCode,
      );
    }
    expect(fromOneAddress.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(fromOneAddress[20]).toBe(429);
  });
});
