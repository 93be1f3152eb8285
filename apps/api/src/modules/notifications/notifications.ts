import { randomUUID } from 'node:crypto';
import type { NotificationRequest } from '@clubjoin/contract/portalNotifications';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  NEW_MEMBER_DAYS,
  type NotificationDraft,
  renderNotification,
  type RenderedNotification,
  sendInstant,
} from '@clubjoin/domain/staff/notifications';
import { mayActForClub, notificationTargetsFor } from '@clubjoin/domain/staff/portalAccess';
import { STAFF_ROLES } from '@clubjoin/domain/staff/roles';
import { localTimeInZone } from '@clubjoin/domain/time/localTime';
import type { Club } from '@clubjoin/contract/catalog/club';
import { findClub } from '../clubs/findClub';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import { type Audience, type AudienceFailure, audienceOf } from './audience';
import { clubNameOf, writeDelivery } from './delivery';
import {
  cancelScheduled,
  findNotificationRecord,
  inboxOf,
  insertNotification,
  markRead,
  type NotificationRecord,
  notificationsOfClub,
  recipientsOf,
  type RecipientRecord,
} from './store';

/** Why a draft cannot be previewed or sent. */
export type ComposeFailure =
  | { kind: 'unknownClub' }
  | { kind: 'targetNotAllowed' }
  | { kind: 'sendAt'; message: string }
  | AudienceFailure;

/** A draft checked against the club, the role and the clock: ready to preview or send. */
interface CheckedDraft {
  club: Club;
  draft: NotificationDraft;
  sendAt: Date;
  now: Date;
  audience: Audience;
}

/** The compose page's context for a club (product/team-portal.md#notifications). */
export async function composeContext(context: ModuleContext, caller: StaffCaller, clubId: string) {
  const club = await findClub(context, clubId);
  if (!club) return fail({ kind: 'unknownClub' as const });
  return succeed({
    clubId,
    clubName: club.name,
    timeZone: club.timeZone,
    clubNow: localTimeInZone(context.clock(), club.timeZone),
    targets: [...notificationTargetsFor(caller.role)],
    roles: [...STAFF_ROLES],
    newMemberDays: NEW_MEMBER_DAYS,
  });
}

async function checkDraft(
  context: ModuleContext,
  caller: StaffCaller,
  request: NotificationRequest & NotificationDraft,
): Promise<Outcome<CheckedDraft, ComposeFailure>> {
  if (!notificationTargetsFor(caller.role).includes(request.target.kind)) {
    return fail({ kind: 'targetNotAllowed' });
  }
  const club = await findClub(context, request.clubId);
  if (!club) return fail({ kind: 'unknownClub' });
  const now = context.clock();
  const sendAt = sendInstant(request.sendAt, club.timeZone, now);
  if (!sendAt.ok) return fail({ kind: 'sendAt', message: sendAt.failure });
  const audience = await audienceOf(
    context,
    { clubId: club.mmsClubId, name: club.name },
    request.target,
    now,
  );
  if (!audience.ok) return audience;
  return succeed({ club, draft: request, sendAt: sendAt.value, now, audience: audience.value });
}

/** How many names a preview shows. */
const SAMPLE_NAMES = 5;

/** A draft rendered, with whom it would reach now; nothing is stored. */
export async function previewNotification(
  context: ModuleContext,
  caller: StaffCaller,
  request: NotificationRequest & NotificationDraft,
): Promise<
  Outcome<
    RenderedNotification & {
      sendAt: Date;
      targetLabel: string;
      recipientCount: number;
      sampleNames: string[];
    },
    ComposeFailure
  >
> {
  const checked = await checkDraft(context, caller, request);
  if (!checked.ok) return checked;
  const { club, draft, sendAt, audience } = checked.value;
  return succeed({
    ...renderNotification({ subject: draft.subject, body: draft.body, clubName: club.name }),
    sendAt,
    targetLabel: audience.label,
    recipientCount: audience.recipients.length,
    sampleNames: audience.recipients.slice(0, SAMPLE_NAMES).map((recipient) => recipient.name),
  });
}

/** A notification with its club's name and how many it reached. */
export type NotificationView = NotificationRecord & { clubName: string; recipientCount: number };

/**
 * Sends a notification now, or schedules it for the delivery worker
 * (product/team-portal.md#notifications). Sent now, it is stored sent with its recipients and
 * emails in one transaction; scheduled, its recipients are whom the target reaches when it goes.
 */
