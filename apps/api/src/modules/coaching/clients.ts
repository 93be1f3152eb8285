import { randomUUID } from 'node:crypto';
import type {
  ClientDetail,
  ClientSummary,
  CoachingSession,
  TrainingPackage,
  TrainingSale,
} from '@clubjoin/contract/coaching';
import { currencyOfCode } from '@clubjoin/domain/money/currency';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import {
  type CoachingAction,
  type CoachingActor,
  leadsCoaching,
  mayCoach,
  type NewClientFields,
  saleBalance,
  saleTraining,
  type TrainingPackageFields,
} from '@clubjoin/domain/staff/coaching';
import { mayActForClub } from '@clubjoin/domain/staff/portalAccess';
import type { Queryable } from '../../db/database';
import { findClub } from '../clubs/findClub';
import { type PackageLine, packageLinesOfClub } from '../completion/membershipPurchase';
import { recordStaffChange } from '../staff/staffChange';
import { findNewMembership } from '../membership/memberDirectory';
import type { ModuleContext } from '../moduleContext';
import type { StaffCaller } from '../staff/staffAccessAnswer';
import { teamMemberAtClub } from '../staff/saleTeam';
import { readableExerciseNames, readableWorkoutNames } from '../workouts/library';
import {
  insertClient,
  insertPackage,
  selectClient,
  selectClientMemberships,
  selectClients,
  selectLiveGrant,
  selectPackages,
  selectProgram,
  selectSalesOf,
  selectSessionDates,
  selectSessionsOf,
  type StoredClient,
  type StoredSale,
  type StoredSession,
} from './store';
import { daysSinceLastAssessed } from '../assessments/assessments';
import { clubToday } from '../clubs/clubToday';
import { findActiveStaff } from '../staff/manageStaff';

/** Why a coaching change is refused. */
export type CoachingFailure =
  /** No such client, package, session or sale, or one the team member does not coach. */
  | { kind: 'notFound' }
  /** A change the team member's role does not make. */
  | { kind: 'notYourRole' }
  /** A club the team member does not act for. */
  | { kind: 'otherClub' }
  /** A club that is not in the catalog. */
  | { kind: 'noClub' }
  /** A membership that is a client already. */
  | { kind: 'assigned' }
  /** A trainer who is no team member of the club. */
  | { kind: 'noTrainer' };

export const actorOf = (caller: StaffCaller): CoachingActor => ({
  staffId: caller.staffId,
  role: caller.role,
  clubIds: caller.clubIds,
});

const packageAnswer = (pkg: TrainingPackage): TrainingPackage => ({
  packageId: pkg.packageId,
  clubId: pkg.clubId,
  name: pkg.name,
  sessions: pkg.sessions,
  priceCents: pkg.priceCents,
  validityDays: pkg.validityDays,
});

/** A club's training packages, and whether the team member may add one. */
export async function listPackages(context: ModuleContext, caller: StaffCaller, clubId: string) {
  const packages = await selectPackages(context.db, clubId);
  return { clubId, packages: packages.map(packageAnswer), mayDefine: leadsCoaching(caller.role) };
}

/** Adds a training package to a club, by a fitness or club manager or administrator of it. */
export async function definePackage(
  context: ModuleContext,
  caller: StaffCaller,
  fields: TrainingPackageFields,
): Promise<Outcome<TrainingPackage, CoachingFailure>> {
  if (!leadsCoaching(caller.role)) return fail({ kind: 'notYourRole' });
  if (!(await findClub(context, fields.clubId))) return fail({ kind: 'noClub' });
  if (!mayActForClub(caller, fields.clubId)) return fail({ kind: 'otherClub' });
  const pkg = { ...fields, packageId: randomUUID() };
  await insertPackage(context.db, pkg, caller.staffId, context.clock());
  return succeed(packageAnswer(pkg));
}

/**
 * The clients' last and next sessions: "next" from today at the club on (its calendar, not UTC's:
 * sessions keep the club's date and time as written). The clients are of one club or a few.
 */
