/**
 * Why a gateway refused a charge (product/decisions-and-platform.md#payment-gateway: the sandbox
 * follows the public test-card numbers: generic decline, insufficient funds, expired card,
 * incorrect CVC, processing error), plus a token the gateway does not know.
 */
export const DECLINE_REASONS = [
  'genericDecline',
  'insufficientFunds',
  'expiredCard',
  'incorrectCvc',
  'processingError',
  'unknownToken',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** A payment token the gateway does not know (an old one, or one never handed out). */
export const UNKNOWN_PAYMENT_TOKEN_MESSAGE =
  'This payment token is not known: enter the payment method again to get a new one.';

/**
 * What a declined charge tells the payer, one message per reason (our wording; the spec words
 * none). Each says what to do next, since the order stays payable with another payment method.
 */
export const DECLINE_MESSAGES: Readonly<Record<DeclineReason, string>> = {
  genericDecline: 'Your card was declined. Please use another card.',
  insufficientFunds: 'Your card has insufficient funds. Please use another card.',
  expiredCard: 'Your card has expired. Please use another card.',
  incorrectCvc: 'Your card’s security code is incorrect. Please check it or use another card.',
  processingError: 'An error occurred while processing your card. Please try again.',
  unknownToken: 'This payment method is unknown. Please enter it again.',
};
