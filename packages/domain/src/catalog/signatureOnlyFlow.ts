/**
 * The flow name, in a product's membershipDescriptor.flows
 * (product/membership-and-promotions.md#the-clubs-default-product), that marks a sale of signature
 * memberships only (product/membership-and-promotions.md#card-order). It is not one of FLOWS:
 * ExecutiveSignature drops the membership cards step altogether
 * (product/wizard.md#steps-each-flow-drops), while SignatureOnly keeps the cards and hides the
 * plain monthly one.
 */
export const SIGNATURE_ONLY_FLOW = 'SignatureOnly';

/**
 * Whether the descriptor's flows make this a SignatureOnly sale
 * (product/membership-and-promotions.md#card-order).
 */
export function isSignatureOnlyFlow(flows: readonly string[]): boolean {
  return flows.includes(SIGNATURE_ONLY_FLOW);
}
