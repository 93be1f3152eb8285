import type { NotificationStatus, NotificationTarget } from '@clubjoin/domain/staff/notifications';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import type { Queryable } from '../../db/database';

/** A notification as stored: what was composed, by whom, for when, and where it stands. */
export interface NotificationRecord {
  notificationId: string;
  clubId: string;
  target: NotificationTarget;
  targetLabel: string;
  subject: string;
  body: string;
  sendAt: Date;
  status: NotificationStatus;
  createdByStaffId: string;
  createdByName: string;
  createdAt: Date;
  sentAt: Date | null;
  cancelledAt: Date | null;
  cancelledByName: string | null;
}

/** Someone a notification reached: a member (by email) or a team member (in the portal). */
export interface RecipientRecord {
  kind: 'member' | 'staff';
  name: string;
  email: string | null;
  memberId: string | null;
  membershipId: string | null;
  staffId: string | null;
}

interface NotificationRow {
  notification_id: string;
  mms_club_id: string;
  target_kind: NotificationTarget['kind'];
  target_member_id: string | null;
  target_role: StaffRole | null;
  target_label: string;
  subject: string;
  body: string;
  send_at: Date;
  status: NotificationStatus;
  created_by_staff_id: string;
  created_by_name: string;
  created_at: Date;
  sent_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by_name: string | null;
}

/** The columns of a notification, the table aliased `n`. */
const COLUMNS = `n.notification_id::text AS notification_id, n.mms_club_id, n.target_kind,
  n.target_member_id, n.target_role, n.target_label, n.subject, n.body, n.send_at, n.status,
  n.created_by_staff_id::text AS created_by_staff_id, n.created_by_name, n.created_at, n.sent_at,
  n.cancelled_at, n.cancelled_by_name`;

const dateOrNull = (value: Date | null) => (value === null ? null : new Date(value));

function targetOf(row: NotificationRow): NotificationTarget {
  if (row.target_kind === 'member' && row.target_member_id !== null) {
    return { kind: 'member', memberId: row.target_member_id };
  }
  if (row.target_kind === 'role' && row.target_role !== null) {
    return { kind: 'role', role: row.target_role };
  }
  return { kind: 'newMembers' };
}

function toRecord(row: NotificationRow): NotificationRecord {
  return {
    notificationId: row.notification_id,
    clubId: row.mms_club_id,
    target: targetOf(row),
    targetLabel: row.target_label,
    subject: row.subject,
    body: row.body,
    sendAt: new Date(row.send_at),
    status: row.status,
    createdByStaffId: row.created_by_staff_id,
    createdByName: row.created_by_name,
    createdAt: new Date(row.created_at),
    sentAt: dateOrNull(row.sent_at),
    cancelledAt: dateOrNull(row.cancelled_at),
    cancelledByName: row.cancelled_by_name,
  };
}

export async function insertNotification(tx: Queryable, record: NotificationRecord): Promise<void> {
  await tx.query(
    `INSERT INTO staff_notifications (notification_id, mms_club_id, target_kind, target_member_id,
       target_role, target_label, subject, body, send_at, status, created_by_staff_id,
       created_by_name, created_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      record.notificationId,
      record.clubId,
      record.target.kind,
      record.target.kind === 'member' ? record.target.memberId : null,
      record.target.kind === 'role' ? record.target.role : null,
      record.targetLabel,
      record.subject,
      record.body,
      record.sendAt,
      record.status,
      record.createdByStaffId,
      record.createdByName,
      record.createdAt,
      record.sentAt,
    ],
  );
}

export async function findNotificationRecord(
  db: Queryable,
  notificationId: string,
): Promise<NotificationRecord | undefined> {
  const [row] = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM staff_notifications n WHERE n.notification_id = $1`,
    [notificationId],
  );
  return row && toRecord(row);
}

/** A club's notifications, newest first, with how many each reached. */
export async function notificationsOfClub(
  db: Queryable,
  clubId: string,
  limit: number,
): Promise<(NotificationRecord & { recipientCount: number })[]> {
  const rows = await db.query<NotificationRow & { recipient_count: number }>(
    `SELECT ${COLUMNS},
       (SELECT count(*)::int FROM staff_notification_recipients r
        WHERE r.notification_id = n.notification_id) AS recipient_count
     FROM staff_notifications n WHERE n.mms_club_id = $1
     ORDER BY n.created_at DESC, n.notification_id LIMIT $2`,
    [clubId, limit],
  );
  return rows.map((row) => ({ ...toRecord(row), recipientCount: row.recipient_count }));
}

/** The scheduled notifications due at `now`, oldest first. */
export async function dueNotificationIds(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ notification_id: string }>(
    `SELECT notification_id::text AS notification_id FROM staff_notifications
     WHERE status = 'scheduled' AND send_at <= $1 ORDER BY send_at, notification_id LIMIT $2`,
    [now, limit],
  );
  return rows.map((row) => row.notification_id);
}

