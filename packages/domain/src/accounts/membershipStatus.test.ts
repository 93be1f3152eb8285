import { describe, expect, it } from 'vitest';
import { isInvoluntaryTermination, membershipStatusOf } from './membershipStatus';

describe('membershipStatusOf (product/accounts-and-sign-in.md#membership-statuses: stored values and the account screens’ spellings)', () => {
  it.each([
    ['Active', 'Active'],
    ['InactiveMember', 'InactiveMember'],
    ['Inactive Member', 'InactiveMember'],
    ['Pending Termination', 'PendingTermination'],
    ['Non-Paid Late Activation', 'NonPaidLateActivation'],
    ['terminated', 'Terminated'],
    ['Frozen', undefined],
    ['', undefined],
  ])('%j → %j', (status, known) => {
    expect(membershipStatusOf(status)).toBe(known);
  });
});

describe('isInvoluntaryTermination (product/accounts-and-sign-in.md#rejoin)', () => {
  it.each([
    ['Involuntary', true],
    ['Involuntary Termination', true],
    ['InvoluntaryTermination', true],
    ['involuntary-termination', true],
    ['Voluntary', false],
    ['Moved', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (reason, involuntary) => {
    expect(isInvoluntaryTermination(reason)).toBe(involuntary);
  });
});
