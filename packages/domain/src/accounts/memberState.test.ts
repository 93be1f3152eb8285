import { describe, expect, it } from 'vitest';
import {
  type MemberState,
  memberStateOf,
  profileFieldsToClear,
  profileLoadCallsService,
  type SignInArtefacts,
} from './memberState';

describe('memberStateOf (product/accounts-and-sign-in.md#member-state)', () => {
  it.each<[SignInArtefacts, MemberState]>([
    [{ sso: 's' }, 'authenticated'],
    [{ token: 't' }, 'authenticated'],
    [{ sso: 's', rememberToken: 'r' }, 'authenticated'],
    [{ rememberToken: 'r' }, 'remembered'],
    [{ sso: '', rememberToken: 'r' }, 'remembered'],
    [{}, 'unauthenticated'],
    [{ sso: '', token: '', rememberToken: '' }, 'unauthenticated'],
  ])('%j → %s', (artefacts, state) => {
    expect(memberStateOf(artefacts)).toBe(state);
  });
});

describe('profile loading by member state (product/accounts-and-sign-in.md#member-state)', () => {
  it.each<[MemberState, boolean, string[]]>([
    ['unauthenticated', false, ['partyId', 'memberDetails', 'personalization']],
    ['remembered', true, []],
    ['authenticated', true, []],
  ])('%s: calls the service %s, clears %j', (state, calls, cleared) => {
    expect(profileLoadCallsService(state)).toBe(calls);
    expect(profileFieldsToClear(state)).toEqual(cleared);
  });
});
