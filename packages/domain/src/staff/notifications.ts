/**
 * The portal's notifications (product/team-portal.md#notifications): what a team member composes
 * (a subject, a message, a target, now or a time at the club), the rules it must pass, and how it
 * reads once rendered. Pure: the clock's now is a parameter.
 */
import { z } from 'zod';
import { fail, type Outcome, succeed } from '../outcome';
import { instantOfLocalTime, LOCAL_TIME_PATTERN } from '../time/localTime';
import { maxLengthRule, requiredText } from '../validation/textField';
import { STAFF_ROLES } from './roles';

/** Whom a notification goes to: a club's new members, one member, or the team members of a role. */
export const NOTIFICATION_TARGET_KINDS = ['newMembers', 'member', 'role'] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];

/** A club's new members: the members of memberships that joined there in the last 30 days. */
export const NEW_MEMBER_DAYS = 30;
export const NEW_MEMBER_PERIOD_MS = NEW_MEMBER_DAYS * 24 * 60 * 60 * 1000;

/** How far ahead a notification may be scheduled. */
export const LATEST_SCHEDULE_DAYS = 90;
const LATEST_SCHEDULE_MS = LATEST_SCHEDULE_DAYS * 24 * 60 * 60 * 1000;

export const NOTIFICATION_SUBJECT_MAX = 120;
export const NOTIFICATION_BODY_MAX = 4000;

export const NOTIFICATION_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_MESSAGES = {
  subjectRequired: 'Write a subject.',
  subjectLong: `A subject is ${NOTIFICATION_SUBJECT_MAX} characters or less.`,
  bodyRequired: 'Write the message.',
  bodyLong: `A message is ${NOTIFICATION_BODY_MAX} characters or less.`,
  target: 'Choose whom the notification goes to.',
  memberId: 'Choose a member: a member id is 1 to 12 digits.',
  role: 'Choose a role.',
  sendAtFormat: 'Enter the date and time as the club’s clocks show it.',
  sendAtPast: 'Choose a time later than now, or send it now.',
  sendAtFar: `Choose a time within ${LATEST_SCHEDULE_DAYS} days.`,
} as const;

export const NotificationSubject = requiredText(NOTIFICATION_MESSAGES.subjectRequired, [
  maxLengthRule(NOTIFICATION_SUBJECT_MAX, NOTIFICATION_MESSAGES.subjectLong),
]);

export const NotificationBody = requiredText(NOTIFICATION_MESSAGES.bodyRequired, [
  maxLengthRule(NOTIFICATION_BODY_MAX, NOTIFICATION_MESSAGES.bodyLong),
]);

export const NotificationTarget = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('newMembers') }),
    z.object({
      kind: z.literal('member'),
      memberId: z
        .string({ error: NOTIFICATION_MESSAGES.memberId })
        .regex(/^\d{1,12}$/, NOTIFICATION_MESSAGES.memberId),
    }),
    z.object({
      kind: z.literal('role'),
      role: z.enum(STAFF_ROLES, { error: NOTIFICATION_MESSAGES.role }),
    }),
  ],
  { error: NOTIFICATION_MESSAGES.target },
);
export type NotificationTarget = z.infer<typeof NotificationTarget>;

/** When to send: null for now, else a wall-clock time at the club (an HTML datetime-local). */
export const NotificationSendAt = z
  .string({ error: NOTIFICATION_MESSAGES.sendAtFormat })
  .regex(LOCAL_TIME_PATTERN, NOTIFICATION_MESSAGES.sendAtFormat)
  .nullable();

/** A notification as a team member composes it, its club aside. */
export const NotificationDraft = z.object({
  target: NotificationTarget,
  subject: NotificationSubject,
  body: NotificationBody,
  sendAt: NotificationSendAt,
});
export type NotificationDraft = z.infer<typeof NotificationDraft>;

/**
 * The instant a notification goes out: `now` when sent now; else the club's wall-clock time,
 * which must be later than now and within 90 days. Refused with the message a form shows.
 */
export function sendInstant(
  sendAt: string | null,
  timeZone: string,
  now: Date,
): Outcome<Date, string> {
  if (sendAt === null) return succeed(now);
  const instant = instantOfLocalTime(sendAt, timeZone);
  if (!instant) return fail(NOTIFICATION_MESSAGES.sendAtFormat);
  if (instant.getTime() <= now.getTime()) return fail(NOTIFICATION_MESSAGES.sendAtPast);
  if (instant.getTime() > now.getTime() + LATEST_SCHEDULE_MS) {
    return fail(NOTIFICATION_MESSAGES.sendAtFar);
  }
  return succeed(instant);
}

/** A notification rendered for its readers: the subject, and the message signed by the club. */
export interface RenderedNotification {
  subject: string;
  paragraphs: string[];
}

/**
 * How every recipient reads a notification: the message's paragraphs (blank lines part them) and
 * a last line naming the club and its team, so a member knows who writes.
 */
export function renderNotification(draft: {
  subject: string;
  body: string;
  clubName: string;
}): RenderedNotification {
  const paragraphs = draft.body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return { subject: draft.subject, paragraphs: [...paragraphs, `The ${draft.clubName} team`] };
}
