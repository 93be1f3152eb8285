import { z } from 'zod';

/**
 * An in-club sale held for a club manager's approval (docs/decisions/0035): the advisor saves the
 * staged sale and the member's consent instead of paying; a manager of the club approves it, and
 * the sale is then paid on the device that held it, or rejects it with a reason. Nothing is charged
 * until the sale completes, once.
 */
export const SALE_HOLD_STATUSES = ['held', 'approved', 'rejected'] as const;
export type SaleHoldStatus = (typeof SALE_HOLD_STATUSES)[number];

export const HOLD_REASON_MAX_LENGTH = 500;
export const HOLD_REASON_MESSAGE = 'Please say why the sale is rejected.';
export const HOLD_REASON_LENGTH_MESSAGE = `The reason is at most ${HOLD_REASON_MAX_LENGTH} characters.`;

/** A manager's decision on a held sale: approve, or reject with a reason the advisor reads. */
export const holdDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: z
        .string({ error: HOLD_REASON_MESSAGE })
        .trim()
        .min(1, { error: HOLD_REASON_MESSAGE })
        .max(HOLD_REASON_MAX_LENGTH, { error: HOLD_REASON_LENGTH_MESSAGE }),
    }),
  ],
  { error: 'Please approve or reject the sale.' },
);
export type HoldDecision = z.infer<typeof holdDecisionSchema>;

export const HOLD_WAITING_MESSAGE = 'This sale waits for a club manager’s approval.';
export const HOLD_CHANGED_MESSAGE =
  'The sale changed after it was held: hold it again for a club manager’s approval.';
export const HOLD_ALREADY_MESSAGE = 'This sale is already held or approved.';
export const HOLD_OWN_SALE_MESSAGE = 'A club manager other than the seller approves a sale.';
export const HOLD_DECIDED_MESSAGE = 'This sale was already approved or rejected.';
/**
 * A held sale is the seller's (docs/decisions/0039): it is approved and completed only while the
 * team member who held it still works at the sale's club.
 */
export const HOLD_SELLER_LEFT_MESSAGE =
  'The team member who held this sale no longer works at its club: a team member of the club sells it again.';

/** The audit trail's actions of a manager's decision, with the titles the member's timeline shows. */
export const HOLD_DECISION_ACTION_TITLES = {
  'sale.approved': 'In-club sale approved',
  'sale.rejected': 'In-club sale rejected',
} as const;

/** The message of a sale rejected, with the manager's reason. */
export function holdRejectedMessage(reason: string): string {
  return `A club manager rejected this sale: ${reason}`;
}

/**
 * A hold as the rules see it: its status, the version of the sale it holds (its cart's version and
 * what was staged, as the server fingerprints them) and the reason of a rejection.
 */
export interface HoldState {
  status: SaleHoldStatus;
  saleVersion: string;
  reason: string | null;
}

/**
 * Why a sale may not complete, given its hold, the version of the sale being completed and whether
 * the seller who held it still works at its club; undefined when it may (no hold, or approved for
 * exactly this version while the seller is still at the club). A sale changed or staged
 * differently after it was held is not the one the manager saw.
 */
export function holdCompletionRefusal(
  hold: HoldState | undefined,
  saleVersion: string,
  sellerAtClub: boolean,
): string | undefined {
  if (!hold) return undefined;
  if (!sellerAtClub) return HOLD_SELLER_LEFT_MESSAGE;
  if (hold.saleVersion !== saleVersion) return HOLD_CHANGED_MESSAGE;
  if (hold.status === 'held') return HOLD_WAITING_MESSAGE;
  if (hold.status === 'rejected') return holdRejectedMessage(hold.reason ?? '');
  return undefined;
}

/**
 * Whether a sale may be held (again): not while it waits or is approved as it stands; a
 * rejected sale, or one changed since, may be held anew.
 */
export function mayHoldAgain(hold: HoldState | undefined, saleVersion: string): boolean {
  return !hold || hold.status === 'rejected' || hold.saleVersion !== saleVersion;
}
