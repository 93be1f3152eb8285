import { useQuery, useQueryClient } from '@tanstack/react-query';
import { markInboxRead } from '@clubjoin/contract/portalNotifications';
import { trackedCall } from '../../api/trackedCall';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { formatInstant } from '../members/memberTexts';
import { inboxQuery } from '../portalQueries';

/**
 * The signed-in team member's inbox on their dashboard: the notifications sent to their role at
 * their club, newest first, unread ones marked, each marked read with a button
 * (product/team-portal.md#notifications).
 */
export function InboxCard() {
  const inbox = useQuery(inboxQuery());
  const queryClient = useQueryClient();
  if (!inbox.data) return null;
  const markRead = async (notificationId: string) => {
    const answer = await trackedCall(markInboxRead, { params: { notificationId } });
    queryClient.setQueryData(inboxQuery().queryKey, answer);
  };
  return (
    <Card title={`Inbox (${inbox.data.unread} unread)`}>
      {inbox.data.entries.length === 0 ? (
        <p>No notification for you yet.</p>
      ) : (
        <ul>
          {inbox.data.entries.map((entry) => (
            <li key={entry.notificationId}>
              <article aria-label={entry.subject}>
                <h3>
                  {entry.readAt === null ? 'Unread: ' : ''}
                  {entry.subject}
                </h3>
                <p>
                  From {entry.from}, {entry.clubName}, {formatInstant(entry.sentAt)}
                </p>
                {entry.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                {entry.readAt === null && (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => void markRead(entry.notificationId)}
                  >
                    Mark “{entry.subject}” read
                  </Button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