export async function submitNotification(
  context: ModuleContext,
  caller: StaffCaller,
  request: NotificationRequest & NotificationDraft,
): Promise<Outcome<NotificationView, ComposeFailure>> {
  const checked = await checkDraft(context, caller, request);
  if (!checked.ok) return checked;
  const { club, draft, sendAt, now, audience } = checked.value;
  const sendsNow = draft.sendAt === null;
  const record: NotificationRecord = {
    notificationId: randomUUID(),
    clubId: club.mmsClubId,
    target: draft.target,
    targetLabel: audience.label,
    subject: draft.subject,
    body: draft.body,
    sendAt,
    status: sendsNow ? 'sent' : 'scheduled',
    createdByStaffId: caller.staffId,
    createdByName: caller.displayName,
    createdAt: now,
    sentAt: sendsNow ? now : null,
    cancelledAt: null,
    cancelledByName: null,
  };
  await context.db.transaction(async (tx) => {
    await insertNotification(tx, record);
    if (sendsNow) await writeDelivery(tx, record, club.name, audience, now);
  });
  return succeed({
    ...record,
    clubName: club.name,
    recipientCount: sendsNow ? audience.recipients.length : 0,
  });
}

/** A club's notifications for the manage page, newest first. */
export async function clubNotifications(
  context: ModuleContext,
  clubId: string,
): Promise<NotificationView[]> {
  const [records, clubName] = await Promise.all([
    notificationsOfClub(context.db, clubId, 200),
    clubNameOf(context, clubId),
  ]);
  return records.map((record) => ({ ...record, clubName }));
}

/**
 * One notification with everyone it reached, or undefined for no such notification. `checkClub`
 * runs on its club before anything of its recipients is read (it throws to refuse).
 */
export async function notificationDetails(
  context: ModuleContext,
  notificationId: string,
  checkClub: (clubId: string) => void,
): Promise<(NotificationView & { recipients: RecipientRecord[] }) | undefined> {
  const record = await findNotificationRecord(context.db, notificationId);
  if (!record) return undefined;
  checkClub(record.clubId);
  const [recipients, clubName] = await Promise.all([
    recipientsOf(context.db, notificationId),
    clubNameOf(context, record.clubId),
  ]);
  return { ...record, clubName, recipientCount: recipients.length, recipients };
}

/** Why a cancellation is refused. */
export type CancelFailure = { kind: 'unknown' } | { kind: 'otherClub' } | { kind: 'notScheduled' };

/** Cancels a scheduled notification of one of the caller's clubs before it goes. */
export async function cancelNotification(
  context: ModuleContext,
  caller: StaffCaller,
  notificationId: string,
): Promise<Outcome<NotificationView, CancelFailure>> {
  const record = await findNotificationRecord(context.db, notificationId);
  if (!record) return fail({ kind: 'unknown' });
  if (!mayActForClub(caller, record.clubId)) return fail({ kind: 'otherClub' });
  const cancelled = await cancelScheduled(
    context.db,
    notificationId,
    context.clock(),
    caller.displayName,
  );
  if (!cancelled) return fail({ kind: 'notScheduled' });
  return succeed({
    ...cancelled,
    clubName: await clubNameOf(context, cancelled.clubId),
    recipientCount: 0,
  });
}

/** The signed-in team member's inbox: their notifications rendered, newest first. */
export async function inboxView(context: ModuleContext, staffId: string) {
  const inbox = await inboxOf(context.db, staffId, 50);
  const names = new Map<string, string>();
  for (const entry of inbox.entries) {
    const { clubId } = entry.notification;
    if (!names.has(clubId)) names.set(clubId, await clubNameOf(context, clubId));
  }
  return {
    unread: inbox.unread,
    entries: inbox.entries.map(({ notification, readAt }) => {
      const clubName = names.get(notification.clubId) ?? notification.clubId;
      const rendered = renderNotification({ ...notification, clubName });
      return {
        notificationId: notification.notificationId,
        clubName,
        subject: rendered.subject,
        paragraphs: rendered.paragraphs,
        from: notification.createdByName,
        sentAt: (notification.sentAt ?? notification.sendAt).toISOString(),
        readAt: readAt ? readAt.toISOString() : null,
      };
    }),
  };
}

/** Marks one of a team member's notifications read; answers whether it is theirs. */
export function markInboxEntryRead(
  context: ModuleContext,
  staffId: string,
  notificationId: string,
): Promise<boolean> {
  return markRead(context.db, staffId, notificationId, context.clock());
}
