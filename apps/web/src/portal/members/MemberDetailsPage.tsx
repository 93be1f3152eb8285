import { useQueryClient } from '@tanstack/react-query';
import { NavLink } from '../../routing/NavLink';
import { useSearchParams } from '../../routing/location';
import {
  addMembershipNote,
  getMembershipDetails,
  getMembershipTimeline,
  type MembershipDetails,
  type Timeline,
} from '@clubjoin/contract/portalMembers';
import { membershipStatusLabel } from '@clubjoin/domain/accounts/memberAccount';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { trackedCall } from '../../api/trackedCall';
import { trackedQuery, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { AssessmentSection } from './AssessmentSection';
import styles from './members.module.css';
import { useStaffNote } from './StaffNoteField';
import { formatInstant, type MemberDetailsSection, memberDetailsPath } from './memberTexts';

/** The parts of member details, each at its own address under /member/member-details. */
const SECTION_TITLES: Record<MemberDetailsSection, string> = {
  overview: 'Membership',
  connectivity: 'Connectivity',
  'activity-timeline': 'Activity timeline',
  packages: 'Packages',
  workouts: 'Workouts',
  assessment: 'Assessment',
};

function Overview({ details }: { details: MembershipDetails }) {
  const cents = (amount: number) => formatMoney(amount, details.currency);
  return (
    <>
      <dl>
        <dt>Club</dt>
        <dd>{details.clubName}</dd>
        <dt>Status</dt>
        <dd>{membershipStatusLabel(details.status)}</dd>
        <dt>Joined</dt>
        <dd>{formatInstant(details.joinedAt)}</dd>
        <dt>Level</dt>
        <dd>{details.membershipLevel}</dd>
        <dt>Visits</dt>
        <dd>
          {details.visits.count}
          {details.visits.lastVisitAt ? `, last ${formatInstant(details.visits.lastVisitAt)}` : ''}
        </dd>
      </dl>
      <Card headingLevel={3} title="Members">
        <ul>
          {details.members.map((member) => (
            <li key={member.memberId}>
              {member.firstName} {member.lastName} ({member.memberType}), member id{' '}
              {member.memberId}
            </li>
          ))}
        </ul>
      </Card>
      <Card headingLevel={3} title="Payments">
        {details.purchase ? (
          <>
            <p>
              {cents(details.purchase.chargedAmount)} charged{' '}
              {formatInstant(details.purchase.completedAt)} on {details.purchase.payment.brand}{' '}
              ending {details.purchase.payment.lastFour}; {cents(details.purchase.monthlyAmount)} a
              month.
            </p>
            <ul>
              {details.purchase.lines.map((line, index) => (
                <li key={index}>
                  {line.description}: {cents(line.amount)}
                  {line.tax > 0 ? ` plus ${cents(line.tax)} tax` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Bought before online sales: no payment on record here.</p>
        )}
      </Card>
      <Card headingLevel={3} title="Agreements">
        {details.agreements.length === 0 ? (
          <p>No agreements on record.</p>
        ) : (
          <ul>
            {details.agreements.map((agreement) => (
              <li key={agreement.id}>
                {agreement.name} (version {agreement.version}), accepted{' '}
                {formatInstant(agreement.acceptedAt)}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function Connectivity({ details }: { details: MembershipDetails }) {
  const { connectivity } = details;
  return (
    <dl>
      <dt>Email</dt>
      <dd>{connectivity.email ?? 'none given'}: account and purchase emails only</dd>
      <dt>Phone</dt>
      <dd>{connectivity.phoneNumber ?? 'none given'}</dd>
      <dt>Text messages</dt>
      <dd>
        {connectivity.smsOptIn === null
          ? 'not asked online'
          : connectivity.smsOptIn
            ? 'opted in'
            : 'not opted in'}
      </dd>
      <dt>Account sign-ins</dt>
      <dd>{accountSignIns(connectivity.account)}</dd>
    </dl>
  );
}

function accountSignIns(account: MembershipDetails['connectivity']['account']): string {
  if (!account) return 'no member account';
  if (account.signInCount === 0 || !account.lastSignedInAt) {
    return `${account.username}: never signed in`;
  }
  const times = account.signInCount === 1 ? 'once' : `${account.signInCount} times`;
  return `${account.username}: signed in ${times}, last ${formatInstant(account.lastSignedInAt)}`;
}

/** The key the activity timeline is read under, so a note's answer replaces it. */
const timelineKey = (membershipId: string) =>
  trackedQuery(getMembershipTimeline, { params: { membershipId } }).queryKey;

function NoteForm({ membershipId }: { membershipId: string }) {
  const queryClient = useQueryClient();
  const { field, busy, submit } = useStaffNote(async (note) => {
    const timeline = await trackedCall(
      addMembershipNote,
      { params: { membershipId }, body: { note } },
      { handled: (failure) => failure.status === 400 },
    );
    queryClient.setQueryData(timelineKey(membershipId), timeline);
  });
  return (
    <form
      aria-label="Add a note"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {field}
      <Button type="submit" loading={busy}>
        Add note
      </Button>
    </form>
  );
}

function TimelineView({ timeline }: { timeline: Timeline }) {
  return (
    <ol aria-label="Activity, newest first">
      {timeline.events.map((event, index) => (
        <li key={index}>
          <strong>{event.title}</strong> <time dateTime={event.at}>{formatInstant(event.at)}</time>
          {event.by ? `, by ${event.by}` : ''}
          {event.detail ? <p>{event.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function ActivityTimeline({ membershipId }: { membershipId: string }) {
  const timeline = useTrackedQuery(getMembershipTimeline, { params: { membershipId } });
  return (
    <>
      <NoteForm membershipId={membershipId} />
      {timeline.data ? <TimelineView timeline={timeline.data} /> : <Skeleton height="8rem" />}
    </>
  );
}

function Packages({ details }: { details: MembershipDetails }) {
  const cents = (amount: number) => formatMoney(amount, details.currency);
  return details.packages.length === 0 ? (
    <p>No packages were bought with this membership.</p>
  ) : (
    <ul>
      {details.packages.map((item, index) => (
        <li key={index}>
          {item.description}: {cents(item.amount)}
        </li>
      ))}
    </ul>
  );
}

/**
 * `/member/member-details?membershipId=…` and its children (product/team-portal.md#member-details):
 * the membership, connectivity, activity timeline, packages and fitness assessments. Workouts
 * come with coaching: its page says so.
 */
export function MemberDetailsPage({ section }: { section: MemberDetailsSection }) {
  const [params] = useSearchParams();
  const membershipId = params.get('membershipId') ?? '';
  const details = useTrackedQuery(
    getMembershipDetails,
    membershipId ? { params: { membershipId } } : undefined,
    { handled: (failure) => failure.status === 404 },
  );
  const primary = details.data?.members.find((member) => member.memberType === 'primary');
  const title = primary ? `${primary.firstName} ${primary.lastName}` : 'Member details';
  const tabs: [MemberDetailsSection, string][] = [
    ['overview', ''],
    ['connectivity', '/connectivity'],
    ['activity-timeline', '/activity-timeline'],
    ['packages', '/packages'],
    ['workouts', '/workouts'],
    ['assessment', '/assessment'],
  ];
  if (!membershipId) {
    return <p>Open a member from the search to see their details.</p>;
  }
  return (
    <div className={styles.stack}>
      <h2>{title}</h2>
      <nav aria-label="Member details">
        <ul className={styles.tabs}>
          {tabs.map(([tab, child]) => (
            <li key={tab}>
              <NavLink to={memberDetailsPath(membershipId, child)}>{SECTION_TITLES[tab]}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h3>{SECTION_TITLES[section]}</h3>
      {details.error?.status === 404 ? (
        <p>{details.error.message}</p>
      ) : section === 'workouts' ? (
        <p>Workouts are added with coaching; nothing is recorded here yet.</p>
      ) : section === 'assessment' ? (
        <AssessmentSection membershipId={membershipId} />
      ) : section === 'activity-timeline' ? (
        <ActivityTimeline membershipId={membershipId} />
      ) : !details.data ? (
        <Skeleton height="8rem" />
      ) : section === 'connectivity' ? (
        <Connectivity details={details.data} />
      ) : section === 'packages' ? (
        <Packages details={details.data} />
      ) : (
        <Overview details={details.data} />
      )}
    </div>
  );
}
