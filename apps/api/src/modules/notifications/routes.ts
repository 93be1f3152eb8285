import {
  cancelNotification as cancelNotificationEndpoint,
  getComposeContext,
  getInbox,
  getNotification,
  listNotifications,
  markInboxRead,
  previewNotification as previewNotificationEndpoint,
  sendNotification,
} from '@clubjoin/contract/portalNotifications';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type FailureAnswer,
  foundOrAnswer,
  HttpError,
  invalidField,
  valueOrAnswer,
} from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import {
  NOT_YOUR_CLUB_MESSAGE,
  requireClub,
  requireStaff,
  workingClub,
} from '../staff/staffAccessAnswer';
import { deliverDueNotifications } from './delivery';
import {
  type CancelFailure,
  cancelNotification,
  clubNotifications,
  type ComposeFailure,
  composeContext,
  inboxView,
  markInboxEntryRead,
  notificationDetails,
  type NotificationView,
  previewNotification,
  submitNotification,
} from './notifications';

const COMPOSE_PAGE = '/member/notifications';
const MANAGE_PAGE = '/member/notifications/manage';
/** Every role's inbox is part of the dashboard, which every role opens. */
const INBOX_PAGE = '/member';
const NO_NOTIFICATION = 'There is no such notification.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the scheduled notifications due now (the server's worker calls it; tests too). */
    deliverDueNotifications(): Promise<number>;
  }
}

function composeFailureAnswer(failure: ComposeFailure): FailureAnswer {
  switch (failure.kind) {
    case 'unknownClub':
      return invalidField('body.clubId', 'There is no such club.');
    case 'targetNotAllowed':
      return { status: 403, message: 'Your role may not send notifications to this target.' };
    case 'sendAt':
      return invalidField('body.sendAt', failure.message);
    case 'unknownMember':
      return invalidField('body.target.memberId', 'There is no member with this id.');
    case 'memberElsewhere':
      return invalidField(
        'body.target.memberId',
        'This member’s membership is at another club: choose that club first.',
      );
    case 'memberWithoutEmail':
      return invalidField('body.target.memberId', 'This member has no email address.');
  }
}

function cancelFailureAnswer(failure: CancelFailure): FailureAnswer {
  switch (failure.kind) {
    case 'unknown':
      return { status: 404, message: NO_NOTIFICATION };
    case 'otherClub':
      return { status: 403, message: NOT_YOUR_CLUB_MESSAGE };
    case 'notScheduled':
      return { status: 409, message: 'Only a scheduled notification can be cancelled.' };
  }
}

function summaryOf(view: NotificationView) {
  return {
    notificationId: view.notificationId,
    clubId: view.clubId,
    clubName: view.clubName,
    target: view.target,
    targetLabel: view.targetLabel,
    subject: view.subject,
    body: view.body,
    status: view.status,
    sendAt: view.sendAt.toISOString(),
    createdAt: view.createdAt.toISOString(),
    createdBy: view.createdByName,
    sentAt: view.sentAt ? view.sentAt.toISOString() : null,
    cancelledAt: view.cancelledAt ? view.cancelledAt.toISOString() : null,
    cancelledBy: view.cancelledByName,
    recipientCount: view.recipientCount,
  };
}

/**
 * The portal's notifications (product/team-portal.md#notifications): compose and preview, send now
 * or schedule, the manage page's list and details, cancel, and every team member's inbox. Every
 * route takes the team member from the staff session and checks their role and club. The app
 * also gets `deliverDueNotifications`, which the server's worker runs every few seconds.
 */
export function registerNotificationRoutes(app: FastifyInstance, context: ModuleContext): void {
  const staffFor = (raw: FastifyRequest, page: string) => requireStaff(context, raw, page);
  app.decorate('deliverDueNotifications', () => deliverDueNotifications(context));

  registerEndpoint(app, getComposeContext, async ({ raw, query }) => {
    const caller = await staffFor(raw, COMPOSE_PAGE);
    return valueOrAnswer(
      await composeContext(context, caller, workingClub(caller, query.clubId)),
      () => invalidField('clubId', 'There is no such club.'),
    );
  });

  registerEndpoint(app, previewNotificationEndpoint, async ({ raw, body }) => {
    const caller = await staffFor(raw, COMPOSE_PAGE);
    requireClub(caller, body.clubId);
    const preview = valueOrAnswer(
      await previewNotification(context, caller, body),
      composeFailureAnswer,
    );
    return { ...preview, sendAt: preview.sendAt.toISOString() };
  });

  registerEndpoint(app, sendNotification, async ({ raw, body }) => {
    const caller = await staffFor(raw, COMPOSE_PAGE);
    requireClub(caller, body.clubId);
    return summaryOf(
      valueOrAnswer(await submitNotification(context, caller, body), composeFailureAnswer),
    );
  });

  registerEndpoint(app, listNotifications, async ({ raw, query }) => {
    const caller = await staffFor(raw, MANAGE_PAGE);
    const views = await clubNotifications(context, workingClub(caller, query.clubId));
    return { notifications: views.map(summaryOf) };
  });

  registerEndpoint(app, getNotification, async ({ raw, params }) => {
    const caller = await staffFor(raw, MANAGE_PAGE);
    const details = foundOrAnswer(
      await notificationDetails(context, params.notificationId, (clubId) =>
        requireClub(caller, clubId),
      ),
      () => ({ status: 404, message: NO_NOTIFICATION }),
    );
    return {
      ...summaryOf(details),
      recipients: details.recipients.map((recipient) => ({
        kind: recipient.kind,
        name: recipient.name,
        email: recipient.email,
        memberId: recipient.memberId,
        membershipId: recipient.membershipId,
      })),
    };
  });

  registerEndpoint(app, cancelNotificationEndpoint, async ({ raw, params }) => {
    const caller = await staffFor(raw, MANAGE_PAGE);
    return summaryOf(
      valueOrAnswer(
        await cancelNotification(context, caller, params.notificationId),
        cancelFailureAnswer,
      ),
    );
  });

  registerEndpoint(app, getInbox, async ({ raw }) => {
    const caller = await staffFor(raw, INBOX_PAGE);
    return inboxView(context, caller.staffId);
  });

  registerEndpoint(app, markInboxRead, async ({ raw, params }) => {
    const caller = await staffFor(raw, INBOX_PAGE);
    if (!(await markInboxEntryRead(context, caller.staffId, params.notificationId))) {
      throw new HttpError({ status: 404, message: NO_NOTIFICATION });
    }
    return inboxView(context, caller.staffId);
  });
}
