import { Link } from 'wouter';
import { getTodayQueue } from '@clubjoin/contract/portalMembers';
import { ONBOARDING_PLAN } from '@clubjoin/domain/staff/onboarding';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { InboxCard } from '../notifications/InboxCard';
import styles from './members.module.css';
import { formatInstant, memberDetailsPath } from './memberTexts';
import { useWorkingClub } from './useWorkingClub';

/**
 * `/member`: the today queue of the signed-in role at their club (product/team-portal.md#dashboard):
 * new joins, the onboarding steps they own that are due or overdue, members who have not visited;
 * and their inbox of notifications.
 */
export function MemberDashboardPage() {
  const { clubId, picker } = useWorkingClub();
  const queue = useTrackedQuery(getTodayQueue, clubId ? { query: { clubId } } : undefined);
  const name = (primary: { firstName: string; lastName: string } | null, fallback: string) =>
    primary ? `${primary.firstName} ${primary.lastName}` : fallback;
  return (
    <div className={styles.stack}>
      <InboxCard />
      {picker}
      {!clubId ? null : !queue.data ? (
        <Skeleton height="8rem" />
      ) : (
        <>
          <Card title={`Steps due (${queue.data.stepsDue.length})`}>
            {queue.data.stepsDue.length === 0 ? (
              <p>Nothing due today.</p>
            ) : (
              <ul>
                {queue.data.stepsDue.map((step) => (
                  <li key={`${step.membershipId}-${step.stage}`}>
                    <Link to={memberDetailsPath(step.membershipId)}>
                      {name(step.primary, step.membershipId)}
                    </Link>
                    : {ONBOARDING_PLAN[step.stage].label},{' '}
                    <span className={step.state === 'overdue' ? styles.atRisk : undefined}>
                      {step.state === 'overdue' ? 'overdue since' : 'due'}{' '}
                      {formatInstant(step.dueAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={`New joins (${queue.data.newJoins.length})`}>
            {queue.data.newJoins.length === 0 ? (
              <p>No one joined in the last day.</p>
            ) : (
              <ul>
                {queue.data.newJoins.map((entry) => (
                  <li key={entry.membershipId}>
                    <Link to={memberDetailsPath(entry.membershipId)}>
                      {name(entry.primary, entry.membershipId)}
                    </Link>
                    , joined {formatInstant(entry.joinedAt)}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title={`Not visited in 10 days (${queue.data.notVisited.length})`}>
            {queue.data.notVisited.length === 0 ? (
              <p>Every new member has visited lately.</p>
            ) : (
              <ul>
                {queue.data.notVisited.map((entry) => (
                  <li key={entry.membershipId}>
                    <Link to={memberDetailsPath(entry.membershipId)}>
                      {name(entry.primary, entry.membershipId)}
                    </Link>
                    {entry.lastVisitAt
                      ? `, last visit ${formatInstant(entry.lastVisitAt)}`
                      : ', no visit yet'}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <p>
            <Link to="/member/nmo">All new member onboarding</Link>
          </p>
        </>
      )}
    </div>
  );
}