async function sessionDates(context: ModuleContext, clients: readonly StoredClient[]) {
  const byClub = new Map<string, string[]>();
  for (const client of clients) {
    byClub.set(client.clubId, [...(byClub.get(client.clubId) ?? []), client.clientId]);
  }
  const dates = await Promise.all(
    [...byClub].map(async ([clubId, clientIds]) =>
      selectSessionDates(context.db, clientIds, await clubToday(context, clubId)),
    ),
  );
  return new Map(dates.flatMap((byClient) => [...byClient]));
}

/**
 * The trainers' names, read in one query: an active team member who works at the client's club,
 * else "A former team member".
 */
async function trainerNamesOf(context: ModuleContext, clients: readonly StoredClient[]) {
  const trainers = await findActiveStaff(context, [
    ...new Set(clients.flatMap((client) => (client.trainerId === null ? [] : [client.trainerId]))),
  ]);
  return (client: StoredClient): string | null => {
    if (client.trainerId === null) return null;
    const trainer = trainers.get(client.trainerId);
    return trainer && mayActForClub(trainer, client.clubId)
      ? trainer.displayName
      : 'A former team member';
  };
}

async function summaries(
  context: ModuleContext,
  clients: readonly StoredClient[],
): Promise<ClientSummary[]> {
  const [dates, trainerName] = await Promise.all([
    sessionDates(context, clients),
    trainerNamesOf(context, clients),
  ]);
  const daysByMember = await daysSinceLastAssessed(
    context,
    clients.flatMap((client) => (client.memberId === null ? [] : [client.memberId])),
  );
  return clients.map((client) => ({
    clientId: client.clientId,
    clubId: client.clubId,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phoneNumber: client.phoneNumber,
    membershipId: client.membershipId,
    trainerId: client.trainerId,
    trainerName: trainerName(client),
    sessionsLeft: client.sessionsLeft,
    validUntil: client.validUntil === null ? null : client.validUntil.toISOString(),
    lastSession: dates.get(client.clientId)?.last ?? null,
    nextSession: dates.get(client.clientId)?.next ?? null,
    daysSinceAssessed:
      client.memberId === null ? null : (daysByMember.get(client.memberId) ?? null),
  }));
}

/** A sale of a club that bought personal training and whose member is no client yet. */
interface UnassignedSale {
  membershipId: string;
  purchasedAt: Date;
  description: string;
  sessions: number;
}

async function unassignedSales(context: ModuleContext, clubId: string): Promise<UnassignedSale[]> {
  const [lines, clients] = await Promise.all([
    packageLinesOfClub(context, clubId),
    selectClientMemberships(context.db, clubId),
  ]);
  const bySale = new Map<string, PackageLine[]>();
  for (const line of lines) {
    if (!clients.has(line.membershipId)) {
      bySale.set(line.membershipId, [...(bySale.get(line.membershipId) ?? []), line]);
    }
  }
  return [...bySale].flatMap(([membershipId, saleLines]) => {
    const training = saleTraining(saleLines);
    const [first] = saleLines;
    return training && first ? [{ membershipId, purchasedAt: first.completedAt, ...training }] : [];
  });
}

/**
 * A club's clients (a personal trainer's own; every trainer's for the roles that lead coaching)
 * and the members whose sale bought personal training who have no trainer yet.
 */
export async function clientList(context: ModuleContext, caller: StaffCaller, clubId: string) {
  const clients = await selectClients(
    context.db,
    clubId,
    leadsCoaching(caller.role) ? null : caller.staffId,
  );
  const unassigned = [];
  for (const sale of await unassignedSales(context, clubId)) {
    const membership = await findNewMembership(context, sale.membershipId);
    unassigned.push({
      membershipId: sale.membershipId,
      firstName: membership?.primary?.firstName ?? '',
      lastName: membership?.primary?.lastName ?? '',
      purchasedAt: sale.purchasedAt.toISOString(),
      description: sale.description,
      sessions: sale.sessions,
    });
  }
  return { clubId, clients: await summaries(context, clients), unassigned };
}

