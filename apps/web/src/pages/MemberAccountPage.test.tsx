// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { login, logout } from '@clubjoin/contract/auth';
import {
  cancelMembership,
  getMemberAccount,
  type MemberAccount,
} from '@clubjoin/contract/memberAccount';
import { MEMBER_ACCOUNT_TEXTS } from '@clubjoin/domain/accounts/memberAccount';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import { ServerDataProvider } from '../api/ServerDataProvider';
import { dismissCallErrors } from '../api/callTracker';
import { failure, setupFakeApi } from '../testing/fakeApi';
import { MemberAccountPage } from './MemberAccountPage';

const api = setupFakeApi();

const TERMS =
  'Your membership renews automatically: $59.99 is charged on the 1st of each month until you cancel. If you cancel now, nothing more is charged and you may use the club until December 31, 2026.';
const CANCELLED =
  'Your membership is cancelled. Nothing more will be charged, and it ends on December 31, 2026.';

type Membership = NonNullable<MemberAccount['membership']>;

function account(change: Partial<Membership> = {}): MemberAccount {
  return {
    username: 'jane.doe@example.com',
    membership: {
      membershipId: 'M-700001',
      clubId: '5',
      clubName: 'Chanhassen, MN',
      status: 'Active',
      membershipLevel: 'Gold',
      startedOn: '2026-11-21',
      you: 'primary',
      members: [
        { memberType: 'primary', firstName: 'Jane', lastName: 'Doe', memberId: '7000001' },
        { memberType: 'junior', firstName: 'Sam', lastName: 'Doe', memberId: '7000002' },
      ],
      currency: US_DOLLARS,
      nextCharge: { date: '2027-01-01', amount: 5999 },
      agreements: [
        {
          id: 'membership-agreement',
          name: 'Membership Agreement',
          version: '2026-01',
          acceptedAt: '2026-11-21T18:00:00.000Z',
        },
      ],
      guestPasses: { period: 'month', balance: 4, total: 4, clubVisits: 0 },
      cancellation: { state: 'offered', autoRenewalTerms: TERMS },
      ...change,
    },
  };
}

function open() {
  render(
    <ServerDataProvider>
      <MemberAccountPage />
    </ServerDataProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('a member’s own account (product/accounts-and-sign-in.md#a-members-own-account)', () => {
  it('asks a visitor to sign in, then shows their membership', async () => {
    let signedIn = false;
    api.answer(getMemberAccount, () =>
      signedIn ? account() : failure(401, 'No SSO session was given.'),
    );
    api.answer(login, () => {
      signedIn = true;
      return { status: 'Success', code: 0, ssoId: null, partyId: 'p-1', message: null };
    });
    const user = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your member account' }),
    ).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Summer-Swim-2025');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your membership' })).toBeDefined();
    expect((await api.calls(login))[0]?.body).toEqual({
      username: 'jane.doe@example.com',
      password: 'Summer-Swim-2025',
      type: 'customer',
    });
    expect(screen.getByText('$59.99 on January 1, 2027')).toBeDefined();
    expect(screen.getByText('4 of 4 guest passes left this month')).toBeDefined();
    expect(screen.getByText(/^Sam Doe: Junior member/)).toBeDefined();
    expect(screen.getByText(/^Membership Agreement \(version 2026-01\), accepted/)).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('states the auto-renewal terms before cancelling, then what the cancellation means', async () => {
    api.answer(getMemberAccount, account());
    api.answer(
      cancelMembership,
      account({
        status: 'PendingTermination',
        nextCharge: null,
        cancellation: { state: 'cancelled', endsOn: '2026-12-31', message: CANCELLED },
      }),
    );
    const user = open();
    await user.click(
      await screen.findByRole('button', { name: MEMBER_ACCOUNT_TEXTS.cancelButton }),
    );
    expect(screen.getByText(TERMS)).toBeDefined();
    expect(await api.requests()).toEqual(['GET /api/member-account']);

    await user.click(screen.getByRole('button', { name: MEMBER_ACCOUNT_TEXTS.confirmButton }));
    const said = await screen.findByText(CANCELLED);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(await api.requests()).toEqual([
      'GET /api/member-account',
      'POST /api/member-account/cancellation',
    ]);
    expect(screen.getByText('Pending Termination')).toBeDefined();
    expect(screen.getByText(MEMBER_ACCOUNT_TEXTS.noNextCharge)).toBeDefined();
    expect(screen.queryByRole('button', { name: MEMBER_ACCOUNT_TEXTS.cancelButton })).toBeNull();
  });

  it('keeps the membership when the member changes their mind, and says why where it cannot be cancelled', async () => {
    api.answer(getMemberAccount, account());
    const user = open();
    await user.click(
      await screen.findByRole('button', { name: MEMBER_ACCOUNT_TEXTS.cancelButton }),
    );
    await user.click(screen.getByRole('button', { name: MEMBER_ACCOUNT_TEXTS.keepButton }));
    expect(screen.queryByText(TERMS)).toBeNull();
    cleanup();

    const refusal = MEMBER_ACCOUNT_TEXTS.refusals.clickToCancelOff;
    api.answer(getMemberAccount, account({ cancellation: { state: 'refused', message: refusal } }));
    open();
    expect(await screen.findByText(refusal)).toBeDefined();
    expect(screen.queryByRole('button', { name: MEMBER_ACCOUNT_TEXTS.cancelButton })).toBeNull();
  });

  it('says so for an account with no membership, and for passes never counted', async () => {
    api.answer(getMemberAccount, { username: 'new.account@example.com', membership: null });
    open();
    expect(await screen.findByText(MEMBER_ACCOUNT_TEXTS.noMembership)).toBeDefined();
    cleanup();

    api.answer(getMemberAccount, account({ guestPasses: null, agreements: [] }));
    open();
    expect(await screen.findByText(MEMBER_ACCOUNT_TEXTS.noGuestPasses)).toBeDefined();
    expect(screen.getByText(MEMBER_ACCOUNT_TEXTS.noAgreements)).toBeDefined();
  });

  it('signs out: the session ends and the account gives way to the sign-in form', async () => {
    let signedIn = true;
    api.answer(getMemberAccount, () =>
      signedIn ? account() : failure(401, 'No SSO session was given.'),
    );
    api.answer(logout, () => {
      signedIn = false;
      return null;
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your member account' }),
    ).toBeDefined();
    expect(screen.queryByText('Chanhassen, MN')).toBeNull();
    expect(await api.requests()).toEqual([
      'GET /api/member-account',
      'POST /api/auth/logout',
      'GET /api/member-account',
    ]);
  });
});
