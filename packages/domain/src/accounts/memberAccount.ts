/**
 * A member's own account (product/accounts-and-sign-in.md#a-members-own-account): when the next
 * dues are charged, who may cancel online and what a cancellation does. The spec names the page
 * (the click-to-cancel flag's "sign in to your member account and choose Cancel membership") but
 * none of these rules: they follow the dues of product/pricing-and-dues.md#pricing-cases, taken on
 * the 1st of each month, and are ours (docs/decisions/0021).
 */
import type { Cents } from '../money/cents';
import type { CompletedMemberType } from '../completion/enrolledMembers';
import { formatLongDate } from '../time/formatLongDate';
import {
  calendarDateOf,
  daysInCalendarMonth,
  firstOfMonthAfter,
  type IsoDate,
  toIsoDate,
} from '../time/isoDate';
import type { MembershipStatus } from '../vocabulary';

/** What the account rules read of a membership. */
export interface AccountMembership {
  /** The stored status: one of the spec's, or Pending for a waitlist join. */
  readonly status: string;
  /** Whether its charge terms take dues every month (pricing/chargeTerms.ts). */
  readonly billsMonthly: boolean;
  /** The join date at the club ('YYYY-MM-DD'). */
  readonly startedOn: IsoDate;
  /** The monthly dues the order recorded, in cents. */
  readonly monthlyAmount: Cents;
}

export interface NextCharge {
  readonly date: IsoDate;
  readonly amount: Cents;
}

/** The day before a 1st of a month: the last day of the month before it. */
function lastDayBefore(firstOfMonth: IsoDate): IsoDate {
  const { year, month } = calendarDateOf(firstOfMonthAfter(firstOfMonth, -1));
  return toIsoDate({ year, month, day: daysInCalendarMonth(year, month) });
}

/**
 * The first month the join did not pay for: joining on the 1st pays that month; joining on any
 * other day pays the rest of that month and the next (product/pricing-and-dues.md#pricing-cases).
 */
function firstUnpaidMonth(startedOn: IsoDate): IsoDate {
  return firstOfMonthAfter(startedOn, calendarDateOf(startedOn).day === 1 ? 1 : 2);
}

/**
 * The next dues of an active membership that bills monthly, as of `today` at its club: its monthly
 * dues on the first 1st after today that the join has not paid for. Nothing for a membership that
 * does not bill monthly (a day pass, a term paid in full) or is not active (waitlist, presale,
 * cancelled: its first dues are not dated yet, or none follow).
 */
export function nextCharge(membership: AccountMembership, today: IsoDate): NextCharge | undefined {
  if (membership.status !== 'Active' || !membership.billsMonthly) return undefined;
  const unpaid = firstUnpaidMonth(membership.startedOn);
  const afterToday = firstOfMonthAfter(today, 1);
  return { date: unpaid > afterToday ? unpaid : afterToday, amount: membership.monthlyAmount };
}

/** The statuses a member may cancel online from: active, or waiting to start (presale, waitlist). */
const CANCELLABLE_STATUSES: readonly string[] = ['Active', 'LateActivation', 'Pending'];

/** Why a member may not cancel online. */
export type CancelRefusal =
  /** The click-to-cancel flag is off for the membership's club: cancelling is by phone or visit. */
  | 'clickToCancelOff'
  /** Only the primary member, who holds the membership and its payment, may cancel it. */
  | 'notPrimary'
  /** Nothing renews: the membership is ended, ending, suspended, unpaid, or never renews. */
  | 'notCancellable';

/**
 * Whether a member may cancel their membership online: the click-to-cancel flag is on for its club,
 * they are its primary member, and it renews (bills monthly) from a status that may end by choice.
 * Undefined when they may.
 */
export function cancelOnlineRefusal(who: {
  readonly clickToCancel: boolean;
  readonly memberType: CompletedMemberType;
  readonly membership: Pick<AccountMembership, 'status' | 'billsMonthly'>;
}): CancelRefusal | undefined {
  if (!who.clickToCancel) return 'clickToCancelOff';
  if (who.memberType !== 'primary') return 'notPrimary';
  const { status, billsMonthly } = who.membership;
  if (!billsMonthly || !CANCELLABLE_STATUSES.includes(status)) return 'notCancellable';
  return undefined;
}