/** Adds a client without a membership: the calling trainer's own, or unassigned for a lead. */
export async function addPtOnlyClient(
  context: ModuleContext,
  caller: StaffCaller,
  fields: NewClientFields,
): Promise<Outcome<ClientSummary, CoachingFailure>> {
  if (!(await findClub(context, fields.clubId))) return fail({ kind: 'noClub' });
  if (!mayActForClub(caller, fields.clubId)) return fail({ kind: 'otherClub' });
  const client: StoredClient = {
    clientId: randomUUID(),
    clubId: fields.clubId,
    membershipId: null,
    memberId: null,
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email ?? null,
    phoneNumber: fields.phoneNumber,
    trainerId: caller.role === 'personalTrainer' ? caller.staffId : null,
    sessionsLeft: 0,
    validUntil: null,
  };
  await insertClient(context.db, client, context.clock());
  const [summary] = await summaries(context, [client]);
  return succeed(summary as ClientSummary);
}

/** Writes a coaching change of a member's client to the staff audit trail (nothing for others). */
export async function auditClientChange(
  context: ModuleContext,
  tx: Queryable,
  caller: StaffCaller,
  client: Pick<StoredClient, 'membershipId' | 'memberId'>,
  change: { action: CoachingAction; before: unknown; after: unknown },
): Promise<void> {
  if (client.membershipId === null) return;
  await recordStaffChange(context, tx, caller, {
    membershipId: client.membershipId,
    ...(client.memberId === null ? {} : { memberId: client.memberId }),
    ...change,
  });
}

/**
 * Makes the member of a sale that bought personal training a client of a trainer, with the sale's
 * sessions: a personal trainer assigns to themselves, a lead to a team member of the club.
 */
export async function assignSale(
  context: ModuleContext,
  caller: StaffCaller,
  membershipId: string,
  trainerId: string | null,
): Promise<Outcome<ClientSummary, CoachingFailure>> {
  const membership = await findNewMembership(context, membershipId);
  if (!membership) return fail({ kind: 'notFound' });
  if (!mayActForClub(caller, membership.clubId)) return fail({ kind: 'otherClub' });
  const sale = (await unassignedSales(context, membership.clubId)).find(
    (candidate) => candidate.membershipId === membershipId,
  );
  if (!sale) {
    const clients = await selectClientMemberships(context.db, membership.clubId);
    return fail({ kind: clients.has(membershipId) ? 'assigned' : 'notFound' });
  }
  const trainer = trainerId ?? caller.staffId;
  if (trainer !== caller.staffId) {
    if (!leadsCoaching(caller.role)) return fail({ kind: 'notYourRole' });
    if (!(await teamMemberAtClub(context.db, trainer, membership.clubId))) {
      return fail({ kind: 'noTrainer' });
    }
  }
  const client: StoredClient = {
    clientId: randomUUID(),
    clubId: membership.clubId,
    membershipId,
    memberId: membership.primary?.memberId ?? null,
    firstName: membership.primary?.firstName ?? '',
    lastName: membership.primary?.lastName ?? '',
    email: null,
    phoneNumber: null,
    trainerId: trainer,
    ...saleBalance(sale.sessions, sale.purchasedAt),
  };
  const added = await context.db.transaction(async (tx) => {
    if (!(await insertClient(tx, client, context.clock()))) return false;
    await auditClientChange(context, tx, caller, client, {
      action: 'coaching.clientAssigned',
      before: null,
      after: { trainerId: trainer, sessionsLeft: client.sessionsLeft },
    });
    return true;
  });
  if (!added) return fail({ kind: 'assigned' });
  const [summary] = await summaries(context, [client]);
  return succeed(summary as ClientSummary);
}

/** A client the team member coaches; undefined for any other. */
export async function coachedClient(
  context: ModuleContext,
  caller: StaffCaller,
  clientId: string,
  db: Queryable = context.db,
  forUpdate = false,
): Promise<StoredClient | undefined> {
  const client = await selectClient(db, clientId, forUpdate);
  return client && mayCoach(actorOf(caller), client) ? client : undefined;
}

