import {
  agreementOfVersion,
  membershipAgreements,
} from '@clubjoin/domain/completion/membershipAgreements';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createEmailWorker, retryDelayMs, smtpSender } from '../src/mail/emailWorker';
import { fixedClock, MINUTE } from './accountsTestKit';
import { AGREEMENTS, CARDS, completionKit, PRIMARY, WAITLIST_AGREEMENTS } from './completionKit';
import { readMessage, startSmtpServer } from './smtpTestServer';
import { buildTestApp, type TestApp } from './testApp';

/**
 * The confirmation email (product/payment-and-confirmation.md#confirmation-email): written to the
 * outbox with the order, kept there without SMTP, sent by the worker through a real SMTP server
 * (here one in the test process) with the order's figures in text and HTML, retried with backoff
 * when refused, and never sent twice.
 */

describe('the confirmation email', () => {
  const time = fixedClock('2026-11-21T18:00:00Z');
  let subject: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const senders: { close(): void }[] = [];
  beforeAll(async () => {
    subject = await buildTestApp({ clock: time.clock });
    smtp = await startSmtpServer();
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.refuseNext(0);
  });
  afterAll(async () => {
    for (const sender of senders) sender.close();
    await smtp.close();
    await subject.app.close();
  });
  const kit = completionKit(() => subject);

  /** A worker sending through the test server, on the test's clock. */
  function worker() {
    const sender = smtpSender(smtp.url);
    senders.push(sender);
    return createEmailWorker({
      db: subject.db,
      clock: time.clock,
      sender,
      from: 'Club Memberships <join@club.example>',
      log: subject.app.log,
    });
  }

  async function completedOrder(stage: Record<string, unknown> = {}) {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, {}, stage);
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);
    return { order, completed: completed.body };
  }

  async function outboxRow(orderId: string) {
    const [row] = await subject.db.query<{
      status: string;
      attempts: number;
      next_attempt_at: Date;
      last_error: string | null;
    }>(
      'SELECT status, attempts, next_attempt_at, last_error FROM email_outbox WHERE order_id = $1',
      [orderId],
    );
    return row;
  }

  /** Marks every earlier test's emails sent, so a test's worker sees only its own. */
  async function onlyNewEmails() {
    await subject.db.query("UPDATE email_outbox SET status = 'sent' WHERE status = 'pending'");
  }

  it('a script takes a cart through stage, paymentInfo and complete, then finds the order and its email', async () => {
    await onlyNewEmails();
    const { order, completed } = await completedOrder();
    const found = await subject.app.inject({
      method: 'GET',
      url: `/api/membership/v1/orders/${order.orderId}`,
      headers: { 'x-confirmation-token': completed.confirmationToken },
    });
    expect(found.statusCode).toBe(200);
    // The order is complete's answer but for the token, which only complete hands out.
    const { confirmationToken: _token, ...answer } = completed;
    expect(found.json()).toMatchObject({
      ...answer,
      clubId: '5',
      productType: 'Monthly',
      poolPass: false,
      confirmationEmail: { to: PRIMARY.email, status: 'pending', sentAt: null },
    });
    const lines = found.json().lines as { amount: number; tax: number }[];
    expect(lines.reduce((sum, line) => sum + line.amount + line.tax, 0)).toBe(
      completed.chargedToday,
    );

    expect(await worker().sendDue()).toBe(1);
    const after = await subject.app.inject({
      method: 'GET',
      url: `/api/membership/v1/orders/${order.orderId}`,
      headers: { 'x-confirmation-token': completed.confirmationToken },
    });
    expect(after.json().confirmationEmail).toEqual({
      to: PRIMARY.email,
      status: 'sent',
      sentAt: time.clock().toISOString(),
    });
    expect(smtp.received.map((message) => message.to)).toEqual([[PRIMARY.email]]);
  });

  it('says what was bought, for whom, what is charged today and monthly, and the agreements’ full text', async () => {
    await onlyNewEmails();
    const { order, completed } = await completedOrder();
    await worker().sendDue();
    const [message] = smtp.received;
    const { subject: title, text, html } = readMessage(message?.raw ?? '');
    expect(completed.orderNumber).toMatch(/^CJ-\d{6}$/);
    expect(title).toBe(`Your membership at Chanhassen, MN: order ${completed.orderNumber}`);
    const today = formatMoney(completed.chargedToday, US_DOLLARS);
    const surcharge = formatMoney(completed.chargedToday - order.summary.total, US_DOLLARS);
    const monthly = formatMoney(completed.monthly, US_DOLLARS);
    const memberId = completed.members[0].memberId;
    for (const body of [text, html]) {
      expect(body).toMatch(new RegExp(`Order number: (<strong>)?${completed.orderNumber}`));
      expect(body).not.toContain(order.orderId);
      expect(body).toContain('Monthly');
      expect(body).toContain('Chanhassen, MN');
      expect(body).toContain('Standard monthly');
      expect(body).toContain(`Jane Doe, Primary member, member id ${memberId}`);
      expect(body).toContain(`${today} (including a card surcharge of ${surcharge})`);
      expect(body).toContain(monthly);
    }
    // The full text of each agreement accepted, by the version recorded, as the payment step showed it.
    const accepted = AGREEMENTS.map(({ id, version }) => agreementOfVersion(id, version));
    expect(accepted.map((agreement) => agreement?.name)).toEqual([
      'Membership Agreement',
      'Recurring Payment Authorization',
    ]);
    for (const agreement of accepted) {
      const title = `${agreement?.name}, version ${agreement?.version}`;
      expect(text).toContain(`\n${title}\n`);
      expect(html).toContain(`<h3>${title}</h3>`);
      for (const section of agreement?.sections ?? []) {
        expect(text).toContain(`${section.heading}\n${section.text}`);
        expect(html).toContain(`<h4>${section.heading}</h4>\n<p>${section.text}</p>`);
      }
    }
    expect(text).toContain('Freezing (pausing) a membership is not offered online.');
    expect(text).toContain('Membership status: Active');
    expect(text).toContain(`Charged today: ${today}`);
    expect(text).toContain(`Charged monthly: ${monthly}`);
    expect(html).toContain(`<th scope="row">Charged monthly</th><td>${monthly}</td>`);
    expect(text).toContain(
      'What happens next\nYour membership is active; your monthly dues are charged at the beginning of each month. Bring a photo ID to the club for your first visit.',
    );
  });

  it('goes to the account’s email when the primary member left the optional email empty', async () => {
    await onlyNewEmails();
    const email = 'no.member.email@example.com';
    const owner = await kit.reserve(email);
    const { email: _optional, ...withoutEmail } = PRIMARY;
    const primaryMember = { ...withoutEmail, partyId: owner.partyId };
    const order = await kit.stagedOrder({}, { primaryMember, updateToken: owner.updateToken });
    const paymentToken = await kit.token(CARDS.visaCredit);
    const recorded = await kit.paymentInfo(order, paymentToken, { primaryMember });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const completed = await kit.complete(order, paymentToken, { primaryMember });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    await worker().sendDue();
    expect(smtp.received.map((message) => message.to)).toEqual([[email]]);
  });

  /** The text of the email of an order bought with this cart. */
  async function emailOfCart(
    cartBody: Record<string, unknown>,
    complete: Record<string, unknown> = {},
  ) {
    await onlyNewEmails();
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, cartBody);
    expect((await kit.complete(order, paymentToken, complete)).status).toBe(200);
    await worker().sendDue();
    return readMessage(smtp.received[0]?.raw ?? '');
  }

  it('tells a day pass buyer it is one visit, with nothing charged monthly (product/pricing-and-dues.md#charge-terms)', async () => {
    // The agreements the payment step shows for a day pass: nothing monthly to authorise.
    const agreements = membershipAgreements(
      chargeTerms({ flows: ['DayPass'], productType: 'DayPass', presaleClub: false }),
    ).map(({ id, name, version }) => ({ id, name, version, accepted: true }));
    const { text, html } = await emailOfCart(
      { productType: 'DayPass', mmsPromotionCode: 'STD-DP', coupon: 'DAYPASS' },
      { agreements },
    );
    for (const body of [text, html]) {
      expect(body).toContain('Your day pass is good for one visit; nothing more is charged.');
      // The charges, before the agreements (whose shared membership text speaks of monthly dues).
      const [charges, accepted] = body.split('Agreements you accepted');
      expect(charges).not.toMatch(/Charged monthly|monthly dues/);
      expect(accepted).toContain('Payment Authorization, version 2026-11');
      expect(accepted).toContain('Nothing more');
    }
  });

  it('tells a waitlist join nothing was charged and when it will be', async () => {
    const { text } = await emailOfCart(
      { clubId: '303', productType: 'MonthlySGT', mmsPromotionCode: undefined, waitlist: true },
      { agreements: WAITLIST_AGREEMENTS },
    );
    expect(text).toContain('Charged today: $0.00');
    expect(text).toContain('Charged monthly once activated: ');
    expect(text).toContain(
      'You are on the waitlist. Nothing was charged today, and your card is not charged until your membership is activated; we will email you when it is.',
    );
    expect(text).not.toContain('photo ID');
  });

  it('tells a Digital member no club visit is needed, and nothing of a photo ID', async () => {
    const { text, html } = await emailOfCart({
      clubId: '815',
      productType: 'Digital',
      mmsPromotionCode: 'STD-DIG',
    });
    for (const body of [text, html]) {
      expect(body).toContain('It is used online: no club visit is needed.');
      expect(body).not.toContain('photo ID');
    }
  });

  it('tells a presale club’s member when the membership starts', async () => {
    await onlyNewEmails();
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit, {
      clubId: '303',
      mmsPromotionCode: 'PRESALE-MO',
    });
    expect((await kit.complete(order, paymentToken)).status).toBe(200);
    await worker().sendDue();
    expect(readMessage(smtp.received[0]?.raw ?? '').text).toContain(
      'Membership status: Late Activation: it starts when the club opens',
    );
  });

  it('escapes every value in the HTML', async () => {
    await onlyNewEmails();
    await completedOrder({
      primaryMember: {
        ...PRIMARY,
        firstName: 'Jane',
        lastName: `O'Neil <script>alert(1)</script>`,
      },
    });
    await worker().sendDue();
    const { text, html } = readMessage(smtp.received[0]?.raw ?? '');
    expect(text).toContain(`Jane O'Neil <script>alert(1)</script>`);
    expect(html).toContain('Jane O&#39;Neil &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('stays in the database without SMTP, viewable by staff', async () => {
    const { order, completed } = await completedOrder();
    const [row] = await subject.db.query<{ status: string; to_address: string; text_body: string }>(
      'SELECT status, to_address, text_body FROM email_outbox WHERE order_id = $1',
      [order.orderId],
    );
    expect(row).toMatchObject({ status: 'pending', to_address: PRIMARY.email });
    expect(row?.text_body).toContain(completed.orderNumber);
    expect(smtp.received).toEqual([]);
  });

  it('is retried with backoff when the SMTP server refuses it', async () => {
    await onlyNewEmails();
    const { order } = await completedOrder();
    const sending = worker();
    smtp.refuseNext(2);
    const start = time.clock();

    expect(await sending.sendDue()).toBe(0);
    expect(await outboxRow(order.orderId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: new Date(start.getTime() + MINUTE),
      last_error: expect.stringContaining('Mailbox busy'),
    });
    // Not due again before its retry time.
    expect(await sending.sendDue()).toBe(0);
    expect((await outboxRow(order.orderId))?.attempts).toBe(1);

    time.advance(MINUTE);
    expect(await sending.sendDue()).toBe(0);
    expect(await outboxRow(order.orderId)).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date(start.getTime() + 3 * MINUTE),
    });

    time.advance(2 * MINUTE);
    expect(await sending.sendDue()).toBe(1);
    expect(await outboxRow(order.orderId)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received).toHaveLength(1);
  });

  it('is never sent twice, by two workers at once or by a later round', async () => {
    await onlyNewEmails();
    await completedOrder();
    await completedOrder();
    const sent = await Promise.all([worker().sendDue(), worker().sendDue()]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(await worker().sendDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
    const ids = smtp.received.map((message) => readMessage(message.raw).messageId);
    expect(new Set(ids).size).toBe(2);
  });

  it('answers 404 for an order that is not completed', async () => {
    const order = await kit.stagedOrder();
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/membership/v1/orders/${order.orderId}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      `Order ${order.orderId} was not found or is not completed.`,
    );
  });
});

describe('retryDelayMs', () => {
  it('doubles from a minute to at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([
      1, 2, 4, 8, 60, 60, 60,
    ]);
  });
});
