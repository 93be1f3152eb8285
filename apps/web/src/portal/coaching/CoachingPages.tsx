import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useSearchParams } from '../../routing/location';
import {
  assignBuyer,
  type ClientDetail,
  completeSession,
  getClient,
  listClients,
  listTrainerAccess,
  listTrainingPackages,
  revokeTrainerAccess,
} from '@clubjoin/contract/coaching';
import { listWorkouts } from '@clubjoin/contract/workouts';
import { workoutItemText } from '@clubjoin/domain/staff/workouts';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import styles from '../members/members.module.css';
import own from './coaching.module.css';
import { memberDetailsPath } from '../members/memberTexts';
import { useWorkingClub } from '../members/useWorkingClub';
import { type ClubTexts, packageLine, useClubTexts, useCoachingCall } from './coachingCall';
import {
  AccessCodeForm,
  AddClientForm,
  AssignProgramForm,
  fullName,
  PlanSessionForm,
  TrainingPackageForm,
} from './coachingForms';
import { cardBrandName, PackageSaleForm } from './PackageSaleForm';

const SESSION_DETAIL_PATH = '/member/coaching/session-detail';
const sessionDetailPath = (clientId: string) =>
  `${SESSION_DETAIL_PATH}?clientId=${encodeURIComponent(clientId)}`;

const dateTime = (text: string | null) => (text ? text.replace('T', ' at ') : '—');

/** A noop for a call whose body has no field a person typed (a button's call). */
const NO_FIELDS = () => undefined;

/**
 * `/member/coaching` and its hidden `pt-client-list` (issue 19; docs/decisions/0033): the trainer's
 * clients with sessions left, last and next session and days since last assessed; the members
 * whose sale bought personal training and who have no trainer yet; and a client without a
 * membership added by name, email and phone. Dates are the club's.
 */
