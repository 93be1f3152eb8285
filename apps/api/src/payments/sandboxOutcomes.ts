import type { PaymentKind } from '@clubjoin/domain/pricing/cardSurcharge';
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
 * The public test numbers of debit cards: they pay without the credit surcharge
 * (product/pricing-and-dues.md#card-surcharge).
 */
const DEBIT_CARDS: ReadonlySet<string> = new Set(['4000056655665556', '5200828282828210']);

/** The sandbox outcome of a card number (product/decisions-and-platform.md#payment-gateway). */
export function sandboxOutcomeOf(digits: string): SandboxOutcome {
  return DECLINING_CARDS[digits] ?? 'approve';
}

/**
 * Whether a card pays as credit or debit in the sandbox
 * (product/pricing-and-dues.md#card-surcharge: only credit carries the surcharge).
 */
export function sandboxCardKind(digits: string): Exclude<PaymentKind, 'bank'> {
  return DEBIT_CARDS.has(digits) ? 'debit' : 'credit';
}
