/**
 * The kinds of person a completed membership records
 * (product/payment-and-confirmation.md#what-a-purchase-creates): the primary member, the additional
 * adults, the juniors and a purchaser.
 */
export const COMPLETED_MEMBER_TYPES = ['primary', 'additional', 'junior', 'purchaser'] as const;
export type CompletedMemberType = (typeof COMPLETED_MEMBER_TYPES)[number];

/** Each kind as the confirmation page and its email name it (ours: the spec names none). */
export const COMPLETED_MEMBER_TYPE_LABELS: Record<CompletedMemberType, string> = {
  primary: 'Primary member',
  additional: 'Additional member',
  junior: 'Junior member',
  purchaser: 'Purchaser',
};
