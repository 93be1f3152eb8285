import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_MESSAGES,
  NotificationDraft,
  renderNotification,
  sendInstant,
} from './notifications';

const NOW = new Date('2026-11-21T18:00:00Z');
const ZONE = 'America/Chicago';

function messagesOf(input: unknown): Record<string, string> {
  const parsed = NotificationDraft.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('NotificationDraft', () => {
  const draft = {
    target: { kind: 'newMembers' },
    subject: '  Welcome to the club  ',
    body: 'Your orientation is waiting.',
    sendAt: null,
  };

  it('takes a draft to each kind of target, trimmed', () => {
    expect(NotificationDraft.parse(draft).subject).toBe('Welcome to the club');
    expect(
      NotificationDraft.parse({ ...draft, target: { kind: 'member', memberId: '1001' } }).target,
    ).toEqual({
      kind: 'member',
      memberId: '1001',
    });
    expect(
      NotificationDraft.parse({ ...draft, target: { kind: 'role', role: 'personalTrainer' } })
        .target,
    ).toEqual({
      kind: 'role',
      role: 'personalTrainer',
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      messagesOf({
        target: { kind: 'member', memberId: 'abc' },
        subject: ' ',
        body: 'x'.repeat(4001),
        sendAt: 'tomorrow',
      }),
    ).toEqual({
      'target.memberId': NOTIFICATION_MESSAGES.memberId,
      subject: NOTIFICATION_MESSAGES.subjectRequired,
      body: NOTIFICATION_MESSAGES.bodyLong,
      sendAt: NOTIFICATION_MESSAGES.sendAtFormat,
    });
    expect(messagesOf({ ...draft, subject: 'x'.repeat(121) })).toEqual({
      subject: NOTIFICATION_MESSAGES.subjectLong,
    });
    expect(messagesOf({ ...draft, target: { kind: 'everyone' } })).toEqual({
      'target.kind': NOTIFICATION_MESSAGES.target,
    });
    expect(messagesOf({ ...draft, target: { kind: 'role', role: 'owner' } })).toEqual({
      'target.role': NOTIFICATION_MESSAGES.role,
    });
  });
});

describe('sendInstant', () => {
  it('sends now without a time, else at the club’s wall-clock time', () => {
    expect(sendInstant(null, ZONE, NOW)).toEqual({ ok: true, value: NOW });
    expect(sendInstant('2026-11-21T12:00:30', ZONE, NOW)).toEqual({
      ok: true,
      value: new Date('2026-11-21T18:00:30Z'),
    });
  });

  it('refuses a time not later than now, beyond 90 days, or no time at all', () => {
    expect(sendInstant('2026-11-21T12:00', ZONE, NOW)).toEqual({
      ok: false,
      failure: NOTIFICATION_MESSAGES.sendAtPast,
    });
    expect(sendInstant('2027-02-20T12:00', ZONE, NOW)).toEqual({
      ok: false,
      failure: NOTIFICATION_MESSAGES.sendAtFar,
    });
    expect(sendInstant('2027-02-19T11:59', ZONE, NOW).ok).toBe(true);
    expect(sendInstant('2026-02-30T12:00', ZONE, NOW)).toEqual({
      ok: false,
      failure: NOTIFICATION_MESSAGES.sendAtFormat,
    });
  });
});

describe('renderNotification', () => {
  it('parts the message at blank lines and signs it with the club', () => {
    expect(
      renderNotification({
        subject: 'Pool closed',
        body: 'The pool is closed on Monday.\n\n\nSee you at the gym!\n',
        clubName: 'Chanhassen',
      }),
    ).toEqual({
      subject: 'Pool closed',
      paragraphs: ['The pool is closed on Monday.', 'See you at the gym!', 'The Chanhassen team'],
    });
  });
});