/**
 * Marks a scheduled notification sent, in one statement that only a scheduled one passes: of two
 * deliveries (or a delivery and a cancellation) racing, in one process or several, one wins and
 * the other changes nothing. Answers whether this one won.
 */
export async function claimForSending(
  tx: Queryable,
  notificationId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE staff_notifications SET status = 'sent', sent_at = $2
     WHERE notification_id = $1 AND status = 'scheduled' RETURNING notification_id`,
    [notificationId, now],
  );
  return rows.length === 1;
}

/** Cancels a notification still scheduled; answers it, or undefined when it was not scheduled. */
export async function cancelScheduled(
  db: Queryable,
  notificationId: string,
  now: Date,
  byName: string,
): Promise<NotificationRecord | undefined> {
  const [row] = await db.query<NotificationRow>(
    `UPDATE staff_notifications AS n
     SET status = 'cancelled', cancelled_at = $2, cancelled_by_name = $3
     WHERE n.notification_id = $1 AND n.status = 'scheduled' RETURNING ${COLUMNS}`,
    [notificationId, now, byName],
  );
  return row && toRecord(row);
}

export async function insertRecipients(
  tx: Queryable,
  notificationId: string,
  recipients: readonly RecipientRecord[],
): Promise<void> {
  if (recipients.length === 0) return;
  await tx.query(
    `INSERT INTO staff_notification_recipients (notification_id, recipient_key, kind, member_id,
       membership_id, staff_id, name, email)
     SELECT $1, r.kind || ':' || COALESCE(r.member_id, r.staff_id::text), r.kind, r.member_id,
       r.membership_id, r.staff_id, r.name, r.email
     FROM unnest($2::text[], $3::text[], $4::text[], $5::uuid[], $6::text[], $7::text[])
       AS r(kind, member_id, membership_id, staff_id, name, email)`,
    [
      notificationId,
      recipients.map((recipient) => recipient.kind),
      recipients.map((recipient) => recipient.memberId),
      recipients.map((recipient) => recipient.membershipId),
      recipients.map((recipient) => recipient.staffId),
      recipients.map((recipient) => recipient.name),
      recipients.map((recipient) => recipient.email),
    ],
  );
}

export async function recipientsOf(
  db: Queryable,
  notificationId: string,
): Promise<RecipientRecord[]> {
  const rows = await db.query<{
    kind: 'member' | 'staff';
    name: string;
    email: string | null;
    member_id: string | null;
    membership_id: string | null;
    staff_id: string | null;
  }>(
    `SELECT kind, name, email, member_id, membership_id, staff_id::text AS staff_id
     FROM staff_notification_recipients WHERE notification_id = $1 ORDER BY kind, name, recipient_key`,
    [notificationId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    name: row.name,
    email: row.email,
    memberId: row.member_id,
    membershipId: row.membership_id,
    staffId: row.staff_id,
  }));
}

/** A team member's inbox entry: a notification sent to them and whether they read it. */
export interface InboxRecord {
  notification: NotificationRecord;
  readAt: Date | null;
}

/** A team member's sent notifications, newest first, at most `limit`, and how many are unread. */
export async function inboxOf(
  db: Queryable,
  staffId: string,
  limit: number,
): Promise<{ unread: number; entries: InboxRecord[] }> {
  const [rows, counted] = await Promise.all([
    db.query<NotificationRow & { read_at: Date | null }>(
      `SELECT ${COLUMNS}, r.read_at
       FROM staff_notification_recipients r
       JOIN staff_notifications n ON n.notification_id = r.notification_id
       WHERE r.kind = 'staff' AND r.staff_id = $1
       ORDER BY n.sent_at DESC, n.notification_id LIMIT $2`,
      [staffId, limit],
    ),
    db.query<{ unread: number }>(
      `SELECT count(*)::int AS unread FROM staff_notification_recipients
       WHERE kind = 'staff' AND staff_id = $1 AND read_at IS NULL`,
      [staffId],
    ),
  ]);
  return {
    unread: counted[0]?.unread ?? 0,
    entries: rows.map((row) => ({ notification: toRecord(row), readAt: dateOrNull(row.read_at) })),
  };
}

/** Marks a team member's notification read (once); answers whether it is in their inbox. */
export async function markRead(
  db: Queryable,
  staffId: string,
  notificationId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_notification_recipients SET read_at = COALESCE(read_at, $3)
     WHERE kind = 'staff' AND staff_id = $1 AND notification_id = $2 RETURNING notification_id`,
    [staffId, notificationId, now],
  );
  return rows.length === 1;
}
