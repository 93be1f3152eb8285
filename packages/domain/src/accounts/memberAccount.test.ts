import { describe, expect, it } from 'vitest';
import { withGuestPassReset } from './guestPass';
import {
  type AccountMembership,
  autoRenewalTerms,
  cancellationConfirmation,
  cancellationOf,
  cancelOnlineRefusal,
  guestPassSummary,
  membershipStatusLabel,
  nextCharge,
} from './memberAccount';

const monthly = (startedOn: string, status = 'Active'): AccountMembership => ({
  status,
  billsMonthly: true,
  startedOn,
  monthlyAmount: 5999,
});

describe('nextCharge (product/accounts-and-sign-in.md#a-members-own-account)', () => {
  it.each<[string, string, string, string]>([
    [
      'joined mid-month: this month and the next were paid',
      '2026-11-21',
      '2026-11-21',
      '2027-01-01',
    ],
    ['joined on the 1st: only that month was paid', '2026-11-01', '2026-11-21', '2026-12-01'],
    ['joined on the 1st, read the same day', '2026-11-01', '2026-11-01', '2026-12-01'],
    ['a December join runs into the next year', '2026-12-15', '2026-12-20', '2027-02-01'],
    ['joined long ago: the next 1st after today', '2024-03-10', '2026-11-21', '2026-12-01'],
    [
      'read on a 1st: that day’s dues were taken, the next are a month on',
      '2024-03-10',
      '2027-01-01',
      '2027-02-01',
    ],
    ['read on the last day of a month', '2026-11-21', '2026-12-31', '2027-01-01'],
  ])('%s', (_case, startedOn, today, date) => {
    expect(nextCharge(monthly(startedOn), today)).toEqual({ date, amount: 5999 });
  });

  it('has none for a membership that does not bill monthly, or is not active', () => {
    const today = '2026-11-21';
    expect(nextCharge({ ...monthly('2026-11-21'), billsMonthly: false }, today)).toBeUndefined();
    for (const status of ['Pending', 'LateActivation', 'PendingTermination', 'Terminated']) {
      expect(nextCharge(monthly('2026-11-21', status), today)).toBeUndefined();
    }
  });
});

describe('the guest passes an account shows, across a month boundary', () => {
  const figures = {
    lastCacheDate: '2026-11-30',
    clubVisits: 3,
    guestPassPeriod: 'month' as const,
    guestPassBalance: 1,
    guestPassTotal: 4,
  };
  it('are as cached on the last day of the month, and full again on the 1st', () => {
    expect(withGuestPassReset(figures, '2026-11-30')).toEqual(figures);
    expect(withGuestPassReset(figures, '2026-12-01')).toEqual({
      ...figures,
      clubVisits: 0,
      guestPassBalance: 4,
    });
  });
});

describe('cancelOnlineRefusal', () => {
  const primary = { clickToCancel: true, memberType: 'primary' as const };
  it('lets the primary member of a renewing membership cancel where the flag is on', () => {
    for (const status of ['Active', 'LateActivation', 'Pending']) {
      expect(cancelOnlineRefusal({ ...primary, membership: monthly('2026-11-21', status) })).toBe(
        undefined,
      );
    }
  });

  it.each<[string, Parameters<typeof cancelOnlineRefusal>[0], string]>([
    [
      'the flag off at the club',
      { ...primary, clickToCancel: false, membership: monthly('2026-11-21') },
      'clickToCancelOff',
    ],
    [
      'an additional member',
      { ...primary, memberType: 'additional', membership: monthly('2026-11-21') },
      'notPrimary',
    ],
    [
      'a membership already ending',
      { ...primary, membership: monthly('2026-11-21', 'PendingTermination') },
      'notCancellable',
    ],
    [
      'a suspended membership',
      { ...primary, membership: monthly('2026-11-21', 'Suspended') },
      'notCancellable',
    ],
    [
      'a term paid in full, which never renews',
      { ...primary, membership: { ...monthly('2026-11-21'), billsMonthly: false } },
      'notCancellable',
    ],
  ])('refuses %s', (_case, who, refusal) => {
    expect(cancelOnlineRefusal(who)).toBe(refusal);
  });
});

describe('cancellationOf', () => {
  it('runs an active membership to the end of what was paid', () => {
    expect(cancellationOf(monthly('2026-11-21'), '2026-11-21')).toEqual({
      status: 'PendingTermination',
      endsOn: '2026-12-31',
      terminationReason: 'Voluntary',
    });
    expect(cancellationOf(monthly('2024-02-10'), '2027-02-14')).toMatchObject({
      endsOn: '2027-02-28',
    });
  });

  it('ends a membership that has not started today', () => {
    expect(cancellationOf(monthly('2026-11-21', 'LateActivation'), '2026-11-21')).toEqual({
      status: 'Terminated',
      endsOn: '2026-11-21',
      terminationReason: 'Voluntary',
    });
  });
});

describe('the words of a cancellation', () => {
  it('states the auto-renewal terms and what cancelling changes before it, and the end after', () => {
    expect(autoRenewalTerms(monthly('2026-11-21'), '2026-11-21', '$59.99')).toBe(
      'Your membership renews automatically: $59.99 is charged on the 1st of each month until you cancel. If you cancel now, nothing more is charged and you may use the club until December 31, 2026.',
    );
    expect(autoRenewalTerms(monthly('2026-11-21', 'Pending'), '2026-11-21', '$59.99')).toMatch(
      /If you cancel now, it ends today and nothing is charged\.$/,
    );
    expect(cancellationConfirmation({ endsOn: '2026-12-31' })).toBe(
      'Your membership is cancelled. Nothing more will be charged, and it ends on December 31, 2026.',
    );
  });
});

describe('the account’s words for a status and guest passes', () => {
  it('spells statuses for people, and passes by their period', () => {
    expect(membershipStatusLabel('PendingTermination')).toBe('Pending Termination');
    expect(membershipStatusLabel('Pending')).toBe('Pending (waitlist)');
    expect(membershipStatusLabel('Frozen')).toBe('Frozen');
    expect(guestPassSummary({ period: 'month', balance: 4, total: 4 })).toBe(
      '4 of 4 guest passes left this month',
    );
  });
});
