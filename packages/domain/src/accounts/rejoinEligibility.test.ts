import { describe, expect, it } from 'vitest';
import type { Flow } from '../vocabulary';
import {
  type ExistingMembership,
  isRejoin,
  type RejoinProblem,
  rejoinEligibility,
  rejoinProblemMessage,
} from './rejoinEligibility';

const PHONE = '(952) 380-1000';
const membership = (
  membershipStatus: string,
  isFreemium = false,
  terminationReason: string | null = null,
): ExistingMembership => ({ membershipStatus, isFreemium, terminationReason });

describe('rejoinEligibility: who may rejoin (product/accounts-and-sign-in.md#rejoin)', () => {
  it.each<[string, ExistingMembership]>([
    ['Active and freemium', membership('Active', true)],
    ['Terminated, voluntarily', membership('Terminated', false, 'Voluntary')],
    ['Terminated with no reason given', membership('Terminated')],
    ['Terminated, spelled for people', membership('terminated', false, 'Moved away')],
  ])('%s → eligible', (_case, existing) => {
    expect(rejoinEligibility(existing, { rejoin: true, flows: [], supportPhone: PHONE })).toEqual({
      eligible: true,
    });
  });
});

describe('rejoinEligibility: the problem and where it shows (product/accounts-and-sign-in.md#rejoin)', () => {
  it.each<[string, ExistingMembership, boolean, Flow[], RejoinProblem, 'email' | 'password']>([
    ['Active, not freemium', membership('Active'), true, [], 'activeMembership', 'email'],
    [
      'Active, not freemium, outside rejoin',
      membership('Active'),
      false,
      [],
      'activeMembership',
      'email',
    ],
    ['InactiveMember', membership('InactiveMember', true), true, [], 'inactiveMember', 'email'],
    [
      'Inactive Member outside rejoin',
      membership('Inactive Member'),
      false,
      [],
      'inactiveMember',
      'email',
    ],
    ['Suspended', membership('Suspended'), true, [], 'suspendedMembership', 'email'],
    [
      'PendingTermination',
      membership('PendingTermination'),
      false,
      [],
      'suspendedMembership',
      'email',
    ],
    ['LateActivation', membership('LateActivation'), true, [], 'suspendedMembership', 'email'],
    [
      'Pending, on a waitlist (product/payment-and-confirmation.md#what-a-purchase-creates)',
      membership('Pending'),
      false,
      [],
      'waitlistedMembership',
      'email',
    ],
    ['NonPaid', membership('NonPaid'), true, [], 'suspendedMembership', 'email'],
    [
      'NonPaidLateActivation',
      membership('NonPaidLateActivation'),
      true,
      [],
      'suspendedMembership',
      'email',
    ],
    [
      'Terminated involuntarily, in rejoin',
      membership('Terminated', false, 'Involuntary Termination'),
      true,
      [],
      'terminatedMembership',
      'email',
    ],
    [
      'Terminated involuntarily, not in rejoin',
      membership('Terminated', false, 'Involuntary'),
      false,
      [],
      'terminatedMembership',
      'password',
    ],
    ['an unknown status, in rejoin', membership('Frozen'), true, [], 'unknownStatus', 'email'],
    [
      'an unknown status, not in rejoin',
      membership('Frozen'),
      false,
      [],
      'unknownStatus',
      'password',
    ],
    [
      'an employee with an active membership',
      membership('Active'),
      true,
      ['Employee'],
      'employeePreviousMembership',
      'email',
    ],
    [
      'an employee with an unknown status, not in rejoin',
      membership('Frozen'),
      false,
      ['Employee'],
      'employeePreviousMembership',
      'password',
    ],
  ])('%s → %s under the %s', (_case, existing, rejoin, flows, problem, slot) => {
    expect(rejoinEligibility(existing, { rejoin, flows, supportPhone: PHONE })).toEqual({
      eligible: false,
      problem,
      slot,
      message: rejoinProblemMessage(problem, PHONE),
    });
  });
});

describe('rejoinProblemMessage: wording per product/accounts-and-sign-in.md#login-problems', () => {
  it.each<[RejoinProblem, string]>([
    [
      'activeMembership',
      'This email address is tied to an active membership. Please log in to your account or use a different email address.',
    ],
    [
      'waitlistedMembership',
      `This email address is tied to a membership waiting for a place at its club. Please use a different email address, or call ${PHONE} about it.`,
    ],
    [
      'inactiveMember',
      `This email address belongs to an inactive member. Please use a different email address, or call ${PHONE} so we can clear it for you.`,
    ],
    [
      'suspendedMembership',
      `Your membership is suspended. Please call ${PHONE} and we will help you.`,
    ],
    [
      'terminatedMembership',
      `Your membership was terminated, so we are unable to process your request online. Please call ${PHONE}.`,
    ],
    ['unknownStatus', 'There was a problem logging you in. Please try again later.'],
    [
      'employeePreviousMembership',
      'We found a previous membership for you. Please visit the concierge team to join.',
    ],
  ])('%s', (problem, message) => {
    expect(rejoinProblemMessage(problem, PHONE)).toBe(message);
  });
});

describe('isRejoin (product/accounts-and-sign-in.md#rejoin: an SSO cookie and a successful lookup)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('cookie %s, lookup %s → %s', (hasSsoCookie, membershipFound, rejoin) => {
    expect(isRejoin({ hasSsoCookie, membershipFound })).toBe(rejoin);
  });
});
