import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailWorker, smtpSender } from '../src/mail/emailWorker';
import { fixedClock, signedIn } from './accountsTestKit';
import { AGREEMENTS, CARDS, completionKit, PRIMARY } from './completionKit';
import { readMessage, startSmtpServer } from './smtpTestServer';
import { buildTestApp, type TestApp } from './testApp';

/**
 * A member's own account (product/accounts-and-sign-in.md#a-members-own-account): what the
 * signed-in member reads of their membership, and cancelling it online where the click-to-cancel
 * flag is on for its club (data/flags.json: on in Minnesota, off in Texas). Identity comes from
 * the session alone.
 */

const BUYER = 'new.account@example.com';

describe('a member’s own account', () => {
  const time = fixedClock('2026-11-21T18:00:00Z');
  let subject: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const sender = { current: undefined as ReturnType<typeof smtpSender> | undefined };
  const kit = completionKit(() => subject);
  let bought: { membershipId: string; memberId: string; monthly: number };

  beforeAll(async () => {
    subject = await buildTestApp({ clock: time.clock });
    smtp = await startSmtpServer();
    // The buyer signs in and buys a monthly membership at Chanhassen, MN (club 5) on 21 November.
    const member = await signedIn(subject, BUYER);
    const { order, paymentToken } = await kit.payableOrder(
      CARDS.visaCredit,
      {},
      { primaryMember: { ...PRIMARY, partyId: member.partyId, email: BUYER } },
      { cookie: member.cookie },
    );
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);
    bought = {
      membershipId: completed.body.membershipId,
      memberId: completed.body.members[0].memberId,
      monthly: completed.body.monthly,
    };
    await subject.db.query("UPDATE email_outbox SET status = 'sent' WHERE status = 'pending'");
  });
  afterAll(async () => {
    sender.current?.close();
    await smtp.close();
    await subject.app.close();
  });

  const read = (cookie?: string) =>
    subject.app.inject({
      method: 'GET',
      url: '/api/member-account',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const cancel = (cookie?: string, payload?: object) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/member-account/cancellation',
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
  const statusOf = async (membershipId: string) =>
    (
      await subject.db.query<{ membership_status: string }>(
        'SELECT membership_status FROM memberships WHERE membership_id = $1',
        [membershipId],
      )
    )[0]?.membership_status;

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await cancel()).statusCode).toBe(401);
  });

  it('shows the buyer their membership, members, next charge, agreements and the cancel offer', async () => {
    const { cookie } = await signedIn(subject, BUYER);
    const answer = await read(cookie);
    expect(answer.statusCode).toBe(200);
    const account = answer.json();
    expect(account).toMatchObject({
      username: BUYER,
      membership: {
        membershipId: bought.membershipId,
        clubId: '5',
        clubName: 'Chanhassen, MN',
        status: 'Active',
        startedOn: '2026-11-21',
        you: 'primary',
        members: [
          { memberType: 'primary', firstName: 'Jane', lastName: 'Doe', memberId: bought.memberId },
        ],
        currency: { code: 'USD', symbol: '$' },
        // Joined on the 21st: the rest of November and December were paid today.
        nextCharge: { date: '2027-01-01', amount: bought.monthly },
        guestPasses: null,
        cancellation: { state: 'offered' },
      },
    });
    expect(account.membership.agreements.map((agreement: { id: string }) => agreement.id)).toEqual(
      AGREEMENTS.map((agreement) => agreement.id).sort(),
    );
    expect(account.membership.cancellation.autoRenewalTerms).toMatch(
      /charged on the 1st of each month until you cancel\. If you cancel now, nothing more is charged and you may use the club until December 31, 2026\.$/,
    );
  });

  it('shows guest passes after the reset rule, as of today at the club', async () => {
    // Cached 2 June 2025 with 2 of 4 monthly passes left and 9 visits: by November 2026 a new
    // month has begun, so the allowance is full again and the visits start from 0.
    const { cookie } = await signedIn(subject, 'active.member@example.com');
    const account = (await read(cookie)).json();
    expect(account.membership.guestPasses).toEqual({
      period: 'month',
      balance: 4,
      total: 4,
      clubVisits: 0,
    });
  });

  it('refuses to cancel online where the flag is off for the club (Austin, TX)', async () => {
    const { cookie } = await signedIn(subject, 'active.member@example.com');
    const account = (await read(cookie)).json();
    expect(account.membership.cancellation).toEqual({
      state: 'refused',
      message:
        'Your club does not offer cancelling online. Call Member Services or visit your club to cancel.',
    });
    const refused = await cancel(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(account.membership.cancellation.message);
    expect(await statusOf(account.membership.membershipId)).toBe('Active');
  });

  it('gives another member’s session nothing of the membership, whatever the request names', async () => {
    const stranger = await signedIn(subject, 'active.member@example.com');
    const theirs = (await read(stranger.cookie)).json();
    expect(theirs.membership.membershipId).not.toBe(bought.membershipId);
    expect(JSON.stringify(theirs)).not.toContain(bought.memberId);
    const attempt = await cancel(stranger.cookie, { membershipId: bought.membershipId });
    expect(attempt.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(attempt.json())).not.toContain(bought.memberId);
    expect(await statusOf(bought.membershipId)).toBe('Active');
  });

  it('cancels the buyer’s membership once, to the end of what was paid, and emails them', async () => {
    const { cookie } = await signedIn(subject, BUYER);
    const first = await cancel(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().membership).toMatchObject({
      status: 'PendingTermination',
      nextCharge: null,
      cancellation: {
        state: 'cancelled',
        endsOn: '2026-12-31',
        message:
          'Your membership is cancelled. Nothing more will be charged, and it ends on December 31, 2026.',
      },
    });

    time.advance(60_000);
    const again = await cancel(cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    sender.current = smtpSender(smtp.url);
    const worker = createEmailWorker({
      db: subject.db,
      clock: time.clock,
      sender: sender.current,
      from: 'Club Memberships <join@club.example>',
      log: subject.app.log,
    });
    expect(await worker.sendDue()).toBe(1);
    expect(await worker.sendDue()).toBe(0);
    const [message] = smtp.received;
    expect(message?.to).toEqual([BUYER]);
    const { subject: title, text } = readMessage(message?.raw ?? '');
    expect(title).toBe('Your membership is cancelled');
    expect(text).toContain('it ends on December 31, 2026.');
    expect(text).toContain(`Membership ${bought.membershipId} at Chanhassen, MN.`);
  });
});
