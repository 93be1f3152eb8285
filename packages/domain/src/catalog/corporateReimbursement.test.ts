import { describe, expect, it } from 'vitest';
import type { ReimbursementAmountType } from './corporateReimbursement';
import { reimbursementDisplay, reimbursementLabel } from './corporateReimbursement';

const rule = (
  company: [number, ReimbursementAmountType],
  club: [number, ReimbursementAmountType],
) => ({
  reimbursementAmount: company[0],
  reimbursementAmountType: company[1],
  reimbursementLTAmount: club[0],
  reimbursementLTAmountType: club[1],
});

describe('corporate reimbursement display (product/pages.md#corporate-reimbursement)', () => {
  it.each([
    {
      rule: 'amounts: the sum of the two parts',
      reimbursement: rule([2_000, 'Amount'], [1_000, 'Amount']),
      max: 5_000,
      display: { kind: 'amount', cents: 3_000 },
    },
    {
      rule: 'amounts: the sum is capped at maximumReimbursementAmount',
      reimbursement: rule([4_000, 'Amount'], [2_000, 'Amount']),
      max: 5_000,
      display: { kind: 'amount', cents: 5_000 },
    },
    {
      rule: 'amounts: a sum equal to the maximum is the maximum',
      reimbursement: rule([3_000, 'Amount'], [2_000, 'Amount']),
      max: 5_000,
      display: { kind: 'amount', cents: 5_000 },
    },
    {
      rule: 'amounts: no maximum, no cap',
      reimbursement: rule([4_000, 'Amount'], [2_000, 'Amount']),
      max: null,
      display: { kind: 'amount', cents: 6_000 },
    },
    {
      rule: 'amounts: an absent maximum, no cap',
      reimbursement: rule([4_000, 'Amount'], [2_000, 'Amount']),
      max: undefined,
      display: { kind: 'amount', cents: 6_000 },
    },
    {
      rule: 'percentages totalling 100: Free',
      reimbursement: rule([60, 'Percentage'], [40, 'Percentage']),
      max: 5_000,
      display: { kind: 'free' },
    },
    {
      rule: 'one part of 100 %: Free',
      reimbursement: rule([0, 'Amount'], [100, 'Percentage']),
      max: null,
      display: { kind: 'free' },
    },
    {
      rule: 'percentages above 100: still Free',
      reimbursement: rule([80, 'Percentage'], [40, 'Percentage']),
      max: 5_000,
      display: { kind: 'free' },
    },
    {
      rule: 'percentages below 100: the percentage',
      reimbursement: rule([30, 'Percentage'], [20, 'Percentage']),
      max: 5_000,
      display: { kind: 'percent', percent: 50 },
    },
    {
      rule: 'different types, both above zero: Varies By Club',
      reimbursement: rule([2_000, 'Amount'], [50, 'Percentage']),
      max: 5_000,
      display: { kind: 'variesByClub' },
    },
    {
      rule: 'different types, the company part zero: the club part alone',
      reimbursement: rule([0, 'Percentage'], [2_500, 'Amount']),
      max: 5_000,
      display: { kind: 'amount', cents: 2_500 },
    },
    {
      rule: 'different types, the club part zero: the company part alone',
      reimbursement: rule([7_500, 'Amount'], [0, 'Percentage']),
      max: 5_000,
      display: { kind: 'amount', cents: 5_000 },
    },
  ])('$rule', ({ reimbursement, max, display }) => {
    expect(reimbursementDisplay(reimbursement, max)).toEqual(display);
  });
});

describe('reimbursement labels (product/pages.md#corporate-reimbursement)', () => {
  const formatCents = (cents: number) => `<${cents}>`;
  it.each([
    { display: { kind: 'free' as const }, label: 'Free' },
    { display: { kind: 'variesByClub' as const }, label: 'Varies By Club' },
    { display: { kind: 'percent' as const, percent: 50 }, label: '50%' },
    { display: { kind: 'amount' as const, cents: 2_500 }, label: '<2500>' },
  ])('$display.kind reads "$label"', ({ display, label }) => {
    expect(reimbursementLabel(display, formatCents)).toBe(label);
  });
});
