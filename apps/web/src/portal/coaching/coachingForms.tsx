import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import {
  type FieldValues,
  type Path,
  useForm,
  type UseFormSetError,
  useWatch,
} from 'react-hook-form';
import { z } from 'zod';
import {
  addClient,
  assignProgram,
  type ClientSummary,
  createTrainingPackage,
  grantTrainerAccess,
  planSession,
} from '@clubjoin/contract/coaching';
import type { Workout } from '@clubjoin/contract/workouts';
import { centsOfTypedDollars } from '@clubjoin/domain/money/typedDollars';
import {
  AccessCodeEntry,
  NewClientFields,
  PROGRAM_WEEKS_MAX,
  ProgramFields,
  SessionFields,
  TrainingPackageFields,
} from '@clubjoin/domain/staff/coaching';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import styles from '../members/members.module.css';
import { useCoachingCall } from './coachingCall';

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/** A server refusal by field, shown under the form's field of that name. */
const fieldSetter =
  <V extends FieldValues>(setError: UseFormSetError<V>) =>
  (field: string, message: string) =>
    setError(field as Path<V>, { message }, { shouldFocus: true });

/**
 * A typed whole number for a schema's number: undefined when blank, which the schema refuses with
 * its message (typed as a number for the schema's input, which takes nothing else).
 */
const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed)) as number;

/**
 * A client without a membership, added by name, email and phone under the member forms' rules
 * (the domain's `NewClientFields`, as the server checks them).
 */
export function AddClientForm({
  clubId,
  onAdded,
}: {
  clubId: string;
  onAdded: (client: ClientSummary) => void;
}) {
  const { run, busy, alert } = useCoachingCall();
  const empty = { clubId, firstName: '', lastName: '', email: '', phoneNumber: '' };
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof NewClientFields>,
    unknown,
    NewClientFields
  >({ resolver: zodResolver(NewClientFields), values: empty });
  const submit = handleSubmit(async (body) => {
    const client = await run(addClient, { body }, fieldSetter(setError));
    if (client) {
      reset(empty);
      onAdded(client);
    }
  });
  const errors = formState.errors;
  return (
    <Card title="Add a client without a membership">
      <form
        aria-label="Add a client without a membership"
        noValidate
        onSubmit={(event) => void submit(event)}
        className={styles.stack}
      >
        <TextField
          label="First name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField label="Last name" error={errors.lastName?.message} {...register('lastName')} />
        <TextField
          label="Email"
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        {alert}
        <Button type="submit" loading={busy}>
          Add the client
        </Button>
      </form>
    </Card>
  );
}

interface PlanValues {
  date: string;
  time: string;
  workoutId: string;
  notes: string;
}

const EMPTY_PLAN: PlanValues = { date: '', time: '', workoutId: '', notes: '' };

/**
 * Plans a session: date, time, the exercises of a library workout and notes kept with the
 * session, checked by the domain's `SessionFields` as the server checks them.
 */
export function PlanSessionForm({
  clientId,
  workouts,
  onPlanned,
}: {
  clientId: string;
  workouts: readonly Workout[];
  onPlanned: (text: string) => void;
}) {
  const { run, busy, alert } = useCoachingCall();
  const resolver = useMemo(
    () =>
      zodResolver(
        z
          .custom<PlanValues>()
          .transform((values): z.input<typeof SessionFields> => ({
            date: values.date,
            time: values.time,
            notes: values.notes,
            exercises: (
              workouts.find((workout) => workout.workoutId === values.workoutId)?.items ?? []
            ).map(({ exerciseId, sets, reps, durationSeconds, loadKg }) => ({
              exerciseId,
              sets,
              reps,
              durationSeconds,
              loadKg,
            })),
          }))
          .pipe(SessionFields),
      ),
    [workouts],
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<
    PlanValues,
    unknown,
    SessionFields
  >({ resolver, defaultValues: EMPTY_PLAN });
  const submit = handleSubmit(async (body) => {
    const changed = await run(planSession, { params: { clientId }, body }, fieldSetter(setError));
    if (changed) {
      onPlanned(`Session planned for ${body.date} at ${body.time}.`);
      reset(EMPTY_PLAN);
    }
  });
  const errors = formState.errors;
  return (
    <form
      aria-label="Plan a session"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.stack}
    >
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextField label="Time" type="time" error={errors.time?.message} {...register('time')} />
      <SelectField label="Exercises from a workout of the library" {...register('workoutId')}>
        <option value="">No exercises yet</option>
        {workouts.map((workout) => (
          <option key={workout.workoutId} value={workout.workoutId}>
            {workout.name}
          </option>
        ))}
      </SelectField>
      <Field
        label="Session notes (kept with the session, not the member's record)"
        error={errors.notes?.message}
      >
        {(control) => (
          <textarea {...control} className={styles.note} rows={4} {...register('notes')} />
        )}
      </Field>
      {alert}
      <Button type="submit" loading={busy}>
        Plan the session
      </Button>
    </form>
  );
}