export function ClientListPage() {
  const { clubId, picker } = useWorkingClub();
  const list = useTrackedQuery(listClients, clubId ? { query: { clubId } } : undefined).data;
  const texts = useClubTexts(clubId);
  const { run, busy, alert } = useCoachingCall();
  const [notice, setNotice] = useState('');
  // An administrator, who works at no club in particular, picks one first.
  if (clubId === undefined) return <>{picker}</>;
  if (!list || !texts) return <p>Loading your clients…</p>;

  const take = async (membershipId: string, name: string) => {
    const client = await run(
      assignBuyer,
      { params: { membershipId }, body: { trainerId: null } },
      NO_FIELDS,
    );
    if (client) setNotice(`${name} is now a client of ${client.trainerName ?? 'the club'}.`);
  };

  return (
    <div className={styles.stack}>
      {picker}
      <p role="status">{notice}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>My clients</caption>
          <thead>
            <tr>
              <th scope="col">Client</th>
              <th scope="col">Sessions left</th>
              <th scope="col">Valid until</th>
              <th scope="col">Last session</th>
              <th scope="col">Next session</th>
              <th scope="col">Days since assessed</th>
            </tr>
          </thead>
          <tbody>
            {list.clients.length === 0 && (
              <tr>
                <td colSpan={6}>No clients yet.</td>
              </tr>
            )}
            {list.clients.map((client) => (
              <tr key={client.clientId}>
                <th scope="row">
                  <Link to={sessionDetailPath(client.clientId)}>{fullName(client)}</Link>
                  {client.membershipId === null && ' (training only)'}
                </th>
                <td>{client.sessionsLeft}</td>
                <td>{client.validUntil ? texts.date(client.validUntil) : '—'}</td>
                <td>{dateTime(client.lastSession)}</td>
                <td>{dateTime(client.nextSession)}</td>
                <td>{client.daysSinceAssessed ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Card title="Unassigned">
        {alert}
        {list.unassigned.length === 0 ? (
          <p>Every member who bought personal training has a trainer.</p>
        ) : (
          <ul>
            {list.unassigned.map((buyer) => (
              <li key={buyer.membershipId}>
                {fullName(buyer)}: {buyer.description} ({buyer.sessions} sessions), bought{' '}
                {texts.date(buyer.purchasedAt)}{' '}
                <Button
                  variant="secondary"
                  loading={busy}
                  onClick={() => void take(buyer.membershipId, fullName(buyer))}
                >
                  Take on {fullName(buyer)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <AddClientForm
        clubId={list.clubId}
        onAdded={(client) => setNotice(`${fullName(client)} is added.`)}
      />
    </div>
  );
}

/** The client a session-detail page is about, from its `clientId` query. */
function useClient(): { clientId: string; detail: ClientDetail | undefined } {
  const [params] = useSearchParams();
  const clientId = params.get('clientId') ?? '';
  const detail = useTrackedQuery(getClient, clientId ? { params: { clientId } } : undefined).data;
  return { clientId, detail };
}

/** The banner of a team member acting for a member under their consent, or why they may not. */
function ActingBanner({ detail, texts }: { detail: ClientDetail; texts: ClubTexts }): ReactNode {
  if (!detail.access.needed) return null;
  return detail.access.grantedAt ? (
    <p className={own.banner} role="note" aria-label="Acting for a member">
      Acting for {fullName(detail.client)}, with their consent since{' '}
      {texts.date(detail.access.grantedAt)}. Every change is in their timeline.
    </p>
  ) : (
    <p className={own.banner} role="note" aria-label="No consent">
      {fullName(detail.client)} has not given you access: ask them for a code from their account
      page and enter it on <Link to="/member/coaching/trainer-access">Trainer Access</Link>.
    </p>
  );
}

/** The receipt lines of the packages sold to a client, newest first. */
function Receipts({ detail, texts }: { detail: ClientDetail; texts: ClubTexts }) {
  return (
    <Card title="Receipts">
      {detail.sales.length === 0 ? (
        <p>No package sold yet.</p>
      ) : (
        <ul aria-label="Receipts, newest first">
          {detail.sales.map((sale) => (
            <li key={sale.saleId}>
              {texts.dateTime(sale.soldAt)}: {sale.packageName}, {sale.sessions} sessions,{' '}
              {formatMoney(sale.amountCents, sale.currency)} on {cardBrandName(sale.cardBrand)}{' '}
              ending {sale.cardLastFour}, sold by {sale.soldByName} (charge {sale.chargeReference})
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * `/member/coaching/session-detail?clientId=…` (docs/decisions/0033, 0038): the client's balance, a
 * training package sold with the card charged once and its receipt, a session planned (date, time,
 * the exercises of a library workout, notes kept apart from the member's record) with the previous
 * session's notes in view, and the sessions, each completed once from the package.
 */
export function SessionDetailPage() {
  const { clientId, detail } = useClient();
  const texts = useClubTexts(detail?.client.clubId);
  const packages = useTrackedQuery(
    listTrainingPackages,
    detail ? { query: { clubId: detail.client.clubId } } : undefined,
  ).data;
  const workouts = useTrackedQuery(listWorkouts, {}).data;
  const { run, busy, alert } = useCoachingCall();
  const [notice, setNotice] = useState('');
  if (!clientId) return <p>Open a client from your client list.</p>;
  if (!detail || !texts) return <p>Loading the client…</p>;
  const { client, sessions } = detail;
  const previous = sessions.find((session) => session.completedAt !== null);

  const complete = async (sessionId: string) => {
    const changed = await run(completeSession, { params: { sessionId } }, NO_FIELDS);
    if (changed) setNotice(`Session completed: ${changed.client.sessionsLeft} sessions left.`);
  };

  return (
    <div className={styles.stack}>
      <h2>{fullName(client)}</h2>
      <ActingBanner detail={detail} texts={texts} />
      {client.membershipId && (
        <Link to={memberDetailsPath(client.membershipId, '/activity-timeline')}>
          Activity timeline of {fullName(client)}
        </Link>
      )}
      <p role="status">{notice}</p>
      <dl>
        <dt>Sessions left</dt>
        <dd data-testid="sessions-left">{client.sessionsLeft}</dd>
        <dt>Valid until</dt>
        <dd>{client.validUntil ? texts.date(client.validUntil) : 'No package yet'}</dd>
        <dt>Program</dt>
        <dd>
          {detail.program
            ? `${detail.program.name}, ${detail.program.weeks.length} weeks`
            : 'No program yet'}
        </dd>
      </dl>
      {packages && packages.packages.length > 0 ? (
        <PackageSaleForm detail={detail} packages={packages.packages} texts={texts} />
      ) : (
        <p>The club has no training packages to sell yet: program admin lists them.</p>
      )}
      <Receipts detail={detail} texts={texts} />
      <Card title="Plan a session">
        <section aria-label="Previous session notes">
          <h3>Previous session notes</h3>
          <p>{previous ? previous.notes || 'No notes.' : 'No session completed yet.'}</p>
        </section>
        <PlanSessionForm
          clientId={clientId}
          workouts={workouts?.workouts ?? []}
          onPlanned={setNotice}
        />
      </Card>
      <Card title="Sessions">
        {alert}
        {sessions.length === 0 ? (
          <p>No sessions yet.</p>
        ) : (
          <ul>
            {sessions.map((session) => (
              <li key={session.sessionId}>
                <strong>
                  {session.date} at {session.time}
                </strong>{' '}
                with {session.trainerName}: {session.completedAt ? 'completed' : 'planned'}
                <ul>
                  {session.exercises.map((item, index) => (
                    <li key={index}>
                      {item.exerciseName}: {workoutItemText(item)}
                    </li>
                  ))}
                </ul>
                {session.notes && <p>Notes: {session.notes}</p>}
                {!session.completedAt && (
                  <Button loading={busy} onClick={() => void complete(session.sessionId)}>
                    Complete the session of {session.date}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/**
 * `/member/coaching/program-admin` (docs/decisions/0033): the club's training packages, priced in
 * the club's currency (fitness and club managers and administrators add them), and a program of
 * library workouts over weeks assigned to a client.
 */
export function ProgramAdminPage() {
  const { clubId, picker } = useWorkingClub();
  const input = clubId ? { query: { clubId } } : undefined;
  const packages = useTrackedQuery(listTrainingPackages, input).data;
  const clients = useTrackedQuery(listClients, input).data;
  const workouts = useTrackedQuery(listWorkouts, {}).data;
  const texts = useClubTexts(clubId);
  const [notice, setNotice] = useState('');
  // An administrator, who works at no club in particular, picks one first.
  if (clubId === undefined) return <>{picker}</>;
  if (!packages || !clients || !workouts || !texts) return <p>Loading program admin…</p>;

  return (
    <div className={styles.stack}>
      {picker}
      <p role="status">{notice}</p>
      <Card title="Training packages">
        {packages.packages.length === 0 ? (
          <p>The club has no training packages yet.</p>
        ) : (
          <ul>
            {packages.packages.map((pkg) => (
              <li key={pkg.packageId}>{packageLine(pkg, texts)}</li>
            ))}
          </ul>
        )}
        {packages.mayDefine && (
          <TrainingPackageForm
            clubId={packages.clubId}
            currencySymbol={texts.currency.symbol}
            onAdded={(name) => setNotice(`${name} is added.`)}
          />
        )}
      </Card>
      <Card title="Assign a program">
        <AssignProgramForm
          clients={clients.clients}
          workouts={workouts.workouts}
          onAssigned={setNotice}
        />
      </Card>
    </div>
  );
}

/**
 * `/member/coaching/trainer-access` (docs/decisions/0033): the trainer enters the code a member
 * gave from their account page and may then act for them; the live grants of the club, which
 * fitness and club managers and administrators may revoke.
 */
export function TrainerAccessPage() {
  const { clubId, picker } = useWorkingClub();
  const input = clubId ? { query: { clubId } } : undefined;
  const clients = useTrackedQuery(listClients, input).data;
  const grants = useTrackedQuery(listTrainerAccess, input).data;
  const texts = useClubTexts(clubId);
  const { run, busy, alert } = useCoachingCall();
  const [notice, setNotice] = useState('');
  // An administrator, who works at no club in particular, picks one first.
  if (clubId === undefined) return <>{picker}</>;
  if (!clients || !grants || !texts) return <p>Loading trainer access…</p>;
  const members = clients.clients.filter((client) => client.membershipId !== null);

  const revoke = async (grantId: string, who: string) => {
    if (await run(revokeTrainerAccess, { params: { grantId } }, NO_FIELDS)) {
      setNotice(`${who}: revoked.`);
    }
  };

  return (
    <div className={styles.stack}>
      {picker}
      <p role="status">{notice}</p>
      <Card title="Enter a member's code">
        <AccessCodeForm
          clients={members}
          onGranted={(memberName) => setNotice(`You may now act for ${memberName}.`)}
        />
      </Card>
      <Card title="Who may act for which client">
        {alert}
        {grants.grants.length === 0 ? (
          <p>No one acts for a member yet.</p>
        ) : (
          <ul>
            {grants.grants.map((live) => (
              <li key={live.grantId}>
                {live.staffName} for {live.memberName}, since {texts.date(live.grantedAt)}{' '}
                {grants.mayRevoke && (
                  <Button
                    variant="secondary"
                    loading={busy}
                    onClick={() =>
                      void revoke(live.grantId, `${live.staffName} for ${live.memberName}`)
                    }
                  >
                    Revoke {live.staffName} for {live.memberName}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
