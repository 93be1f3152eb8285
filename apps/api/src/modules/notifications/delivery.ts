import { renderNotification } from '@clubjoin/domain/staff/notifications';
import type { Queryable } from '../../db/database';
import { notificationEmail } from '../../mail/notificationEmail';
import { enqueueEmail } from '../../mail/outbox';
import { findClub } from '../clubs/findClub';
import type { ModuleContext } from '../moduleContext';
import { type Audience, audienceOf } from './audience';
import {
  claimForSending,
  dueNotificationIds,
  findNotificationRecord,
  insertRecipients,
  type NotificationRecord,
} from './store';

/** The name a club's notifications are signed with; its id when the catalog no longer has it. */
export async function clubNameOf(context: ModuleContext, clubId: string): Promise<string> {
  return (await findClub(context, clubId))?.name ?? `Club ${clubId}`;
}

/**
 * Writes what a notification's delivery leaves, in the transaction that marks it sent: a row per
 * recipient (a team member's is their inbox entry) and, for each member, an email in the outbox,
 * which the email worker sends through SMTP.
 */
export async function writeDelivery(
  tx: Queryable,
  notification: Pick<NotificationRecord, 'notificationId' | 'subject' | 'body'>,
  clubName: string,
  audience: Audience,
  now: Date,
): Promise<void> {
  await insertRecipients(tx, notification.notificationId, audience.recipients);
  const email = notificationEmail(
    renderNotification({ subject: notification.subject, body: notification.body, clubName }),
  );
  for (const recipient of audience.recipients) {
    if (recipient.kind === 'member' && recipient.email !== null) {
      await enqueueEmail(tx, { ...email, to: recipient.email }, now);
    }
  }
}

/**
 * Delivers one scheduled notification at the clock's now, to whom its target reaches then. The
 * claim (scheduled to sent) and everything written happen in one transaction, so a notification
 * goes once only: another process or round that claims it too changes nothing, and a cancelled
 * one is never claimed. A member target that has gone meanwhile reaches no one. Answers whether
 * this call delivered it.
 */
async function deliverScheduled(context: ModuleContext, notificationId: string): Promise<boolean> {
  const notification = await findNotificationRecord(context.db, notificationId);
  if (notification?.status !== 'scheduled') return false;
  const now = context.clock();
  const clubName = await clubNameOf(context, notification.clubId);
  const found = await audienceOf(
    context,
    { clubId: notification.clubId, name: clubName },
    notification.target,
    now,
  );
  const audience = found.ok ? found.value : { label: notification.targetLabel, recipients: [] };
  return context.db.transaction(async (tx) => {
    if (!(await claimForSending(tx, notificationId, now))) return false;
    await writeDelivery(tx, notification, clubName, audience, now);
    return true;
  });
}

/** How many due notifications one round takes at most. */
const ROUND_SIZE = 20;

/**
 * Delivers every scheduled notification due at the clock's now (product/team-portal.md#notifications);
 * answers how many this call delivered. The server runs it every few seconds. One that fails does
 * not hold up the others: the round goes on and throws the first failure at its end, to be logged,
 * and the failed one is tried again next round.
 */
export async function deliverDueNotifications(context: ModuleContext): Promise<number> {
  let delivered = 0;
  const failures: unknown[] = [];
  for (;;) {
    const due = await dueNotificationIds(context.db, context.clock(), ROUND_SIZE);
    let claimed = 0;
    for (const notificationId of due) {
      try {
        if (await deliverScheduled(context, notificationId)) claimed += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    delivered += claimed;
    if (due.length < ROUND_SIZE || claimed === 0) break;
  }
  if (failures.length > 0) throw failures[0];
  return delivered;
}