interface PackageValues {
  clubId: string;
  name: string;
  sessions: string;
  /** The price as typed, in dollars. */
  priceCents: string;
  validityDays: string;
}

/** The package form's text as the domain's `TrainingPackageFields` reads it (dollars to cents once). */
const packageSchema = z
  .custom<PackageValues>()
  .transform((values): z.input<typeof TrainingPackageFields> => ({
    clubId: values.clubId,
    name: values.name,
    sessions: numberOf(values.sessions),
    // Undefined when blank: the schema answers "Price is required.", never a free package.
    priceCents: centsOfTypedDollars(values.priceCents) as number,
    validityDays: numberOf(values.validityDays),
  }))
  .pipe(TrainingPackageFields);

/**
 * Adds a training package to the club (fitness and club managers and administrators): name,
 * sessions, a price typed in the club's currency and validity, checked by the domain's
 * `TrainingPackageFields` (a blank price is refused, never a free package).
 */
export function TrainingPackageForm({
  clubId,
  currencySymbol,
  onAdded,
}: {
  clubId: string;
  currencySymbol: string;
  onAdded: (name: string) => void;
}) {
  const { run, busy, alert } = useCoachingCall();
  const empty: PackageValues = { clubId, name: '', sessions: '', priceCents: '', validityDays: '' };
  const { register, handleSubmit, setError, reset, formState } = useForm<
    PackageValues,
    unknown,
    TrainingPackageFields
  >({ resolver: zodResolver(packageSchema), values: empty });
  const submit = handleSubmit(async (body) => {
    const created = await run(createTrainingPackage, { body }, fieldSetter(setError));
    if (created) {
      reset(empty);
      onAdded(created.name);
    }
  });
  const errors = formState.errors;
  return (
    <form
      aria-label="Add a training package"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.stack}
    >
      <TextField label="Package name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Sessions"
        inputMode="numeric"
        error={errors.sessions?.message}
        {...register('sessions')}
      />
      <TextField
        label={`Price (${currencySymbol})`}
        inputMode="decimal"
        error={errors.priceCents?.message}
        {...register('priceCents')}
      />
      <TextField
        label="Valid for (days)"
        inputMode="numeric"
        error={errors.validityDays?.message}
        {...register('validityDays')}
      />
      {alert}
      <Button type="submit" loading={busy}>
        Add the package
      </Button>
    </form>
  );
}

const WEEK_COUNTS = Array.from({ length: PROGRAM_WEEKS_MAX }, (_, index) => index + 1);

interface ProgramValues {
  name: string;
  weekCount: string;
  /** Each week's workout, one a week here (the schema takes up to seven). */
  weeks: { workoutIds: string }[];
}

/** The program form's choices as the domain's `ProgramFields` reads them: the weeks shown. */
const programSchema = z
  .custom<ProgramValues>()
  .transform((values): z.input<typeof ProgramFields> => ({
    name: values.name,
    weeks: Array.from({ length: Number(values.weekCount) }, (_, index) => {
      const workoutId = values.weeks[index]?.workoutIds ?? '';
      return { workoutIds: workoutId === '' ? [] : [workoutId] };
    }),
  }))
  .pipe(ProgramFields);

