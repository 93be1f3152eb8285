// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelNotification,
  getComposeContext,
  getInbox,
  getNotification,
  listNotifications,
  markInboxRead,
  type NotificationSummary,
  previewNotification,
  sendNotification,
} from '@clubjoin/contract/portalNotifications';
import { NOTIFICATION_MESSAGES } from '@clubjoin/domain/staff/notifications';
import { renderAt } from '../../testing/memoryHistory';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { ComposeNotificationPage } from './ComposeNotificationPage';
import { InboxCard } from './InboxCard';
import { ManageNotificationsPage } from './ManageNotificationsPage';

const api = setupFakeApi();

function open(path: string, element: ReactNode) {
  renderAt(path, element, { wrapper: ServerDataProvider });
  return userEvent.setup();
}

function summary(change: Partial<NotificationSummary> = {}): NotificationSummary {
  return {
    notificationId: '7d0a7a5e-0000-4000-8000-000000000001',
    clubId: '5',
    clubName: 'Chanhassen',
    target: { kind: 'newMembers' },
    targetLabel: 'New members of Chanhassen (joined in the last 30 days)',
    subject: 'Welcome week',
    body: 'Book your orientation.',
    status: 'sent',
    sendAt: '2026-11-21T18:00:00.000Z',
    createdAt: '2026-11-21T18:00:00.000Z',
    createdBy: 'Morgan Services',
    sentAt: '2026-11-21T18:00:00.000Z',
    cancelledAt: null,
    cancelledBy: null,
    recipientCount: 1,
    ...change,
  };
}