/** What a cancellation makes of a membership. */
export interface Cancellation {
  readonly status: Extract<MembershipStatus, 'PendingTermination' | 'Terminated'>;
  /** The last day the membership may be used. */
  readonly endsOn: IsoDate;
  /** Why it ends, as the member system keeps it: the member chose it (not involuntary). */
  readonly terminationReason: 'Voluntary';
}

/**
 * Cancelling as of `today`: an active membership runs to the end of what was paid, the day before
 * its next charge, and nothing more is charged (Pending Termination until then); one that has not
 * started (presale, waitlist) has nothing paid to run on and ends today (Terminated).
 */
export function cancellationOf(membership: AccountMembership, today: IsoDate): Cancellation {
  const charge = nextCharge(membership, today);
  return charge
    ? {
        status: 'PendingTermination',
        endsOn: lastDayBefore(charge.date),
        terminationReason: 'Voluntary',
      }
    : { status: 'Terminated', endsOn: today, terminationReason: 'Voluntary' };
}

/** The account page's and the cancellation email's words (ours: the spec gives none). */
export const MEMBER_ACCOUNT_TEXTS = {
  title: 'Your membership',
  cancelButton: 'Cancel membership',
  confirmButton: 'Confirm cancellation',
  keepButton: 'Keep my membership',
  noNextCharge: 'No charge is scheduled.',
  noGuestPasses: 'None recorded yet.',
  noAgreements: 'No agreements were recorded online for this membership.',
  noMembership: 'There is no membership on this account.',
  emailSubject: 'Your membership is cancelled',
  refusals: {
    clickToCancelOff:
      'Your club does not offer cancelling online. Call Member Services or visit your club to cancel.',
    notPrimary: 'Only the primary member can cancel this membership.',
    notCancellable: 'This membership cannot be cancelled online.',
  } satisfies Record<CancelRefusal, string>,
} as const;

/**
 * The auto-renewal terms stated before a member confirms a cancellation: what renews and what
 * cancelling now changes. `amount` is the monthly dues as the page formats them.
 */
export function autoRenewalTerms(
  membership: AccountMembership,
  today: IsoDate,
  amount: string,
): string {
  const ending = cancellationOf(membership, today);
  const renews = `Your membership renews automatically: ${amount} is charged on the 1st of each month until you cancel.`;
  return ending.status === 'PendingTermination'
    ? `${renews} If you cancel now, nothing more is charged and you may use the club until ${formatLongDate(ending.endsOn)}.`
    : `${renews} If you cancel now, it ends today and nothing is charged.`;
}

/** What a member is told once a cancellation is recorded, on the page and in the email. */
export function cancellationConfirmation(ending: Pick<Cancellation, 'endsOn'>): string {
  return `Your membership is cancelled. Nothing more will be charged, and it ends on ${formatLongDate(ending.endsOn)}.`;
}

/**
 * A stored status as the account screens spell it for people
 * (product/accounts-and-sign-in.md#membership-statuses: 'Inactive Member' and similar forms); a
 * waitlist join's Pending is said as such, and a status the spec does not name as stored.
 */
const STATUS_LABELS: Record<string, string> = {
  Active: 'Active',
  InactiveMember: 'Inactive Member',
  Suspended: 'Suspended',
  PendingTermination: 'Pending Termination',
  LateActivation: 'Late Activation',
  NonPaid: 'Non-Paid',
  NonPaidLateActivation: 'Non-Paid Late Activation',
  Terminated: 'Terminated',
  Pending: 'Pending (waitlist)',
};

export function membershipStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** The guest passes as the account states them: the balance of the period's allowance. */
export function guestPassSummary(passes: {
  readonly period: 'month' | 'year';
  readonly balance: number;
  readonly total: number;
}): string {
  return `${passes.balance} of ${passes.total} guest passes left this ${passes.period}`;
}
