import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  addClient,
  addClientPackage,
  assignBuyer,
  assignProgram,
  type ClientDetail,
  completeSession,
  createTrainingPackage,
  getClient,
  grantTrainerAccess,
  listClients,
  listTrainerAccess,
  listTrainingPackages,
  planSession,
  revokeTrainerAccess,
} from '@clubjoin/contract/coaching';
import type { Endpoint, EndpointInput, EndpointOutput } from '@clubjoin/contract/endpoint';
import { listWorkouts } from '@clubjoin/contract/workouts';
import { workoutItemText } from '@clubjoin/domain/staff/workouts';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import { ApiError } from '../../api/ApiError';
import { trackedCall } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import styles from '../members/members.module.css';
import own from './coaching.module.css';
import { memberDetailsPath } from '../members/memberTexts';
import { useWorkingClub } from '../members/useWorkingClub';

const SESSION_DETAIL_PATH = '/member/coaching/session-detail';
const sessionDetailPath = (clientId: string) =>
  `${SESSION_DETAIL_PATH}?clientId=${encodeURIComponent(clientId)}`;

/** The coaching lists a change may make stale, by their endpoints. */
const COACHING_READS: readonly Endpoint[] = [listClients, getClient, listTrainerAccess];

/**
 * A coaching form's call: a refusal (4xx) is shown by the form, its fields under theirs and its
 * message in an alert, never in the error modal; success refreshes the coaching lists.
 */
