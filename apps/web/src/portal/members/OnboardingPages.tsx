import { getDepartmentCounts, getOnboardingList } from '@clubjoin/contract/portalMembers';
import { ONBOARDING_PLAN } from '@clubjoin/domain/staff/onboarding';
import { STAFF_ROLE_LABELS, type StaffRole } from '@clubjoin/domain/staff/roles';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { Skeleton } from '../../ui/Skeleton';
import styles from './members.module.css';
import { useWorkingClub } from './useWorkingClub';
import { OnboardingTable } from './OnboardingTable';

/** A club's onboarding list, all of it or the part one role owns. */
function OnboardingListPage({ owner }: { owner?: StaffRole }) {
  const { clubId, picker } = useWorkingClub();
  const list = useTrackedQuery(getOnboardingList, clubId ? { query: { clubId } } : undefined);
  return (
    <div className={styles.stack}>
      {picker}
      {!clubId ? null : list.data ? (
        <OnboardingTable entries={list.data.memberships} owner={owner} />
      ) : (
        <Skeleton height="8rem" />
      )}
    </div>
  );
}

/**
 * `/member/nmo`: every membership that joined the club in the last 100 days, overdue first, with
 * each stage's owner and state and the at-risk flags (product/team-portal.md#new-member-onboarding).
 */
export function OnboardingPage() {
  return <OnboardingListPage />;
}

/** `/member/nmo/member-services-dashboard`: the welcome calls and steps member services owns. */
export function MemberServicesDashboardPage() {
  return <OnboardingListPage owner="memberServices" />;
}

/** `/member/nmo/department-dashboard`: the club's onboarding counted by stage and owner. */
export function DepartmentDashboardPage() {
  const { clubId, picker } = useWorkingClub();
  const counts = useTrackedQuery(getDepartmentCounts, clubId ? { query: { clubId } } : undefined);
  return (
    <div className={styles.stack}>
      {picker}
      {!clubId ? null : counts.data ? (
        <>
          <p>
            {counts.data.memberships} new memberships, {counts.data.atRisk} at risk.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Stages by owner</caption>
              <thead>
                <tr>
                  <th scope="col">Stage</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Overdue</th>
                  <th scope="col">Due</th>
                  <th scope="col">Done</th>
                </tr>
              </thead>
              <tbody>
                {counts.data.rows.map((row) => (
                  <tr key={row.stage}>
                    <th scope="row">{ONBOARDING_PLAN[row.stage].label}</th>
                    <td>{STAFF_ROLE_LABELS[row.owner]}</td>
                    <td className={row.overdue > 0 ? styles.atRisk : undefined}>{row.overdue}</td>
                    <td>{row.due}</td>
                    <td>{row.done}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <Skeleton height="8rem" />
      )}
    </div>
  );
}
