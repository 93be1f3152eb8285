import type { CardFunding } from '@clubjoin/domain/payments/cardEntry';
import type { DeclineReason } from '@clubjoin/domain/payments/declineMessages';

/** What a sandbox charge on a token does: approve, or decline for a reason. */
export type SandboxOutcome = 'approve' | Exclude<DeclineReason, 'unknownToken'>;

/**
 * The public test-card numbers that decline and why
 * (product/decisions-and-platform.md#payment-gateway: the sandbox follows the well-known public
 * test-card numbers). Every other valid number is approved.
 */
const DECLINING_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  '4000000000000002': 'genericDecline',
  '4000000000009995': 'insufficientFunds',
  '4000000000000069': 'expiredCard',
  '4000000000000127': 'incorrectCvc',
  '4000000000000119': 'processingError',
};

/**
 * The BINs of the public test numbers of debit cards (4000 0566 5566 5556, 5200 8282 8282 8210):
 * their cards pay without the credit surcharge (product/pricing-and-dues.md#card-surcharge).
 */
const DEBIT_BINS: ReadonlySet<string> = new Set(['40000566', '52008282']);

/** The sandbox outcome of a card number (product/decisions-and-platform.md#payment-gateway). */
export function sandboxOutcomeOf(digits: string): SandboxOutcome {
  return DECLINING_CARDS[digits] ?? 'approve';
}

/**
 * Whether cards of a BIN pay as credit or debit in the sandbox
 * (product/pricing-and-dues.md#card-surcharge: only credit carries the surcharge).
 */
export function sandboxCardFunding(bin: string): CardFunding {
  return DEBIT_BINS.has(bin) ? 'debit' : 'credit';
}
