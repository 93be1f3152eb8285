import { describe, expect, it } from 'vitest';
import {
  type AccountBoundState,
  isOwnReservation,
  withAccountReset,
  withGetStartedAccount,
} from './accountExistence';

type Member = { firstName?: string };
const emptyMember = (): Member => ({});

const entered = {
  quantities: { adults: 2, juniors: 1 },
  memberAccount: {
    username: 'jane@example.com',
    existing: false,
    partyId: 'p-1',
    updateToken: 't-1',
    memberId: 'm-1',
  },
  transaction: { cartId: 'c-1', orderId: 'o-1' },
  newAccountPartyId: 'p-1',
  primaryMember: { firstName: 'Jane' },
  adultMembers: [{ firstName: 'John' }],
  juniorMembers: [{ firstName: 'Jim' }],
  purchaser: { firstName: 'Pat' },
  membershipAddress: { street: '1 Main St' },
  previousMembership: { membershipStatus: 'Terminated' },
};

describe('get started (product/accounts-and-sign-in.md#get-started)', () => {
  it('keeps what was entered when the existence is unchanged, storing the new username', () => {
    const next = withGetStartedAccount(
      entered,
      { email: 'jane.doe@example.com', exists: false },
      emptyMember,
    );
    expect(next).toEqual({
      ...entered,
      memberAccount: { ...entered.memberAccount, username: 'jane.doe@example.com' },
    });
  });

  it('resets ids, members, purchaser, address and the previous membership when existence changes', () => {
    const next = withGetStartedAccount(
      entered,
      { email: 'member@example.com', exists: true },
      emptyMember,
    );
    expect(next).toEqual({
      quantities: { adults: 2, juniors: 1 },
      memberAccount: { username: 'member@example.com', existing: true },
      transaction: undefined,
      newAccountPartyId: undefined,
      primaryMember: undefined,
      adultMembers: [{}],
      juniorMembers: [{}],
      purchaser: undefined,
      membershipAddress: undefined,
      previousMembership: undefined,
    });
  });

  it('resets on the first answer, when nothing was stored yet', () => {
    const fresh: AccountBoundState<Member> = {
      adultMembers: [],
      juniorMembers: [],
      primaryMember: { firstName: 'A' },
    };
    const next = withGetStartedAccount(
      fresh,
      { email: 'a@example.com', exists: false },
      emptyMember,
    );
    expect(next.primaryMember).toBeUndefined();
    expect(next.memberAccount).toEqual({ username: 'a@example.com', existing: false });
  });

  it('counts our own reservation of the same email as new, keeping it', () => {
    const next = withGetStartedAccount(
      entered,
      { email: 'JANE@example.com ', exists: true },
      emptyMember,
    );
    expect(next.memberAccount).toEqual({ ...entered.memberAccount, username: 'JANE@example.com ' });
    expect(next.primaryMember).toEqual({ firstName: 'Jane' });
  });
});

describe('our own reservation', () => {
  it.each([
    { account: entered.memberAccount, email: 'jane@example.com', own: true },
    { account: entered.memberAccount, email: 'other@example.com', own: false },
    {
      account: { ...entered.memberAccount, updateToken: undefined },
      email: 'jane@example.com',
      own: false,
    },
    {
      account: { ...entered.memberAccount, existing: true },
      email: 'jane@example.com',
      own: false,
    },
    { account: undefined, email: 'jane@example.com', own: false },
  ])(
    '$email with $account.updateToken, existing $account.existing → $own',
    ({ account, email, own }) => {
      expect(isOwnReservation(account, email)).toBe(own);
    },
  );
});

describe('resetting an account', () => {
  it('keeps the username and existing flag only, and leaves the given state untouched', () => {
    const next = withAccountReset(entered, emptyMember);
    expect(next.memberAccount).toEqual({ username: 'jane@example.com', existing: false });
    expect(entered.primaryMember).toEqual({ firstName: 'Jane' });
  });
});
