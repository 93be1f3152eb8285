/**
 * Coaching (issue 19; docs/decisions/0033): training packages a club sells, the clients trainers
 * coach with their package balance, the sessions they plan and log, and the schemas of every write.
 * A client need not hold a membership. The balance rules take the clock as a parameter.
 */
import { z } from 'zod';
import { fail, type Outcome, succeed } from '../outcome';
import { memberEmailSchema } from '../validation/email';
import { firstNameSchema, lastNameSchema } from '../validation/names';
import { requiredPhoneSchema } from '../validation/phone';
import { maxLengthRule, optionalText, requiredText } from '../validation/textField';
import { type ClubAssignment, mayActForClub } from './portalAccess';
import type { StaffRole } from './roles';
import { WORKOUT_ITEMS_MAX, WorkoutItem } from './workouts';

export const TRAINING_PACKAGE_NAME_MAX = 60;
export const TRAINING_PACKAGE_SESSIONS_MAX = 100;
/**
 * The lowest and highest price of a training package, in cents ($1 to $10,000): a package is sold
 * by charging a card, and no card network charges nothing.
 */
export const TRAINING_PACKAGE_PRICE_MIN = 100;
export const TRAINING_PACKAGE_PRICE_MAX = 1_000_000;
export const TRAINING_PACKAGE_VALIDITY_MAX_DAYS = 730;
export const SESSION_NOTES_MAX = 2000;
export const PROGRAM_NAME_MAX = 80;
export const PROGRAM_WEEKS_MAX = 12;
export const PROGRAM_WORKOUTS_A_WEEK_MAX = 7;

/**
 * How long the sessions of a personal-training add-on bought with a membership stay valid, from
 * the purchase: the catalog's add-ons say "unused sessions expire after 60 days".
 */
export const SALE_SESSIONS_VALIDITY_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

export const COACHING_MESSAGES = {
  clubId: 'Choose a club.',
  packageName: 'Name the training package.',
  packageNameLong: `A package's name is ${TRAINING_PACKAGE_NAME_MAX} characters or less.`,
  sessions: `Sessions are a whole number from 1 to ${TRAINING_PACKAGE_SESSIONS_MAX}.`,
  priceRequired: 'Price is required.',
  price: 'A price is an amount from 1.00 to 10,000.00, in dollars and cents.',
  validityDays: `Validity is a whole number of days from 1 to ${TRAINING_PACKAGE_VALIDITY_MAX_DAYS}.`,
  date: 'Give the date as YYYY-MM-DD.',
  time: 'Give the time as HH:MM (24-hour).',
  tooManyExercises: `A session has at most ${WORKOUT_ITEMS_MAX} exercises.`,
  notesLong: `Session notes are ${SESSION_NOTES_MAX} characters or less.`,
  noSessions: 'This client has no sessions left. Sell them a training package first.',
  programName: 'Name the program.',
  programNameLong: `A program's name is ${PROGRAM_NAME_MAX} characters or less.`,
  weeks: `A program runs 1 to ${PROGRAM_WEEKS_MAX} weeks.`,
  weekWorkouts: `Give each week 1 to ${PROGRAM_WORKOUTS_A_WEEK_MAX} workouts from the library.`,
  workoutId: 'Choose a workout from the library.',
  code: 'Enter the 6-digit code the member gave you.',
  codeWrong: 'This code is not right, or it has expired. Ask the member for a new one.',
  noConsent:
    'This member has not given you access. Ask them for a code from their account page, then enter it on Trainer Access.',
  notAMember: 'This client holds no membership: no code is needed to coach them.',
  expired: "This client's package has expired. Sell them a training package first.",
  packageId: 'Choose a training package.',
  paymentToken: 'Enter the card to charge.',
  notACard: 'A training package is paid by card.',
  notASeller: 'Only trainers and the leads of coaching sell training.',
  noPackage: 'There is no such training package at the client’s club.',
  unpriced: 'This package has no price to charge: a package is sold for 1.00 or more.',
  saleRecorded: 'This charge has recorded a sale already.',
} as const;

const wholeIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const ClubId = z.string({ error: COACHING_MESSAGES.clubId }).min(1, COACHING_MESSAGES.clubId);

/** A training package as program admin defines it for a club: sessions, price and validity. */
export const TrainingPackageFields = z.object({
  clubId: ClubId,
  name: requiredText(COACHING_MESSAGES.packageName, [
    maxLengthRule(TRAINING_PACKAGE_NAME_MAX, COACHING_MESSAGES.packageNameLong),
  ]),
  sessions: wholeIn(1, TRAINING_PACKAGE_SESSIONS_MAX, COACHING_MESSAGES.sessions),
  priceCents: z
    .number({
      error: (issue) =>
        issue.input === undefined ? COACHING_MESSAGES.priceRequired : COACHING_MESSAGES.price,
    })
    .int(COACHING_MESSAGES.price)
    .min(TRAINING_PACKAGE_PRICE_MIN, COACHING_MESSAGES.price)
    .max(TRAINING_PACKAGE_PRICE_MAX, COACHING_MESSAGES.price),
  validityDays: wholeIn(1, TRAINING_PACKAGE_VALIDITY_MAX_DAYS, COACHING_MESSAGES.validityDays),
});
export type TrainingPackageFields = z.infer<typeof TrainingPackageFields>;

