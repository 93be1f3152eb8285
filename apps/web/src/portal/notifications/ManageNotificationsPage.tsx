import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  cancelNotification,
  getNotification,
  listNotifications,
  type NotificationSummary,
} from '@clubjoin/contract/portalNotifications';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import styles from '../members/members.module.css';
import { formatInstant, memberDetailsPath } from '../members/memberTexts';
import { useWorkingClub } from '../members/useWorkingClub';

const STATUS_LABELS = { scheduled: 'Scheduled', sent: 'Sent', cancelled: 'Cancelled' } as const;

/** When a notification went, goes or would have gone. */
function whenOf(notification: NotificationSummary): string {
  switch (notification.status) {
    case 'sent':
      return `Sent ${formatInstant(notification.sentAt ?? notification.sendAt)}`;
    case 'scheduled':
      return `Goes ${formatInstant(notification.sendAt)}`;
    case 'cancelled':
      return `Was due ${formatInstant(notification.sendAt)}; cancelled by ${notification.cancelledBy ?? 'a team member'}`;
  }
}

/** Everyone one notification reached, read when opened. */
function Recipients({ notificationId }: { notificationId: string }) {
  const details = useTrackedQuery(getNotification, { params: { notificationId } });
  if (!details.data) return <Skeleton height="2rem" />;
  if (details.data.recipients.length === 0) {
    return <p>{details.data.status === 'sent' ? 'It reached no one.' : 'Not sent yet.'}</p>;
  }
  return (
    <ul aria-label={`Recipients of ${details.data.subject}`}>
      {details.data.recipients.map((recipient) => (
        <li key={`${recipient.kind}-${recipient.memberId ?? recipient.name}`}>
          {recipient.membershipId ? (
            <Link to={memberDetailsPath(recipient.membershipId)}>{recipient.name}</Link>
          ) : (
            recipient.name
          )}
          {recipient.kind === 'member' ? `, ${recipient.email ?? ''}` : ', in the portal'}
        </li>
      ))}
    </ul>
  );
}

function NotificationRow({ notification }: { notification: NotificationSummary }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await trackedCall(cancelNotification, {
        params: { notificationId: notification.notificationId },
      });
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(listNotifications) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <td>{notification.subject}</td>
      <td>{notification.targetLabel}</td>
      <td>{STATUS_LABELS[notification.status]}</td>
      <td>{whenOf(notification)}</td>
      <td>{notification.createdBy}</td>
      <td>
        {notification.status === 'sent' ? (
          <>
            <Button
              type="button"
              variant="secondary"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {notification.recipientCount}{' '}
              {notification.recipientCount === 1 ? 'recipient' : 'recipients'}
            </Button>
            {open && <Recipients notificationId={notification.notificationId} />}
          </>
        ) : notification.status === 'scheduled' ? (
          <Button type="button" variant="secondary" loading={busy} onClick={() => void cancel()}>
            Cancel “{notification.subject}”
          </Button>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/**
 * `/member/notifications/manage`: a club's notifications, newest first: what was sent or is
 * scheduled, by whom, to which target, when, and everyone each reached; a scheduled one can be
 * cancelled before it goes (product/team-portal.md#notifications).
 */
export function ManageNotificationsPage() {
  const { clubId, picker } = useWorkingClub();
  const list = useTrackedQuery(listNotifications, clubId ? { query: { clubId } } : undefined);
  return (
    <div className={styles.stack}>
      {picker}
      {!clubId ? null : !list.data ? (
        <Skeleton height="8rem" />
      ) : (
        <Card title={`Notifications (${list.data.notifications.length})`}>
          {list.data.notifications.length === 0 ? (
            <p>No notification yet.</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Subject</th>
                    <th scope="col">To</th>
                    <th scope="col">Status</th>
                    <th scope="col">When</th>
                    <th scope="col">By</th>
                    <th scope="col">Recipients</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.notifications.map((notification) => (
                    <NotificationRow
                      key={notification.notificationId}
                      notification={notification}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
      <p>
        <Link to="/member/notifications">New notification</Link>
      </p>
    </div>
  );
}
