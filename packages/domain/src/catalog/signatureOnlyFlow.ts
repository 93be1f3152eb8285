/**
 * The flow name, in a product's membershipDescriptor.flows (01 §3), that marks a sale of signature
 * memberships only (01 §5). It is not one of FLOWS: ExecutiveSignature drops the membership cards
 * step altogether (01 §4), while SignatureOnly keeps the cards and hides the plain monthly one.
 */
export const SIGNATURE_ONLY_FLOW = 'SignatureOnly';

/** Whether the descriptor's flows make this a SignatureOnly sale (01 §5). */
export function isSignatureOnlyFlow(flows: readonly string[]): boolean {
  return flows.includes(SIGNATURE_ONLY_FLOW);
}