/**
 * A training package sold to a client at the desk (docs/decisions/0038): which of the club's
 * packages, and the token of the card that pays for it (from the payment gateway's tokenisation
 * endpoint; the card's number never reaches this call). The price, sessions and validity are the
 * package's, read on the server.
 */
export const PackageSaleFields = z.object({
  packageId: z
    .string({ error: COACHING_MESSAGES.packageId })
    .trim()
    .min(1, COACHING_MESSAGES.packageId),
  paymentToken: z
    .string({ error: COACHING_MESSAGES.paymentToken })
    .trim()
    .min(1, COACHING_MESSAGES.paymentToken),
});
export type PackageSaleFields = z.infer<typeof PackageSaleFields>;

/**
 * A personal-training client without a membership, as a trainer adds them: the member forms' rules
 * for names, email and phone (product/member-forms.md).
 */
export const NewClientFields = z.object({
  clubId: ClubId,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: memberEmailSchema({ required: true, otherAdultEmails: [] }),
  phoneNumber: requiredPhoneSchema,
});
export type NewClientFields = z.infer<typeof NewClientFields>;

/** A calendar date written YYYY-MM-DD that exists. */
const CalendarDate = z
  .string({ error: COACHING_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, COACHING_MESSAGES.date)
  .refine((date) => {
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
  }, COACHING_MESSAGES.date);

const ClockTime = z
  .string({ error: COACHING_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, COACHING_MESSAGES.time);

/**
 * A session as a trainer plans or logs it: date and time, the exercises (from the workouts
 * library) with sets, reps or a duration and a load, and notes kept with the session, apart from
 * the member's record.
 */
export const SessionFields = z.object({
  date: CalendarDate,
  time: ClockTime,
  exercises: z
    .array(WorkoutItem)
    .max(WORKOUT_ITEMS_MAX, COACHING_MESSAGES.tooManyExercises)
    .default([]),
  notes: optionalText([maxLengthRule(SESSION_NOTES_MAX, COACHING_MESSAGES.notesLong)]).transform(
    (notes) => notes ?? '',
  ),
});
export type SessionFields = z.infer<typeof SessionFields>;

/** What a client has left of their training: sessions, and until when they may be used. */
export interface PackageBalance {
  sessionsLeft: number;
  /** The instant the sessions expire; null while the client never held a package. */
  validUntil: Date | null;
}

export type SessionUseRefusal = 'noSessions' | 'expired';

/** Whether a balance's sessions may still be used at `now`. */
function isBalanceLive(balance: PackageBalance, now: Date): boolean {
  return balance.validUntil !== null && balance.validUntil.getTime() > now.getTime();
}

/**
 * The balance after one session is completed at `now`: one session fewer, never below zero. An
 * empty package refuses (noSessions), as does one whose validity has passed (expired).
 */
export function useSession(
  balance: PackageBalance,
  now: Date,
): Outcome<PackageBalance, SessionUseRefusal> {
  if (balance.sessionsLeft <= 0) return fail('noSessions');
  if (!isBalanceLive(balance, now)) return fail('expired');
  return succeed({ ...balance, sessionsLeft: balance.sessionsLeft - 1 });
}

/**
 * The balance after a package of `sessions` valid `validityDays` is added at `now`: the sessions
 * still live are kept and the new ones added; the validity runs to the later of the two ends.
 */
export function addPackage(
  balance: PackageBalance,
  added: { sessions: number; validityDays: number },
  now: Date,
): PackageBalance & { validUntil: Date } {
  const live = isBalanceLive(balance, now);
  const newEnd = now.getTime() + added.validityDays * DAY_MS;
  const end = live && balance.validUntil ? Math.max(balance.validUntil.getTime(), newEnd) : newEnd;
  return {
    sessionsLeft: (live ? balance.sessionsLeft : 0) + added.sessions,
    validUntil: new Date(end),
  };
}

/**
 * The sessions a charged line of a sale buys when it is personal training (its description names
 * "personal training"): the number the description gives ("4 Personal Training Sessions"), else
 * one, times the line's quantity. Undefined for a line that is no personal training.
 */
function personalTrainingSessionsOf(line: {
  description: string;
  quantity: number;
}): number | undefined {
  if (!/personal training/i.test(line.description)) return undefined;
  const count = /(\d+)/.exec(line.description);
  return (count ? Number(count[1]) : 1) * Math.max(1, line.quantity);
}

/**
 * The personal training one sale bought, from its charged package lines: each personal-training
 * product counted once, though a monthly add-on is charged on two lines (the current and the next
 * month). Undefined for a sale without personal training.
 */
export function saleTraining(
  lines: readonly { description: string; quantity: number }[],
): { description: string; sessions: number } | undefined {
  const products = new Map<string, number>();
  for (const line of lines) {
    const sessions = personalTrainingSessionsOf(line);
    if (sessions !== undefined && !products.has(line.description)) {
      products.set(line.description, sessions);
    }
  }
  if (products.size === 0) return undefined;
  return {
    description: [...products.keys()].join(', '),
    sessions: [...products.values()].reduce((sum, sessions) => sum + sessions, 0),
  };
}

/** The balance of a personal-training add-on bought at `purchasedAt`. */
export function saleBalance(sessions: number, purchasedAt: Date): PackageBalance {
  return {
    sessionsLeft: sessions,
    validUntil: new Date(purchasedAt.getTime() + SALE_SESSIONS_VALIDITY_DAYS * DAY_MS),
  };
}

/** The roles that define a club's training packages and assign clients to any of its trainers. */
const COACHING_LEADS: readonly StaffRole[] = ['fitnessManager', 'clubManager', 'administrator'];

/** Whether a role defines training packages and assigns clients to other trainers. */
export function leadsCoaching(role: StaffRole): boolean {
  return COACHING_LEADS.includes(role);
}

/** A team member as the coaching rules see them. */
export interface CoachingActor extends ClubAssignment {
  staffId: string;
}

/**
 * Whether a team member coaches a client: a personal trainer their own clients at their clubs; a
 * fitness or club manager or administrator every client of a club they act for.
 */
export function mayCoach(
  actor: CoachingActor,
  client: { clubId: string; trainerId: string | null },
): boolean {
  if (!mayActForClub(actor, client.clubId)) return false;
  return leadsCoaching(actor.role) || client.trainerId === actor.staffId;
}

/** How long a member's trainer-access code is valid, and how many wrong tries void it. */
export const ACCESS_CODE_MINUTES = 15;
export const ACCESS_CODE_TRIES_MAX = 5;

/** The instant a code issued at `issuedAt` stops being valid. */
export function accessCodeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ACCESS_CODE_MINUTES * 60 * 1000);
}

