/**
 * The kinds of member form (product/member-forms.md#member-info-form: Used for the primary,
 * secondary adult, junior and purchaser).
 */
export const MEMBER_TYPES = ['primary', 'secondaryAdult', 'junior', 'purchaser'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
