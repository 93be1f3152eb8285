import { randomUUID } from 'node:crypto';
import type { ClientDetail } from '@clubjoin/contract/coaching';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  type ProgramFields,
  type SessionFields,
  type SessionUseRefusal,
  useSession,
} from '@clubjoin/domain/staff/coaching';
import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import { readableExerciseNames, readableWorkoutNames } from '../workouts/library';
import { auditClientChange, changedClient, coachedClient, consentOf } from './clients';
import {
  insertProgram,
  insertSession,
  markSessionCompleted,
  selectSession,
  type StoredClient,
  updateBalance,
  updateSessionFields,
} from './store';

/** Why a session is refused. */
export type SessionFailure =
  /** No such client or session, or one the team member does not coach. */
  | { kind: 'notFound' }
  /** An exercise the team member may not read in the library (its index). */
  | { kind: 'unknownExercise'; index: number }
  /** A program's workout the team member may not read (its week's and its own index). */
  | { kind: 'unknownWorkout'; week: number; index: number }
  /** A member client whose consent the team member does not hold. */
  | { kind: 'noConsent' }
  /** A session completed already. */
  | { kind: 'completed' }
  /** A package that cannot pay for the session. */
  | { kind: SessionUseRefusal };

async function unknownExercise(
  context: ModuleContext,
  caller: StaffCaller,
  fields: SessionFields,
): Promise<SessionFailure | undefined> {
  const ids = fields.exercises.map((item) => item.exerciseId);
  const names = await readableExerciseNames(context, caller, ids);
  const index = ids.findIndex((id) => !names.has(id));
  return index === -1 ? undefined : { kind: 'unknownExercise', index };
}

/** The session and its client, when the team member coaches the client. */
async function coachedSession(
  context: ModuleContext,
  caller: StaffCaller,
  sessionId: string,
  db: Queryable = context.db,
) {
  const session = await selectSession(db, sessionId);
  const client = session && (await coachedClient(context, caller, session.clientId, db, true));
  return session && client ? { session, client } : undefined;
}

/** Whether the team member may act for the client: no membership, or the member's live grant. */
async function consented(db: Queryable, caller: StaffCaller, client: StoredClient) {
  return (await consentOf(db, caller, client)) !== null;
}

/** Plans a session for a client the team member coaches. */
export async function planClientSession(
  context: ModuleContext,
  caller: StaffCaller,
  clientId: string,
  fields: SessionFields,
): Promise<Outcome<ClientDetail, SessionFailure>> {
  const client = await coachedClient(context, caller, clientId);
  if (!client) return fail({ kind: 'notFound' });
  if (!(await consented(context.db, caller, client))) return fail({ kind: 'noConsent' });
  const unknown = await unknownExercise(context, caller, fields);
  if (unknown) return fail(unknown);
  await context.db.transaction(async (tx) => {
    await insertSession(tx, {
      ...fields,
      sessionId: randomUUID(),
      clientId,
      trainerId: caller.staffId,
      trainerName: caller.displayName,
      completedAt: null,
    });
    await auditClientChange(context, tx, caller, client, {
      action: 'coaching.sessionPlanned',
      before: null,
      after: { date: fields.date, time: fields.time },
    });
  });
  return succeed(await changedClient(context, caller, clientId));
}

/** Changes a session's plan or log. */
export async function changeSession(
  context: ModuleContext,
  caller: StaffCaller,
  sessionId: string,
  fields: SessionFields,
): Promise<Outcome<ClientDetail, SessionFailure>> {
  const found = await coachedSession(context, caller, sessionId);
  if (!found) return fail({ kind: 'notFound' });
  if (!(await consented(context.db, caller, found.client))) return fail({ kind: 'noConsent' });
  const unknown = await unknownExercise(context, caller, fields);
  if (unknown) return fail(unknown);
  await context.db.transaction(async (tx) => {
    await updateSessionFields(tx, sessionId, fields);
    await auditClientChange(context, tx, caller, found.client, {
      action: 'coaching.sessionLogged',
      before: { date: found.session.date, time: found.session.time },
      after: { date: fields.date, time: fields.time, exercises: fields.exercises.length },
    });
  });
  return succeed(await changedClient(context, caller, found.session.clientId));
}

/**
 * Completes a session: the client's package pays one session (useSession), once. The client's row
 * is locked while the balance is read and written, so two completions cannot both pay.
 */
export async function completeClientSession(
  context: ModuleContext,
  caller: StaffCaller,
  sessionId: string,
): Promise<Outcome<ClientDetail, SessionFailure>> {
  const outcome = await context.db.transaction(
    async (tx): Promise<Outcome<string, SessionFailure>> => {
      const found = await coachedSession(context, caller, sessionId, tx);
      if (!found) return fail({ kind: 'notFound' });
      if (!(await consented(tx, caller, found.client))) return fail({ kind: 'noConsent' });
      if (found.session.completedAt !== null) return fail({ kind: 'completed' });
      const now = context.clock();
      const paid = useSession(found.client, now);
      if (!paid.ok) return fail({ kind: paid.failure });
      if (!(await markSessionCompleted(tx, sessionId, now))) return fail({ kind: 'completed' });
      await updateBalance(tx, found.client.clientId, paid.value);
      await auditClientChange(context, tx, caller, found.client, {
        action: 'coaching.sessionCompleted',
        before: { sessionsLeft: found.client.sessionsLeft },
        after: { sessionsLeft: paid.value.sessionsLeft, date: found.session.date },
      });
      return succeed(found.client.clientId);
    },
  );
  if (!outcome.ok) return outcome;
  return succeed(await changedClient(context, caller, outcome.value));
}

/** The first workout of a program the team member may not read, as a failure. */
async function unknownWorkout(
  context: ModuleContext,
  caller: StaffCaller,
  fields: ProgramFields,
): Promise<SessionFailure | undefined> {
  const names = await readableWorkoutNames(
    context,
    caller,
    fields.weeks.flatMap((week) => week.workoutIds),
  );
  for (const [week, { workoutIds }] of fields.weeks.entries()) {
    const index = workoutIds.findIndex((id) => !names.has(id));
    if (index !== -1) return { kind: 'unknownWorkout', week, index };
  }
  return undefined;
}

/** Assigns a program to a client the team member coaches and acts for; it replaces the last. */
export async function assignClientProgram(
  context: ModuleContext,
  caller: StaffCaller,
  clientId: string,
  fields: ProgramFields,
): Promise<Outcome<ClientDetail, SessionFailure>> {
  const client = await coachedClient(context, caller, clientId);
  if (!client) return fail({ kind: 'notFound' });
  if (!(await consented(context.db, caller, client))) return fail({ kind: 'noConsent' });
  const unknown = await unknownWorkout(context, caller, fields);
  if (unknown) return fail(unknown);
  await context.db.transaction(async (tx) => {
    await insertProgram(tx, clientId, {
      ...fields,
      assignedByName: caller.displayName,
      assignedAt: context.clock(),
    });
    await auditClientChange(context, tx, caller, client, {
      action: 'coaching.programAssigned',
      before: null,
      after: { name: fields.name, weeks: fields.weeks.length },
    });
  });
  return succeed(await changedClient(context, caller, clientId));
}
