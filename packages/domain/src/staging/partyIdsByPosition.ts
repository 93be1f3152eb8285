/**
 * The members with the party ids staging answered (product/payment-and-confirmation.md#staging:
 * assigned by position only if returned counts match the lists): the nth id goes to the nth member
 * when there are as many ids as members; otherwise every member keeps what it had.
 */
export function assignPartyIdsByPosition<Member extends { readonly partyId?: string | undefined }>(
  members: readonly Member[],
  partyIds: readonly string[],
): Member[] {
  if (partyIds.length !== members.length) return [...members];
  return members.map((member, index) => ({ ...member, partyId: partyIds[index] }));
}

/**
 * The party ids a staging hands out for a list of members
 * (product/payment-and-confirmation.md#staging): a member's own party id when it has one, else the
 * id the previous staging of the same cart gave that position (so re-staging keeps them), else a
 * new one from `newId`.
 */
export function stagedPartyIds(
  sent: readonly (string | undefined)[],
  previous: readonly string[],
  newId: () => string,
): string[] {
  return sent.map((partyId, index) => partyId ?? previous[index] ?? newId());
}
