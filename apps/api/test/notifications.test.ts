import { NOTIFICATION_MESSAGES } from '@clubjoin/domain/staff/notifications';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailWorker, smtpSender } from '../src/mail/emailWorker';
import { fixedClock, MINUTE } from './accountsTestKit';
import { CARDS, completionTestApp, PRIMARY } from './completionKit';
import { readMessage, startSmtpServer } from './smtpTestServer';
import { signedInStaff } from './staffTestKit';

/** Saturday 21 November 2026, noon at Chanhassen (club 5, America/Chicago). */
const NOW = '2026-11-21T18:00:00Z';
const clock = fixedClock(NOW);

/**
 * The portal's notifications (product/team-portal.md#notifications, docs/decisions/0025): one
 * online join at club 5, then notifications to it, to the club's new members and to a role, sent
 * now or scheduled, delivered by the worker on the app's clock, by email through a real SMTP
 * server or into team members' inboxes. The tests run in order on one app.
 */
describe('portal notifications', () => {
  const { subject, kit } = completionTestApp(new Date(NOW), { clock: clock.clock });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sender: ReturnType<typeof smtpSender>;
  let memberId = '';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = smtpSender(smtp.url);
  });
  afterAll(async () => {
    sender.close();
    await smtp.close();
  });

  /** Sends what the outbox holds due now through the test's SMTP server; answers how many. */
  const sendEmails = () =>
    createEmailWorker({
      db: subject().db,
      clock: clock.clock,
      sender,
      from: 'Clubjoin <no-reply@clubjoin.example>',
      log: subject().app.log,
    }).sendDue();
  const mailTo = (address: string, title: string) =>
    smtp.received
      .filter((message) => message.to.includes(address))
      .map((message) => readMessage(message.raw))
      .filter((message) => message.subject === title);

  const sessions = new Map<StaffRole, Promise<string>>();
  const as = async (role: StaffRole) => {
    if (!sessions.has(role)) {
      sessions.set(
        role,
        signedInStaff(subject(), role).then((staff) => staff.cookie),
      );
    }
    return { cookie: (await sessions.get(role)) ?? '' };
  };
  const call = async (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await subject().app.inject({
      method,
      url,
      headers: await as(role),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const draft = (changes: Record<string, unknown> = {}) => ({
    clubId: '5',
    target: { kind: 'newMembers' },
    subject: 'Welcome to Chanhassen',
    body: 'Book your orientation at the front desk.\n\nSee you soon!',
    sendAt: null,
    ...changes,
  });

  it('gives the compose page the club, its time now and the targets of the role', async () => {
    const { order, paymentToken } = await kit.payableOrder(CARDS.visaCredit);
    const completed = await kit.complete(order, paymentToken);
    expect(completed.status).toBe(200);
    // The order's confirmation leaves the outbox first: later rounds send notifications only.
    expect(await sendEmails()).toBe(1);
    memberId = completed.body.members[0].memberId;

    const services = await call('memberServices', 'GET', '/api/portal/notifications/compose');
    expect(services).toEqual({
      status: 200,
      body: {
        clubId: '5',
        clubName: 'Chanhassen',
        timeZone: 'America/Chicago',
        clubNow: '2026-11-21T12:00:00',
        targets: ['newMembers', 'member'],
        roles: expect.arrayContaining(['personalTrainer', 'clubManager']),
        newMemberDays: 30,
      },
    });
    const manager = await call('clubManager', 'GET', '/api/portal/notifications/compose?clubId=17');
    expect(manager.body.targets).toEqual(['newMembers', 'member', 'role']);
  });

  it('previews a draft to the new members: rendered, counted, a few named, nothing stored', async () => {
    const preview = await call(
      'memberServices',
      'POST',
      '/api/portal/notifications/preview',
      draft(),
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      subject: 'Welcome to Chanhassen',
      paragraphs: [
        'Book your orientation at the front desk.',
        'See you soon!',
        'The Chanhassen team',
      ],
      sendAt: new Date(NOW).toISOString(),
      targetLabel: 'New members of Chanhassen (joined in the last 30 days)',
    });
    expect(preview.body.recipientCount).toBeGreaterThanOrEqual(1);
    expect(preview.body.sampleNames).toContain('Jane Doe');
    const list = await call('memberServices', 'GET', '/api/portal/notifications');
    expect(list.body.notifications).toEqual([]);
  });

  it('sends to one member now: stored sent with its recipient, emailed through SMTP', async () => {
    const sent = await call(
      'memberServices',
      'POST',
      '/api/portal/notifications',
      draft({ target: { kind: 'member', memberId }, subject: 'Your locker is ready' }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'sent',
      targetLabel: `Jane Doe (member ${memberId})`,
      createdBy: 'Morgan Services',
      sentAt: new Date(NOW).toISOString(),
      recipientCount: 1,
    });
    expect(await sendEmails()).toBe(1);
    const [email] = mailTo(PRIMARY.email, 'Your locker is ready');
    expect(email?.text).toContain('Book your orientation at the front desk.');
    expect(email?.text).toContain('The Chanhassen team');

    const details = await call(
      'memberServices',
      'GET',
      `/api/portal/notifications/${sent.body.notificationId}`,
    );
    expect(details.body.recipients).toEqual([
      {
        kind: 'member',
        name: 'Jane Doe',
        email: PRIMARY.email,
        memberId,
        membershipId: expect.any(String),
      },
    ]);
  });

  let scheduledId = '';
  it('schedules to the new members at a club time, and delivers only once the clock passes it', async () => {
    const scheduled = await call(
      'memberServices',
      'POST',
      '/api/portal/notifications',
      draft({ sendAt: '2026-11-21T12:30', subject: 'Orientation week' }),
    );
    expect(scheduled.status).toBe(201);
    expect(scheduled.body).toMatchObject({
      status: 'scheduled',
      sendAt: '2026-11-21T18:30:00.000Z',
      sentAt: null,
      recipientCount: 0,
    });
    scheduledId = scheduled.body.notificationId;

    expect(await subject().app.deliverDueNotifications()).toBe(0);
    clock.advance(29 * MINUTE);
    expect(await subject().app.deliverDueNotifications()).toBe(0);
    await sendEmails();
    expect(mailTo(PRIMARY.email, 'Orientation week')).toEqual([]);

    clock.advance(MINUTE);
    expect(await subject().app.deliverDueNotifications()).toBe(1);
    expect(await subject().app.deliverDueNotifications()).toBe(0);
    await sendEmails();
    expect(mailTo(PRIMARY.email, 'Orientation week')).toHaveLength(1);

    const details = await call('memberServices', 'GET', `/api/portal/notifications/${scheduledId}`);
    expect(details.body).toMatchObject({ status: 'sent', sentAt: '2026-11-21T18:30:00.000Z' });
    expect(details.body.recipientCount).toBe(details.body.recipients.length);
    expect(details.body.recipients.map((recipient: { name: string }) => recipient.name)).toContain(
      'Jane Doe',
    );
  });

  it('delivers a due notification once when two deliveries race', async () => {
    const scheduled = await call(
      'memberServices',
      'POST',
      '/api/portal/notifications',
      draft({ sendAt: '2026-11-21T12:45', subject: 'Racing delivery' }),
    );
    expect(scheduled.status).toBe(201);
    clock.advance(20 * MINUTE);
    const app = subject().app;
    const delivered = await Promise.all([
      app.deliverDueNotifications(),
      app.deliverDueNotifications(),
      app.deliverDueNotifications(),
    ]);
    expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(1);
    await sendEmails();
    expect(mailTo(PRIMARY.email, 'Racing delivery')).toHaveLength(1);
  });

  it('cancels a scheduled notification before it goes; it never goes', async () => {
    const scheduled = await call(
      'memberServices',
      'POST',
      '/api/portal/notifications',
      draft({ sendAt: '2026-11-21T13:30', subject: 'Called off' }),
    );
    const url = `/api/portal/notifications/${scheduled.body.notificationId}/cancel`;
    const cancelled = await call('memberServices', 'POST', url);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'Morgan Services' });
    expect((await call('memberServices', 'POST', url)).status).toBe(409);
    expect(
      (await call('memberServices', 'POST', `/api/portal/notifications/${scheduledId}/cancel`))
        .status,
    ).toBe(409);

    clock.advance(60 * MINUTE);
    sessions.clear();
    expect(await subject().app.deliverDueNotifications()).toBe(0);
    await sendEmails();
    expect(mailTo(PRIMARY.email, 'Called off')).toEqual([]);

    const list = await call('memberServices', 'GET', '/api/portal/notifications');
    const listed: [string, string][] = list.body.notifications.map(
      (entry: { subject: string; status: string }) => [entry.subject, entry.status],
    );
    // Newest first; the two composed at the same instant come in either order.
    expect(listed.slice(0, 2)).toEqual([
      ['Called off', 'cancelled'],
      ['Racing delivery', 'sent'],
    ]);
    expect(listed.slice(2).sort()).toEqual([
      ['Orientation week', 'sent'],
      ['Your locker is ready', 'sent'],
    ]);
  });

  it('sends to a role: its team members at the club find it in their inbox, members get no email', async () => {
    const before = smtp.received.length;
    const sent = await call(
      'clubManager',
      'POST',
      '/api/portal/notifications',
      draft({ target: { kind: 'role', role: 'personalTrainer' }, subject: 'Team meeting' }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      targetLabel: 'Team: Personal trainer at Chanhassen',
      recipientCount: 1,
    });
    await sendEmails();
    expect(smtp.received.length).toBe(before);

    const inbox = await call('personalTrainer', 'GET', '/api/portal/inbox');
    expect(inbox.body).toMatchObject({
      unread: 1,
      entries: [
        {
          notificationId: sent.body.notificationId,
          subject: 'Team meeting',
          from: 'Casey Manager',
          clubName: 'Chanhassen',
          readAt: null,
        },
      ],
    });
    const read = await call(
      'personalTrainer',
      'POST',
      `/api/portal/inbox/${sent.body.notificationId}/read`,
    );
    expect(read.body.unread).toBe(0);
    expect((await call('fitnessManager', 'GET', '/api/portal/inbox')).body).toEqual({
      unread: 0,
      entries: [],
    });
    expect(
      (await call('salesAdvisor', 'POST', `/api/portal/inbox/${sent.body.notificationId}/read`))
        .status,
    ).toBe(404);
  });

  it('answers a bad draft with 400 naming the field, and a target beyond the role with 403', async () => {
    const post = (changes: Record<string, unknown>) =>
      call('memberServices', 'POST', '/api/portal/notifications', draft(changes));
    const fieldsOf = async (changes: Record<string, unknown>) => {
      const answer = await post(changes);
      expect(answer.status).toBe(400);
      return answer.body.fields;
    };
    expect(await fieldsOf({ subject: '  ', body: 'x'.repeat(4001) })).toEqual([
      { field: 'body.subject', message: NOTIFICATION_MESSAGES.subjectRequired },
      { field: 'body.body', message: NOTIFICATION_MESSAGES.bodyLong },
    ]);
    expect(await fieldsOf({ sendAt: '2026-11-21T12:00' })).toEqual([
      { field: 'body.sendAt', message: NOTIFICATION_MESSAGES.sendAtPast },
    ]);
    expect(await fieldsOf({ sendAt: 'next Tuesday' })).toEqual([
      { field: 'body.sendAt', message: NOTIFICATION_MESSAGES.sendAtFormat },
    ]);
    expect(await fieldsOf({ target: { kind: 'member', memberId: '999999999' } })).toEqual([
      { field: 'body.target.memberId', message: 'There is no member with this id.' },
    ]);
    const role = await post({ target: { kind: 'role', role: 'personalTrainer' } });
    expect(role).toEqual({
      status: 403,
      body: expect.objectContaining({
        message: 'Your role may not send notifications to this target.',
      }),
    });
  });

  it('keeps every team member to their own clubs: 403 for another club', async () => {
    const elsewhere = await call(
      'memberServices',
      'POST',
      '/api/portal/notifications',
      draft({ clubId: '17' }),
    );
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      403,
      'You do not work at this club.',
    ]);
    expect(
      (
        await call(
          'memberServices',
          'POST',
          '/api/portal/notifications/preview',
          draft({ clubId: '17' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('memberServices', 'GET', '/api/portal/notifications?clubId=17')).status,
    ).toBe(403);

    const at17 = await call(
      'clubManager',
      'POST',
      '/api/portal/notifications',
      draft({ clubId: '17', sendAt: '2026-11-22T09:00', subject: 'Sunday hours' }),
    );
    expect(at17.status).toBe(201);
    const id = at17.body.notificationId;
    expect((await call('memberServices', 'GET', `/api/portal/notifications/${id}`)).status).toBe(
      403,
    );
    expect(
      (await call('memberServices', 'POST', `/api/portal/notifications/${id}/cancel`)).status,
    ).toBe(403);
    expect(
      (await call('clubManager', 'GET', '/api/portal/notifications?clubId=17')).body.notifications,
    ).toHaveLength(1);
  });
});
