import { describe, expect, it } from 'vitest';
import { accountStanding, countsAsAccount } from './accountStanding';
import { activationLink, ACTIVATION_MESSAGES } from './activation';
import { usernameKey } from './username';

describe('where an account stands (product/accounts-and-sign-in.md#accounts-and-proof: an account belongs to whoever proved its email)', () => {
  it.each([
    [{ activated: false, awaitingActivation: false }, 'reservation', false],
    [{ activated: false, awaitingActivation: true }, 'awaitingActivation', true],
    [{ activated: true, awaitingActivation: false }, 'active', true],
    [{ activated: true, awaitingActivation: true }, 'active', true],
  ] as const)('%j stands as %s; counts as an account: %s', (facts, standing, counts) => {
    expect(accountStanding(facts)).toBe(standing);
    expect(countsAsAccount(accountStanding(facts))).toBe(counts);
  });
});

describe('the activation link', () => {
  it('opens the activation page with the token in the fragment, whatever the base ends with', () => {
    expect(activationLink('https://join.club.example/', 'abc-_1')).toBe(
      'https://join.club.example/account/activate#token=abc-_1',
    );
    expect(activationLink('http://localhost:3000', 'x')).toBe(
      'http://localhost:3000/account/activate#token=x',
    );
  });

  it('says the wait in whole minutes, rounded up', () => {
    expect(ACTIVATION_MESSAGES.tooManyRequests(61)).toBe(
      'Too many activation emails were asked for. Please try again in 2 minutes.',
    );
  });
});

describe('usernameKey', () => {
  it('compares emails without case or surrounding spaces', () => {
    expect(usernameKey('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