beforeEach(() => {
  answerSignedInAdvisor(api);
  api.answer(getComposeContext, {
    clubId: '5',
    clubName: 'Chanhassen',
    timeZone: 'America/Chicago',
    clubNow: '2026-11-21T12:00:00',
    targets: ['newMembers', 'member'],
    roles: ['personalTrainer'],
    newMemberDays: 30,
  });
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('the compose page', () => {
  it('checks the draft by the domain’s rules, previews it, then sends it now', async () => {
    api.answer(previewNotification, {
      subject: 'Welcome week',
      paragraphs: ['Book your orientation.', 'The Chanhassen team'],
      sendAt: '2026-11-21T18:00:00.000Z',
      targetLabel: 'New members of Chanhassen (joined in the last 30 days)',
      recipientCount: 2,
      sampleNames: ['Jane Doe', 'Ana Lee'],
    });
    api.answer(sendNotification, summary({ recipientCount: 2 }));
    const user = open('/member/notifications', <ComposeNotificationPage />);
    expect(await screen.findByText(/^It is Nov 21, 2026, 12:00 PM at Chanhassen\./)).toBeDefined();
    expect(screen.queryByRole('option', { name: 'The team members of a role' })).toBeNull();

    await user.selectOptions(
      screen.getByLabelText('To'),
      "The club's new members (joined in the last 30 days)",
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText(NOTIFICATION_MESSAGES.subjectRequired)).toBeDefined();
    expect(screen.getByText(NOTIFICATION_MESSAGES.bodyRequired)).toBeDefined();
    expect(await api.calls(previewNotification)).toEqual([]);

    await user.type(screen.getByLabelText('Subject'), 'Welcome week');
    await user.type(screen.getByLabelText('Message'), 'Book your orientation.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', {
      name: 'The message as recipients read it',
    });
    expect(within(preview).getByText('The Chanhassen team')).toBeDefined();
    expect(screen.getByText(/: 2 recipients now \(Jane Doe, Ana Lee…\)\.$/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('“Welcome week” was sent to 2 recipients.')).toBeDefined();
    const [call] = await api.calls(sendNotification);
    expect(call?.body).toEqual({
      clubId: '5',
      target: { kind: 'newMembers' },
      subject: 'Welcome week',
      body: 'Book your orientation.',
      sendAt: null,
    });
  });

  it('shows the server’s refusal of a schedule time under that field', async () => {
    api.answer(
      previewNotification,
      failure(400, NOTIFICATION_MESSAGES.sendAtPast, {
        fields: [{ field: 'body.sendAt', message: NOTIFICATION_MESSAGES.sendAtPast }],
      }),
    );
    const user = open('/member/notifications', <ComposeNotificationPage />);
    await user.selectOptions(await screen.findByLabelText('To'), 'One member');
    expect(screen.getByRole('group', { name: 'Member' })).toBeDefined();
    await user.selectOptions(
      screen.getByLabelText('To'),
      "The club's new members (joined in the last 30 days)",
    );
    await user.type(screen.getByLabelText('Subject'), 'Later');
    await user.type(screen.getByLabelText('Message'), 'Soon.');
    await user.click(screen.getByLabelText('Schedule'));
    await user.type(screen.getByLabelText('Send at (Chanhassen time)'), '2026-11-21T11:00');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const field = screen.getByLabelText('Send at (Chanhassen time)');
    expect(await screen.findByText(NOTIFICATION_MESSAGES.sendAtPast)).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the manage page', () => {
  it('lists what was sent and scheduled, opens recipients, cancels a scheduled one', async () => {
    const scheduledId = '7d0a7a5e-0000-4000-8000-000000000002';
    let cancelled = false;
    api.answer(listNotifications, () => ({
      notifications: [
        summary({
          notificationId: scheduledId,
          subject: 'Holiday hours',
          status: cancelled ? 'cancelled' : 'scheduled',
          sentAt: null,
          sendAt: '2026-11-22T15:00:00.000Z',
          recipientCount: 0,
          cancelledBy: cancelled ? 'Morgan Services' : null,
        }),
        summary(),
      ],
    }));
    api.answer(getNotification, {
      ...summary(),
      recipients: [
        {
          kind: 'member',
          name: 'Jane Doe',
          email: 'jane.doe@example.com',
          memberId: '7000001',
          membershipId: 'M-700001',
        },
      ],
    });
    api.answer(cancelNotification, () => {
      cancelled = true;
      return summary({ notificationId: scheduledId, status: 'cancelled' });
    });
    const user = open('/member/notifications/manage', <ManageNotificationsPage />);
    const sent = (await screen.findByText('Welcome week')).closest('tr') as HTMLElement;
    expect(within(sent).getByText('Sent')).toBeDefined();
    await user.click(within(sent).getByRole('button', { name: '1 recipient' }));
    const recipients = await screen.findByRole('list', { name: 'Recipients of Welcome week' });
    expect(within(recipients).getByRole('link', { name: 'Jane Doe' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Cancel “Holiday hours”' }));
    const row = (await screen.findByText('Cancelled')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/cancelled by Morgan Services$/)).toBeDefined();
    expect((await api.calls(cancelNotification)).map((call) => call.params)).toEqual([
      { notificationId: scheduledId },
    ]);
  });
});

describe('the inbox', () => {
  it('counts unread notifications and marks one read', async () => {
    const entry = {
      notificationId: '7d0a7a5e-0000-4000-8000-000000000003',
      clubName: 'Chanhassen',
      subject: 'Team meeting',
      paragraphs: ['Monday at 8.', 'The Chanhassen team'],
      from: 'Casey Manager',
      sentAt: '2026-11-21T18:00:00.000Z',
      readAt: null,
    };
    api.answer(getInbox, { unread: 1, entries: [entry] });
    api.answer(markInboxRead, {
      unread: 0,
      entries: [{ ...entry, readAt: '2026-11-21T18:05:00.000Z' }],
    });
    const user = open('/member', <InboxCard />);
    expect(await screen.findByRole('heading', { name: 'Inbox (1 unread)' })).toBeDefined();
    expect(screen.getByText('Monday at 8.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Mark “Team meeting” read' }));
    expect(await screen.findByRole('heading', { name: 'Inbox (0 unread)' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Mark / })).toBeNull();
  });
});