/**
 * Assigns a client a program of library workouts over weeks, checked by the domain's
 * `ProgramFields` as the server checks them.
 */
export function AssignProgramForm({
  clients,
  workouts,
  onAssigned,
}: {
  clients: readonly ClientSummary[];
  workouts: readonly Workout[];
  onAssigned: (text: string) => void;
}) {
  const { run, busy, alert } = useCoachingCall();
  const [clientId, setClientId] = useState('');
  const { register, handleSubmit, setError, control, formState } = useForm<
    ProgramValues,
    unknown,
    ProgramFields
  >({
    resolver: zodResolver(programSchema),
    defaultValues: { name: '', weekCount: '4', weeks: [] },
  });
  const weekCount = Number(useWatch({ control, name: 'weekCount' }));
  const submit = handleSubmit(async (body) => {
    const changed = await run(assignProgram, { params: { clientId }, body }, (field, message) =>
      // A week's workout the library does not hold is named by its index in the week.
      fieldSetter(setError)(field.replace(/(workoutIds)\.\d+$/, '$1'), message),
    );
    if (changed?.program) {
      onAssigned(
        `${changed.program.name} (${changed.program.weeks.length} weeks) is assigned to ${fullName(changed.client)}.`,
      );
    }
  });
  const errors = formState.errors;
  return (
    <form
      aria-label="Assign a program"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.stack}
    >
      <SelectField
        label="Client"
        value={clientId}
        onChange={(event) => setClientId(event.target.value)}
      >
        <option value="">Choose a client</option>
        {clients.map((client) => (
          <option key={client.clientId} value={client.clientId}>
            {fullName(client)}
          </option>
        ))}
      </SelectField>
      <TextField label="Program name" error={errors.name?.message} {...register('name')} />
      <SelectField label="Weeks" error={errors.weeks?.message} {...register('weekCount')}>
        {WEEK_COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
      {Array.from({ length: weekCount }, (_, index) => (
        <SelectField
          key={index}
          label={`Week ${index + 1} workout`}
          error={errors.weeks?.[index]?.workoutIds?.message}
          {...register(`weeks.${index}.workoutIds`)}
        >
          <option value="">Choose a workout</option>
          {workouts.map((workout) => (
            <option key={workout.workoutId} value={workout.workoutId}>
              {workout.name}
            </option>
          ))}
        </SelectField>
      ))}
      {alert}
      <Button type="submit" loading={busy} disabled={!clientId}>
        Assign the program
      </Button>
    </form>
  );
}

/**
 * The code a member gave from their account page, for one of the club's member clients, checked
 * by the domain's `AccessCodeEntry` as the server checks it.
 */
export function AccessCodeForm({
  clients,
  onGranted,
}: {
  clients: readonly ClientSummary[];
  onGranted: (memberName: string) => void;
}) {
  const { run, busy, alert } = useCoachingCall();
  const empty = { clientId: '', code: '' };
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof AccessCodeEntry>,
    unknown,
    AccessCodeEntry
  >({ resolver: zodResolver(AccessCodeEntry), defaultValues: empty });
  const submit = handleSubmit(async (body) => {
    const granted = await run(grantTrainerAccess, { body }, fieldSetter(setError));
    if (granted) {
      reset(empty);
      onGranted(granted.memberName);
    }
  });
  const errors = formState.errors;
  return (
    <form
      aria-label="Enter a member's code"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.stack}
    >
      <SelectField label="Client" error={errors.clientId?.message} {...register('clientId')}>
        <option value="">Choose a client</option>
        {clients.map((client) => (
          <option key={client.clientId} value={client.clientId}>
            {fullName(client)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Code from the member"
        inputMode="numeric"
        autoComplete="off"
        error={errors.code?.message}
        {...register('code')}
      />
      {alert}
      <Button type="submit" loading={busy}>
        Record the consent
      </Button>
    </form>
  );
}