/** What a trainer enters on the trainer-access page: the client and the member's code. */
export const AccessCodeEntry = z.object({
  clientId: z.string({ error: 'Choose the client.' }).min(1, 'Choose the client.'),
  code: z
    .string({ error: COACHING_MESSAGES.code })
    .trim()
    .regex(/^\d{6}$/, COACHING_MESSAGES.code),
});
export type AccessCodeEntry = z.infer<typeof AccessCodeEntry>;

/**
 * A program as a trainer assigns it to a client: workouts of the library in order, week by week
 * (a four-week program has four weeks).
 */
export const ProgramFields = z.object({
  name: requiredText(COACHING_MESSAGES.programName, [
    maxLengthRule(PROGRAM_NAME_MAX, COACHING_MESSAGES.programNameLong),
  ]),
  weeks: z
    .array(
      z.object({
        workoutIds: z
          .array(
            z.string({ error: COACHING_MESSAGES.workoutId }).min(1, COACHING_MESSAGES.workoutId),
            { error: COACHING_MESSAGES.weekWorkouts },
          )
          .min(1, COACHING_MESSAGES.weekWorkouts)
          .max(PROGRAM_WORKOUTS_A_WEEK_MAX, COACHING_MESSAGES.weekWorkouts),
      }),
      { error: COACHING_MESSAGES.weeks },
    )
    .min(1, COACHING_MESSAGES.weeks)
    .max(PROGRAM_WEEKS_MAX, COACHING_MESSAGES.weeks),
});
export type ProgramFields = z.infer<typeof ProgramFields>;

/**
 * The audit-trail actions of coaching (a member client's changes), with the title the member's
 * activity timeline shows for each.
 */
export const COACHING_ACTION_TITLES = {
  'coaching.clientAssigned': 'Personal training client assigned',
  // Written before packages were sold with payment (decision 0038); still in older timelines.
  'coaching.packageAdded': 'Training package added',
  'coaching.packageSold': 'Training package sold',
  'coaching.sessionPlanned': 'Training session planned',
  'coaching.sessionLogged': 'Training session logged',
  'coaching.sessionCompleted': 'Training session completed',
  'coaching.programAssigned': 'Training program assigned',
  'coaching.accessGranted': 'Trainer access granted',
  'coaching.accessRevoked': 'Trainer access revoked',
} as const;
export type CoachingAction = keyof typeof COACHING_ACTION_TITLES;

/** The timeline's title of an audit action, when it is one of coaching's. */
export function coachingActionTitle(action: string): string | undefined {
  return Object.hasOwn(COACHING_ACTION_TITLES, action)
    ? COACHING_ACTION_TITLES[action as CoachingAction]
    : undefined;
}
