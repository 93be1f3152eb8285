import {
  NOTIFICATION_STATUSES,
  NOTIFICATION_TARGET_KINDS,
  NotificationDraft,
  NotificationTarget,
} from '@clubjoin/domain/staff/notifications';
import { STAFF_ROLES } from '@clubjoin/domain/staff/roles';
import { z } from 'zod';
import { ClubId } from './catalog/clubId';
import { defineEndpoint } from './endpoint';
import { staffRefusals } from './staffRefusals';

/**
 * The portal's notifications (product/team-portal.md#notifications): compose, preview, send now or
 * schedule, cancel, the manage page's list, and every team member's inbox. Every endpoint takes
 * the team member from their staff session and answers 401 without one, 403 for a role that may
 * not open the page it serves or a club the team member does not work at.
 */

const STAFF_REFUSALS = staffRefusals('403 for a role without the page or a club not theirs');

const tags = ['portal-notifications'];

const NotificationId = z.uuid({ error: 'A notification id is a UUID' });
const NotificationParams = z.object({ notificationId: NotificationId });
const ClubQuery = z.object({
  clubId: ClubId.optional().describe("A club of the team member's; their first club when absent"),
});

export const NotificationRequest = NotificationDraft.extend({ clubId: ClubId }).meta({
  id: 'NotificationRequest',
});
export type NotificationRequest = z.input<typeof NotificationRequest>;

export const ComposeContext = z
  .object({
    clubId: z.string(),
    clubName: z.string(),
    timeZone: z.string(),
    /** Now at the club, as its clocks show it (`YYYY-MM-DDTHH:mm:ss`). */
    clubNow: z.string(),
    targets: z.array(z.enum(NOTIFICATION_TARGET_KINDS)),
    roles: z.array(z.enum(STAFF_ROLES)),
    newMemberDays: z.number().int(),
  })
  .meta({ id: 'NotificationComposeContext' });
export type ComposeContext = z.infer<typeof ComposeContext>;

/** GET what the compose page needs: the club, its time now, the targets the role may use. */
export const getComposeContext = defineEndpoint({
  method: 'GET',
  path: '/api/portal/notifications/compose',
  summary: `The club a notification is composed for, its time zone and time now, and the targets the team member's role may use. ${STAFF_REFUSALS}; 400 for an administrator who names no club.`,
  tags,
  query: ClubQuery,
  status: 200,
  response: ComposeContext,
});

const Recipient = z.object({
  kind: z.enum(['member', 'staff']),
  name: z.string(),
  email: z.string().nullable(),
  memberId: z.string().nullable(),
  membershipId: z.string().nullable(),
});

export const NotificationPreview = z
  .object({
    subject: z.string(),
    paragraphs: z.array(z.string()),
    /** The instant it would go; now for a notification sent now. */
    sendAt: z.iso.datetime(),
    targetLabel: z.string(),
    recipientCount: z.number().int().min(0),
    /** The first few recipients' names, as they would be reached now. */
    sampleNames: z.array(z.string()),
  })
  .meta({ id: 'NotificationPreview' });
export type NotificationPreview = z.infer<typeof NotificationPreview>;

const DRAFT_REFUSALS =
  '400 naming the field for a bad subject, message, target or time (a time later than now and within 90 days, at the club), or a member not of this club or without email; 403 for a target the role may not use';

/** POST a draft to see it rendered, with how many it would reach now. Nothing is stored. */
export const previewNotification = defineEndpoint({
  method: 'POST',
  path: '/api/portal/notifications/preview',
  summary: `Renders a draft notification and counts whom it would reach now, naming a few. ${STAFF_REFUSALS}; ${DRAFT_REFUSALS}.`,
  tags,
  body: NotificationRequest,
  status: 200,
  response: NotificationPreview,
});

export const NotificationSummary = z
  .object({
    notificationId: z.string(),
    clubId: z.string(),
    clubName: z.string(),
    target: NotificationTarget,
    targetLabel: z.string(),
    subject: z.string(),
    body: z.string(),
    status: z.enum(NOTIFICATION_STATUSES),
    sendAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    createdBy: z.string(),
    sentAt: z.iso.datetime().nullable(),
    cancelledAt: z.iso.datetime().nullable(),
    cancelledBy: z.string().nullable(),
    recipientCount: z.number().int().min(0),
  })
  .meta({ id: 'NotificationSummary' });
export type NotificationSummary = z.infer<typeof NotificationSummary>;

/** POST a notification: sent at once without a time, else scheduled. */
export const sendNotification = defineEndpoint({
  method: 'POST',
  path: '/api/portal/notifications',
  summary: `Sends a notification now (sendAt null) or schedules it for a time at the club; members get it by email through the outbox, team members in their portal inbox, each once. ${STAFF_REFUSALS}; ${DRAFT_REFUSALS}.`,
  tags,
  body: NotificationRequest,
  status: 201,
  response: NotificationSummary,
});

export const NotificationList = z
  .object({ notifications: z.array(NotificationSummary) })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationList>;

/** GET the manage page's list: a club's notifications, newest first. */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/portal/notifications',
  summary: `A club's notifications, scheduled, sent and cancelled, newest first (at most 200). ${STAFF_REFUSALS}; 400 for an administrator who names no club.`,
  tags,
  query: ClubQuery,
  status: 200,
  response: NotificationList,
});

export const NotificationDetails = NotificationSummary.extend({
  recipients: z.array(Recipient),
}).meta({ id: 'NotificationDetails' });
export type NotificationDetails = z.infer<typeof NotificationDetails>;

/** GET one notification with everyone it reached. */
export const getNotification = defineEndpoint({
  method: 'GET',
  path: '/api/portal/notifications/{notificationId}',
  summary: `One notification with each recipient it reached (none while scheduled). ${STAFF_REFUSALS}; 404 for an unknown one.`,
  tags,
  params: NotificationParams,
  status: 200,
  response: NotificationDetails,
});

/** POST the cancellation of a scheduled notification. */
export const cancelNotification = defineEndpoint({
  method: 'POST',
  path: '/api/portal/notifications/{notificationId}/cancel',
  summary: `Cancels a scheduled notification before it goes. ${STAFF_REFUSALS}; 404 for an unknown one, 409 for one sent or cancelled already.`,
  tags,
  params: NotificationParams,
  status: 200,
  response: NotificationSummary,
});

export const InboxEntry = z.object({
  notificationId: z.string(),
  clubName: z.string(),
  subject: z.string(),
  paragraphs: z.array(z.string()),
  from: z.string(),
  sentAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type InboxEntry = z.infer<typeof InboxEntry>;

export const Inbox = z
  .object({ unread: z.number().int().min(0), entries: z.array(InboxEntry) })
  .meta({ id: 'StaffInbox' });
export type Inbox = z.infer<typeof Inbox>;

/** GET the signed-in team member's inbox: the notifications sent to their role, newest first. */
export const getInbox = defineEndpoint({
  method: 'GET',
  path: '/api/portal/inbox',
  summary: `The signed-in team member's notifications, newest first (at most 50), and how many are unread. ${STAFF_REFUSALS}.`,
  tags,
  status: 200,
  response: Inbox,
});

/** POST that the signed-in team member read one of their notifications. */
export const markInboxRead = defineEndpoint({
  method: 'POST',
  path: '/api/portal/inbox/{notificationId}/read',
  summary: `Marks one of the signed-in team member's notifications read; answers the inbox. ${STAFF_REFUSALS}; 404 for a notification not in their inbox.`,
  tags,
  params: NotificationParams,
  status: 200,
  response: Inbox,
});