async function sessionAnswers(
  context: ModuleContext,
  caller: StaffCaller,
  sessions: readonly StoredSession[],
): Promise<CoachingSession[]> {
  const names = await readableExerciseNames(
    context,
    caller,
    sessions.flatMap((session) => session.exercises.map((item) => item.exerciseId)),
  );
  return sessions.map((session) => ({
    sessionId: session.sessionId,
    clientId: session.clientId,
    trainerName: session.trainerName,
    date: session.date,
    time: session.time,
    exercises: session.exercises.map((item) => ({
      ...item,
      exerciseName: names.get(item.exerciseId) ?? 'An exercise you cannot see',
    })),
    notes: session.notes,
    completedAt: session.completedAt === null ? null : session.completedAt.toISOString(),
  }));
}

/**
 * When the team member acts for the client under the member's consent: 'notNeeded' for a client
 * without a membership; that member's own live grant to them otherwise (another member of the
 * membership cannot consent for them), or null without one.
 */
export async function consentOf(
  db: Queryable,
  caller: StaffCaller,
  client: StoredClient,
): Promise<Date | null | 'notNeeded'> {
  if (client.membershipId === null) return 'notNeeded';
  // A member client has a member id; without one no member's consent can be told apart.
  if (client.memberId === null) return null;
  const member = { membershipId: client.membershipId, memberId: client.memberId };
  const grant = await selectLiveGrant(db, member, caller.staffId);
  return grant ? grant.grantedAt : null;
}

/** A sale's receipt line as answered. */
export const saleAnswer = (sale: StoredSale): TrainingSale => ({
  saleId: sale.saleId,
  packageName: sale.packageName,
  sessions: sale.sessions,
  amountCents: sale.amountCents,
  currency: currencyOfCode(sale.currency),
  cardBrand: sale.cardBrand,
  cardLastFour: sale.cardLastFour,
  chargeReference: sale.chargeReference,
  soldByName: sale.soldByName,
  soldAt: sale.soldAt.toISOString(),
});

/** A client with their balance and sessions, newest first, when the team member coaches them. */
export async function clientDetail(
  context: ModuleContext,
  caller: StaffCaller,
  clientId: string,
): Promise<ClientDetail | undefined> {
  const client = await coachedClient(context, caller, clientId);
  if (!client) return undefined;
  const [[summary], sessions, consent, program, sales] = await Promise.all([
    summaries(context, [client]),
    selectSessionsOf(context.db, clientId),
    consentOf(context.db, caller, client),
    selectProgram(context.db, clientId),
    selectSalesOf(context.db, clientId),
  ]);
  const names = program
    ? await readableWorkoutNames(
        context,
        caller,
        program.weeks.flatMap((week) => week.workoutIds),
      )
    : new Map<string, string>();
  return {
    client: summary as ClientSummary,
    access:
      consent === 'notNeeded'
        ? { needed: false, grantedAt: null }
        : { needed: true, grantedAt: consent && consent.toISOString() },
    sessions: await sessionAnswers(context, caller, sessions),
    sales: sales.map(saleAnswer),
    program: program
      ? {
          name: program.name,
          weeks: program.weeks.map((week, index) => ({
            week: index + 1,
            workouts: week.workoutIds.map((workoutId) => ({
              workoutId,
              name: names.get(workoutId) ?? 'A workout you cannot see',
            })),
          })),
          assignedByName: program.assignedByName,
          assignedAt: program.assignedAt.toISOString(),
        }
      : null,
  };
}

/** The detail of a client the team member has just changed. */
export async function changedClient(
  context: ModuleContext,
  caller: StaffCaller,
  clientId: string,
): Promise<ClientDetail> {
  const detail = await clientDetail(context, caller, clientId);
  if (!detail) throw new Error(`The client ${clientId} went away`);
  return detail;
}
