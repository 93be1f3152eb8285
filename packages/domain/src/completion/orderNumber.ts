/**
 * The number a buyer reads and quotes for an order (product/payment-and-confirmation.md#order-number):
 * CJ- and at least six digits of the order's place in the sequence of completions. It names the
 * order to people; it opens nothing (reading an order takes its random id and the buyer's proof).
 */
export function formatOrderNumber(sequenceValue: number): string {
  return `CJ-${String(sequenceValue).padStart(6, '0')}`;
}
