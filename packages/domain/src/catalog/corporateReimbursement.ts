/**
 * How a reimbursement part is expressed (product/pages.md#corporate-reimbursement
 * reimbursementAmountType and reimbursementLTAmountType; the values are not in the spec): a
 * percentage of the price, or a fixed amount in integer cents.
 */
export const REIMBURSEMENT_AMOUNT_TYPES = ['Percentage', 'Amount'] as const;
export type ReimbursementAmountType = (typeof REIMBURSEMENT_AMOUNT_TYPES)[number];

/**
 * One subsidy rule's two parts (product/pages.md#corporate-reimbursement): the company's
 * (reimbursementAmount) and the club chain's (reimbursementLTAmount), each with its type.
 */
export interface SubsidyRuleReimbursement {
  reimbursementAmount: number;
  reimbursementAmountType: ReimbursementAmountType;
  reimbursementLTAmount: number;
  reimbursementLTAmountType: ReimbursementAmountType;
}

/** What a corporate reimbursement shows (product/pages.md#corporate-reimbursement). */
export type ReimbursementDisplay =
  | { kind: 'amount'; cents: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'free' }
  | { kind: 'variesByClub' };

/**
 * The display of a subsidy rule (product/pages.md#corporate-reimbursement). Parts of different
 * types, both above zero, cannot be added up: 'Varies By Club'. Otherwise the parts are summed in
 * the type of the part(s) above zero: percentages totalling 100 (or more) are free; amounts are
 * capped at the promotion's maximumReimbursementAmount (no cap when it is absent). The cap is
 * money, so it does not apply to a percentage below 100.
 */
export function reimbursementDisplay(
  rule: SubsidyRuleReimbursement,
  maximumReimbursementAmount: number | null | undefined,
): ReimbursementDisplay {
  const company = rule.reimbursementAmount;
  const club = rule.reimbursementLTAmount;
  if (rule.reimbursementAmountType !== rule.reimbursementLTAmountType && company > 0 && club > 0) {
    return { kind: 'variesByClub' };
  }
  const type = company > 0 ? rule.reimbursementAmountType : rule.reimbursementLTAmountType;
  const total = company + club;
  if (type === 'Percentage') {
    return total >= 100 ? { kind: 'free' } : { kind: 'percent', percent: total };
  }
  const cents =
    maximumReimbursementAmount === null || maximumReimbursementAmount === undefined
      ? total
      : Math.min(total, maximumReimbursementAmount);
  return { kind: 'amount', cents };
}

/**
 * The text of a reimbursement display (product/pages.md#corporate-reimbursement): 'Free', 'Varies
 * By Club', a percentage, or an amount formatted by the caller's money formatter (money formatting
 * lives in the money module).
 */
export function reimbursementLabel(
  display: ReimbursementDisplay,
  formatCents: (cents: number) => string,
): string {
  switch (display.kind) {
    case 'free':
      return 'Free';
    case 'variesByClub':
      return 'Varies By Club';
    case 'percent':
      return `${display.percent}%`;
    case 'amount':
      return formatCents(display.cents);
  }
}
