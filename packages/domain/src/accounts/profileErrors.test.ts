import { describe, expect, it } from 'vitest';
import type { MemberState } from './memberState';
import { type ProfileError, SIGN_IN_STORES, storesClearedByProfileError } from './profileErrors';

describe('storesClearedByProfileError (product/accounts-and-sign-in.md#profile-errors)', () => {
  it.each<[string, ProfileError, MemberState, string[]]>([
    ['401 when authenticated', { status: 401 }, 'authenticated', ['sso', 'authSession']],
    ['400 when authenticated', { status: 400 }, 'authenticated', ['sso', 'authSession']],
    [
      '502 when remembered',
      { status: 502 },
      'remembered',
      ['sso', 'authSession', 'profileToken', 'rememberToken'],
    ],
    [
      '401 when remembered',
      { status: 401 },
      'remembered',
      ['sso', 'authSession', 'profileToken', 'rememberToken'],
    ],
    [
      'Expired SSO Session',
      { message: 'Expired SSO Session' },
      'remembered',
      ['sso', 'authSession'],
    ],
    [
      'a timeout',
      { message: 'timeout of 180000ms exceeded' },
      'authenticated',
      ['sso', 'authSession'],
    ],
    ['Bad Request', { message: 'Bad Request' }, 'authenticated', [...SIGN_IN_STORES]],
    [
      'Profile does not exist',
      { status: 404, message: 'Profile does not exist' },
      'authenticated',
      [...SIGN_IN_STORES],
    ],
    [
      '400 with Bad Request: the wider rule',
      { status: 400, message: 'Bad Request' },
      'authenticated',
      [...SIGN_IN_STORES],
    ],
    ['a 500', { status: 500, message: 'Internal Server Error' }, 'authenticated', []],
    ['nothing known', {}, 'remembered', []],
  ])('%s → %j', (_case, error, state, cleared) => {
    expect(storesClearedByProfileError(error, state)).toEqual(cleared);
  });
});