function useCoachingCall() {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<{ message: string; fields: Map<string, string> }>();
  const [busy, setBusy] = useState(false);
  const run = async <E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<EndpointOutput<E> | undefined> => {
    setBusy(true);
    try {
      const output = await trackedCall(endpoint, input, {
        handled: (error) => error.status !== undefined && error.status < 500,
      });
      setRefusal(undefined);
      await Promise.all(
        COACHING_READS.map((read) =>
          queryClient.invalidateQueries({ queryKey: endpointQueryKey(read) }),
        ),
      );
      return output;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal({
        message: error.message,
        fields: new Map(
          (error.fields ?? []).map((field) => [field.field.replace(/^body\./, ''), field.message]),
        ),
      });
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const alert = <div role="alert">{refusal && <p className={own.error}>{refusal.message}</p>}</div>;
  return { run, busy, alert, fieldError: (field: string) => refusal?.fields.get(field) };
}

const dateTime = (text: string | null) => (text ? text.replace('T', ' at ') : '—');
const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/**
 * `/member/coaching` and its hidden `pt-client-list` (issue 19; docs/decisions/0033): the trainer's
 * clients with sessions left, last and next session and days since last assessed; the members
 * whose sale bought personal training and who have no trainer yet; and a client without a
 * membership added by name, email and phone.
 */
export function ClientListPage() {
  const { clubId, picker } = useWorkingClub();
  const list = useTrackedQuery(listClients, clubId ? { query: { clubId } } : undefined).data;
  const { run, busy, alert, fieldError } = useCoachingCall();
  const [notice, setNotice] = useState('');
  const [person, setPerson] = useState({ firstName: '', lastName: '', email: '', phoneNumber: '' });
  // An administrator, who works at no club in particular, picks one first.
  if (clubId === undefined) return <>{picker}</>;
  if (!list) return <p>Loading your clients…</p>;

  const take = async (membershipId: string, name: string) => {
    const client = await run(assignBuyer, { params: { membershipId }, body: { trainerId: null } });
    if (client) setNotice(`${name} is now a client of ${client.trainerName ?? 'the club'}.`);
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const client = await run(addClient, { body: { clubId: list.clubId, ...person } });
    if (client) {
      setNotice(`${fullName(client)} is added.`);
      setPerson({ firstName: '', lastName: '', email: '', phoneNumber: '' });
    }
  };
  const field = (name: keyof typeof person, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={person[name]}
      error={fieldError(name)}
      onChange={(event) => setPerson({ ...person, [name]: event.target.value })}
    />
  );

  return (
    <div className={styles.stack}>
      {picker}
      <p role="status">{notice}</p>
      {alert}
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
                <td>{client.validUntil ? client.validUntil.slice(0, 10) : '—'}</td>
                <td>{dateTime(client.lastSession)}</td>
                <td>{dateTime(client.nextSession)}</td>
                <td>{client.daysSinceAssessed ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Card title="Unassigned">
        {list.unassigned.length === 0 ? (
          <p>Every member who bought personal training has a trainer.</p>
        ) : (
          <ul>
            {list.unassigned.map((buyer) => (
              <li key={buyer.membershipId}>
                {fullName(buyer)}: {buyer.description} ({buyer.sessions} sessions), bought{' '}
                {buyer.purchasedAt.slice(0, 10)}{' '}
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
      <Card title="Add a client without a membership">
        <form noValidate onSubmit={(event) => void add(event)} className={styles.stack}>
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
          {field('email', 'Email', 'email')}
          {field('phoneNumber', 'Phone', 'tel')}
          <Button type="submit" loading={busy}>
            Add the client
          </Button>
        </form>
      </Card>
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
function ActingBanner({ detail }: { detail: ClientDetail }): ReactNode {
  if (!detail.access.needed) return null;
  return detail.access.grantedAt ? (
    <p className={own.banner} role="note" aria-label="Acting for a member">
      Acting for {fullName(detail.client)}, with their consent since{' '}
      {detail.access.grantedAt.slice(0, 10)}. Every change is in their timeline.
    </p>
  ) : (
    <p className={own.banner} role="note" aria-label="No consent">
      {fullName(detail.client)} has not given you access: ask them for a code from their account
      page and enter it on <Link to="/member/coaching/trainer-access">Trainer Access</Link>.
    </p>
  );
}

/**
 * `/member/coaching/session-detail?clientId=…` (docs/decisions/0033): the client's balance with a
 * training package to add, a session planned (date, time, the exercises of a library workout,
 * notes kept apart from the member's record) with the previous session's notes in view, and the
 * sessions, each completed once from the package.
 */
export function SessionDetailPage() {
  const { clientId, detail } = useClient();
  const packages = useTrackedQuery(
    listTrainingPackages,
    detail ? { query: { clubId: detail.client.clubId } } : undefined,
  ).data;
  const workouts = useTrackedQuery(listWorkouts, {}).data;
  const { run, busy, alert, fieldError } = useCoachingCall();
  const [notice, setNotice] = useState('');
  const [packageId, setPackageId] = useState('');
  const [plan, setPlan] = useState({ date: '', time: '', workoutId: '', notes: '' });
  if (!clientId) return <p>Open a client from your client list.</p>;
  if (!detail) return <p>Loading the client…</p>;
  const { client, sessions } = detail;
  const previous = sessions.find((session) => session.completedAt !== null);

  const addPackage = async () => {
    const changed = await run(addClientPackage, { params: { clientId }, body: { packageId } });
    if (changed) setNotice(`${changed.client.sessionsLeft} sessions left.`);
  };
  const submitPlan = async (event: FormEvent) => {
    event.preventDefault();
    const workout = workouts?.workouts.find((candidate) => candidate.workoutId === plan.workoutId);
    const changed = await run(planSession, {
      params: { clientId },
      body: {
        date: plan.date,
        time: plan.time,
        notes: plan.notes,
        exercises: (workout?.items ?? []).map(
          ({ exerciseId, sets, reps, durationSeconds, loadKg }) => ({
            exerciseId,
            sets,
            reps,
            durationSeconds,
            loadKg,
          }),
        ),
      },
    });
    if (changed) {
      setNotice(`Session planned for ${plan.date} at ${plan.time}.`);
      setPlan({ date: '', time: '', workoutId: '', notes: '' });
    }
  };
  const complete = async (sessionId: string) => {
    const changed = await run(completeSession, { params: { sessionId } });
    if (changed) setNotice(`Session completed: ${changed.client.sessionsLeft} sessions left.`);
  };

  return (
    <div className={styles.stack}>
      <h2>{fullName(client)}</h2>
      <ActingBanner detail={detail} />
      {client.membershipId && (
        <Link to={memberDetailsPath(client.membershipId, '/activity-timeline')}>
          Activity timeline of {fullName(client)}
        </Link>
      )}
      <p role="status">{notice}</p>
      {alert}
      <dl>
        <dt>Sessions left</dt>
        <dd data-testid="sessions-left">{client.sessionsLeft}</dd>
        <dt>Valid until</dt>
        <dd>{client.validUntil ? client.validUntil.slice(0, 10) : 'No package yet'}</dd>
        <dt>Program</dt>
        <dd>
          {detail.program
            ? `${detail.program.name}, ${detail.program.weeks.length} weeks`
            : 'No program yet'}
        </dd>
      </dl>
      {packages && packages.packages.length > 0 && (
        <div className={styles.filters}>
          <SelectField
            label="Training package"
            value={packageId}
            onChange={(event) => setPackageId(event.target.value)}
          >
            <option value="">Choose a package</option>
            {packages.packages.map((pkg) => (
              <option key={pkg.packageId} value={pkg.packageId}>
                {pkg.name}: {pkg.sessions} sessions, {formatMoney(pkg.priceCents, US_DOLLARS)},{' '}
                {pkg.validityDays} days
              </option>
            ))}
          </SelectField>
          <Button loading={busy} disabled={!packageId} onClick={() => void addPackage()}>
            Add the package
          </Button>
        </div>
      )}
      <Card title="Plan a session">
        <section aria-label="Previous session notes">
          <h3>Previous session notes</h3>
          <p>{previous ? previous.notes || 'No notes.' : 'No session completed yet.'}</p>
        </section>
        <form noValidate onSubmit={(event) => void submitPlan(event)} className={styles.stack}>
          <TextField
            label="Date"
            type="date"
            value={plan.date}
            error={fieldError('date')}
            onChange={(event) => setPlan({ ...plan, date: event.target.value })}
          />
          <TextField
            label="Time"
            type="time"
            value={plan.time}
            error={fieldError('time')}
            onChange={(event) => setPlan({ ...plan, time: event.target.value })}
          />
          <SelectField
            label="Exercises from a workout of the library"
            value={plan.workoutId}
            onChange={(event) => setPlan({ ...plan, workoutId: event.target.value })}
          >
            <option value="">No exercises yet</option>
            {(workouts?.workouts ?? []).map((workout) => (
              <option key={workout.workoutId} value={workout.workoutId}>
                {workout.name}
              </option>
            ))}
          </SelectField>
          <Field
            label="Session notes (kept with the session, not the member's record)"
            error={fieldError('notes')}
          >
            {(control) => (
              <textarea
                {...control}
                className={styles.note}
                rows={4}
                value={plan.notes}
                onChange={(event) => setPlan({ ...plan, notes: event.target.value })}
              />
            )}
          </Field>
          <Button type="submit" loading={busy}>
            Plan the session
          </Button>
        </form>
      </Card>
      <Card title="Sessions">
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

const WEEK_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * `/member/coaching/program-admin` (docs/decisions/0033): the club's training packages (fitness
 * and club managers and administrators add them), and a program of library workouts over weeks
 * assigned to a client.
 */
export function ProgramAdminPage() {
  const { clubId, picker } = useWorkingClub();
  const input = clubId ? { query: { clubId } } : undefined;
  const packages = useTrackedQuery(listTrainingPackages, input);
  const clients = useTrackedQuery(listClients, input).data;
  const workouts = useTrackedQuery(listWorkouts, {}).data;
  const { run, busy, alert, fieldError } = useCoachingCall();
  const [notice, setNotice] = useState('');
  const [pack, setPack] = useState({ name: '', sessions: '', price: '', validityDays: '' });
  const [program, setProgram] = useState({ clientId: '', name: '', weeks: 4 });
  const [weekWorkouts, setWeekWorkouts] = useState<string[]>([]);
  // An administrator, who works at no club in particular, picks one first.
  if (clubId === undefined) return <>{picker}</>;
  if (!packages.data || !clients || !workouts) return <p>Loading program admin…</p>;

  const definePackage = async (event: FormEvent) => {
    event.preventDefault();
    const created = await run(createTrainingPackage, {
      body: {
        clubId: packages.data.clubId,
        name: pack.name,
        sessions: Number(pack.sessions),
        priceCents: Math.round(Number(pack.price) * 100),
        validityDays: Number(pack.validityDays),
      },
    });
    if (created) {
      setNotice(`${created.name} is added.`);
      setPack({ name: '', sessions: '', price: '', validityDays: '' });
      await packages.refetch();
    }
  };
  const assign = async (event: FormEvent) => {
    event.preventDefault();
    const weeks = Array.from({ length: program.weeks }, (_, index) => ({
      workoutIds: weekWorkouts[index] ? [weekWorkouts[index]] : [],
    }));
    const changed = await run(assignProgram, {
      params: { clientId: program.clientId },
      body: { name: program.name, weeks },
    });
    if (changed?.program) {
      setNotice(
        `${changed.program.name} (${changed.program.weeks.length} weeks) is assigned to ${fullName(changed.client)}.`,
      );
    }
  };

  return (
    <div className={styles.stack}>
      {picker}
      <p role="status">{notice}</p>
      {alert}
      <Card title="Training packages">
        {packages.data.packages.length === 0 ? (
          <p>The club has no training packages yet.</p>
        ) : (
          <ul>
            {packages.data.packages.map((pkg) => (
              <li key={pkg.packageId}>
                {pkg.name}: {pkg.sessions} sessions, {formatMoney(pkg.priceCents, US_DOLLARS)},
                valid {pkg.validityDays} days
              </li>
            ))}
          </ul>
        )}
        {packages.data.mayDefine && (
          <form noValidate onSubmit={(event) => void definePackage(event)} className={styles.stack}>
            <TextField
              label="Package name"
              value={pack.name}
              error={fieldError('name')}
              onChange={(event) => setPack({ ...pack, name: event.target.value })}
            />
            <TextField
              label="Sessions"
              inputMode="numeric"
              value={pack.sessions}
              error={fieldError('sessions')}
              onChange={(event) => setPack({ ...pack, sessions: event.target.value })}
            />
            <TextField
              label="Price ($)"
              inputMode="decimal"
              value={pack.price}
              error={fieldError('priceCents')}
              onChange={(event) => setPack({ ...pack, price: event.target.value })}
            />
            <TextField
              label="Valid for (days)"
              inputMode="numeric"
              value={pack.validityDays}
              error={fieldError('validityDays')}
              onChange={(event) => setPack({ ...pack, validityDays: event.target.value })}
            />
            <Button type="submit" loading={busy}>
              Add the package
            </Button>
          </form>
        )}
      </Card>
      <Card title="Assign a program">
        <form noValidate onSubmit={(event) => void assign(event)} className={styles.stack}>
          <SelectField
            label="Client"
            value={program.clientId}
            onChange={(event) => setProgram({ ...program, clientId: event.target.value })}
          >
            <option value="">Choose a client</option>
            {clients.clients.map((client) => (
              <option key={client.clientId} value={client.clientId}>
                {fullName(client)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Program name"
            value={program.name}
            error={fieldError('name')}
            onChange={(event) => setProgram({ ...program, name: event.target.value })}
          />
          <SelectField
            label="Weeks"
            value={String(program.weeks)}
            onChange={(event) => setProgram({ ...program, weeks: Number(event.target.value) })}
          >
            {WEEK_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </SelectField>
          {Array.from({ length: program.weeks }, (_, index) => (
            <SelectField
              key={index}
              label={`Week ${index + 1} workout`}
              value={weekWorkouts[index] ?? ''}
              error={
                fieldError(`weeks.${index}.workoutIds`) ?? fieldError(`weeks.${index}.workoutIds.0`)
              }
              onChange={(event) => {
                const next = [...weekWorkouts];
                next[index] = event.target.value;
                setWeekWorkouts(next);
              }}
            >
              <option value="">Choose a workout</option>
              {workouts.workouts.map((workout) => (
                <option key={workout.workoutId} value={workout.workoutId}>
                  {workout.name}
                </option>
              ))}
            </SelectField>
          ))}
          <Button type="submit" loading={busy} disabled={!program.clientId}>
            Assign the program
          </Button>
        </form>
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
  const { run, busy, alert, fieldError } = useCoachingCall();
  const [notice, setNotice] = useState('');
  const [entry, setEntry] = useState({ clientId: '', code: '' });
  // An administrator, who works at no club in particular, picks one first.
  if (clubId === undefined) return <>{picker}</>;
  if (!clients || !grants) return <p>Loading trainer access…</p>;
  const members = clients.clients.filter((client) => client.membershipId !== null);

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    const granted = await run(grantTrainerAccess, { body: entry });
    if (granted) {
      setNotice(`You may now act for ${granted.memberName}.`);
      setEntry({ clientId: '', code: '' });
    }
  };
  const revoke = async (grantId: string, who: string) => {
    if (await run(revokeTrainerAccess, { params: { grantId } })) setNotice(`${who}: revoked.`);
  };

  return (
    <div className={styles.stack}>
      {picker}
      <p role="status">{notice}</p>
      {alert}
      <Card title="Enter a member's code">
        <form noValidate onSubmit={(event) => void grant(event)} className={styles.stack}>
          <SelectField
            label="Client"
            value={entry.clientId}
            error={fieldError('clientId')}
            onChange={(event) => setEntry({ ...entry, clientId: event.target.value })}
          >
            <option value="">Choose a client</option>
            {members.map((client) => (
              <option key={client.clientId} value={client.clientId}>
                {fullName(client)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Code from the member"
            inputMode="numeric"
            autoComplete="off"
            value={entry.code}
            error={fieldError('code')}
            onChange={(event) => setEntry({ ...entry, code: event.target.value })}
          />
          <Button type="submit" loading={busy}>
            Record the consent
          </Button>
        </form>
      </Card>
      <Card title="Who may act for which client">
        {grants.grants.length === 0 ? (
          <p>No one acts for a member yet.</p>
        ) : (
          <ul>
            {grants.grants.map((live) => (
              <li key={live.grantId}>
                {live.staffName} for {live.memberName}, since {live.grantedAt.slice(0, 10)}{' '}
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
