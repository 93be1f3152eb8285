// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, LoginResponse, logout } from '@clubjoin/contract/auth';
import {
  accountExists,
  requestActivationEmail,
  reserveIdentity,
} from '@clubjoin/contract/identity';
import { ExistingMembership, getExistingMembership } from '@clubjoin/contract/membership';
import { ACTIVATION_MESSAGES } from '@clubjoin/domain/accounts/activation';
import { MEMBER_SERVICES_PHONE } from '@clubjoin/domain/accounts/loginAttempt';
import { rejoinProblemMessage } from '@clubjoin/domain/accounts/rejoinEligibility';
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
} from '@clubjoin/domain/validation/email';
import {
  PASSWORD_MAX_LENGTH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULES_MESSAGE,
  PASSWORD_SPECIAL_CHARACTERS_MESSAGE,
  PASSWORD_USERNAME_MESSAGE,
} from '@clubjoin/domain/validation/password';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { postLog } from '@clubjoin/contract/logs';
import { dismissCallErrors } from '../../../api/callTracker';
import { failure, setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { expireSession } from '../../session/expireSession';
import { openStep } from '../../openStep.fixture';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';

/** The account services: each test gives the answers it needs, and reads what was sent. */
const api = setupFakeApi();

const member = (memberId: string, firstName: string) => ({
  memberId,
  partyId: `party-${memberId}`,
  firstName,
  lastName: 'Doe',
  dateOfBirth: '1980-04-02',
  email: null,
  phoneNumber: null,
  gender: null,
  street: null,
  city: null,
  state: null,
  country: null,
  zip: null,
});
/** An update token as the identity reservation answers one. */
const UPDATE_TOKEN = 'update-token-1'.padEnd(43, '0');

const membership = (membershipStatus: string, terminationReason: string | null = null) =>
  ExistingMembership.parse({
    membershipStatus,
    terminationReason,
    isDigital: false,
    isFreemium: false,
    primaryMember: member('100', 'Jane'),
    additionalMembers: [member('101', 'John')],
    juniorMembers: [],
  });
const loginAnswer = (status: string, code: number, message: string | null, partyId = null) =>
  LoginResponse.parse({ status, code, ssoId: partyId ? 'sso-1' : null, partyId, message });
const signedIn = LoginResponse.parse({
  status: 'Success',
  code: 0,
  ssoId: 'sso-1',
  partyId: 'party-100',
  message: null,
});

beforeEach(() => {
  answerStoredClub(api);
  // The steps log failed logins and refused memberships, and sign a refused member out.
  api.answer(postLog, null);
  api.answer(logout, null);
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  membershipStore.setState({ mmsClubId: '5' });
});

afterEach(() => {
  cleanup();
  expireSession();
  dismissCallErrors();
});

async function enter(step: WizardStep) {
  const opened = openStep(step);
  await screen.findByRole('heading', { level: 1 });
  return opened;
}

/** The message described on a field, which must also be announced. */
function errorOf(field: HTMLElement): string | undefined {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const alert = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert');
  return alert?.textContent ?? undefined;
}

const moveForward = () => screen.getByRole('button', { name: 'Move Forward' });

describe('get started (product/accounts-and-sign-in.md#get-started)', () => {
  it.each([
    ['', EMAIL_REQUIRED_MESSAGE],
    ['jane@', EMAIL_FORMAT_MESSAGE],
  ])('refuses %j with the spec message, focused and announced', async (typed, message) => {
    const { user } = await enter('getStarted');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email.getAttribute('autocomplete')).toBe('email');
    if (typed) await user.type(email, typed);

    await user.click(moveForward());

    await waitFor(() => expect(errorOf(email)).toBe(message));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(await api.calls(accountExists)).toEqual([]);
  });

  it('sends a new email to create account, resetting what was entered for an account', async () => {
    api.answer(accountExists, { exists: false });
    membershipStore.setState({
      memberAccount: { username: 'old@example.com', existing: true, partyId: 'p-9' },
      primaryMember: { firstName: 'Old' },
    });
    const { history, user } = await enter('getStarted');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, ' jane@example.com ');

    await user.click(moveForward());

    await waitFor(() => expect(history.location.pathname).toBe('/join/create-account'));
    expect((await api.calls(accountExists))[0]?.body).toEqual({
      emailAddress: 'jane@example.com',
    });
    const state = membershipStore.getState();
    expect(state.memberAccount).toEqual({ username: 'jane@example.com', existing: false });
    expect(state.primaryMember).toBeUndefined();
  });

  it('sends an existing account to log in', async () => {
    api.answer(accountExists, { exists: true });
    const { history, user } = await enter('getStarted');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'a@example.com');

    await user.click(moveForward());

    await waitFor(() => expect(history.location.pathname).toBe('/join/log-in'));
    expect(membershipStore.getState().memberAccount).toEqual({
      username: 'a@example.com',
      existing: true,
    });
  });

  it('in the rejoin flow, refuses an active membership under the email', async () => {
    api.answer(accountExists, { exists: true });
    api.answer(getExistingMembership, membership('Active'));
    membershipStore.setState({ rejoin: true });
    const { history, user } = await enter('getStarted');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'active@example.com');

    await user.click(moveForward());

    await waitFor(() =>
      expect(errorOf(email)).toBe(rejoinProblemMessage('activeMembership', MEMBER_SERVICES_PHONE)),
    );
    expect(history.location.pathname).toBe('/join/get-started');
    expect((await api.calls(getExistingMembership))[0]?.url).toContain(
      'email=active%40example.com',
    );
  });
});

describe('log in (product/accounts-and-sign-in.md#log-in, #login-problems)', () => {
  beforeEach(() => {
    membershipStore.setState({ memberAccount: { username: 'jane@example.com', existing: true } });
  });

  it('shows the recognised username read-only and the password with show-password', async () => {
    const { user } = await enter('logIn');
    expect(screen.getByText(/We recognised an account for jane@example.com/)).toBeDefined();
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('jane@example.com');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');

    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(password.type).toBe('password');
    expect(screen.getByRole('link', { name: /Forgot your password/ }).getAttribute('href')).toBe(
      'tel:+18005550100',
    );
  });

  it('asks for the password before calling', async () => {
    const { user } = await enter('logIn');
    await user.click(moveForward());
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(errorOf(password)).toBe(PASSWORD_REQUIRED_MESSAGE));
    expect(document.activeElement).toBe(password);
    expect(await api.calls(login)).toEqual([]);
  });

  it.each([
    ['InvalidCredentials', -201, 'Password', 'The password you entered is incorrect.'],
    ['AccountSuspended', -207, 'Email address', 'Your account has been suspended.'],
    ['AccountNotActivated', -208, 'Email address', 'Not activated yet.'],
    ['ChangePassword', 203, 'Password', 'Change it first.'],
  ])('shows %s (%i) under the %s field', async (status, code, field, message) => {
    api.answer(login, loginAnswer(status, code, message));
    const { history, user } = await enter('logIn');
    await user.type(screen.getByLabelText('Password'), 'Wrong-pass-1');

    await user.click(moveForward());

    const target = screen.getByLabelText(field);
    await waitFor(() => expect(errorOf(target)).toBe(message));
    expect(document.activeElement).toBe(target);
    expect(history.location.pathname).toBe('/join/log-in');
    expect((await api.calls(login))[0]?.body).toEqual({
      username: 'jane@example.com',
      password: 'Wrong-pass-1',
      type: 'customer',
    });
  });

  it('offers to resend the activation email to an account not activated, and says what it did', async () => {
    api.answer(login, loginAnswer('AccountNotActivated', -208, 'Not yet.'));
    api.answer(requestActivationEmail, { message: ACTIVATION_MESSAGES.emailRequested });
    const { user } = await enter('logIn');
    expect(screen.queryByRole('button', { name: 'Resend the activation email' })).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'Right-pass-12');
    await user.click(moveForward());

    const resend = await screen.findByRole('button', { name: 'Resend the activation email' });
    await user.click(resend);
    const said = await screen.findByText(ACTIVATION_MESSAGES.emailRequested);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect((await api.calls(requestActivationEmail))[0]?.body).toEqual({
      emailAddress: 'jane@example.com',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('tells a resend past its limit in the same place, with no error modal', async () => {
    api.answer(login, loginAnswer('AccountNotActivated', -208, 'Not yet.'));
    api.answer(requestActivationEmail, failure(429, ACTIVATION_MESSAGES.tooManyRequests(1800)));
    const { user } = await enter('logIn');
    await user.type(screen.getByLabelText('Password'), 'Right-pass-12');
    await user.click(moveForward());
    await user.click(await screen.findByRole('button', { name: 'Resend the activation email' }));
    const said = await screen.findByText(ACTIVATION_MESSAGES.tooManyRequests(1800));
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the rate limit under the password, with no error modal', async () => {
    api.answer(login, failure(429, 'Too many attempts. Try in 5 minutes.'));
    const { user } = await enter('logIn');
    await user.type(screen.getByLabelText('Password'), 'Any-pass-123');
    await user.click(moveForward());

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Password'))).toBe(
        'Too many attempts. Try in 5 minutes.',
      ),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stores a rejoinable membership and moves on to the primary member', async () => {
    api.answer(login, signedIn);
    api.answer(getExistingMembership, membership('Terminated', 'Voluntary'));
    const { history, user } = await enter('logIn');
    await user.type(screen.getByLabelText('Password'), 'Clubjoin-Demo-1');

    await user.click(moveForward());

    await waitFor(() => expect(history.location.pathname).toBe('/join/primary-member'));
    const state = membershipStore.getState();
    expect(state.memberAccount).toEqual({
      username: 'jane@example.com',
      existing: true,
      partyId: 'party-100',
      memberId: '100',
    });
    expect(state.previousMembership?.additionalMembers.map((m) => m.firstName)).toEqual(['John']);
  });

  it('moves on for an account without a membership', async () => {
    api.answer(login, signedIn);
    api.answer(getExistingMembership, failure(404, 'No membership'));
    const { history, user } = await enter('logIn');
    await user.type(screen.getByLabelText('Password'), 'Clubjoin-Demo-1');

    await user.click(moveForward());

    await waitFor(() => expect(history.location.pathname).toBe('/join/primary-member'));
    expect(membershipStore.getState().previousMembership).toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses an active membership under the email, ends the session and resets', async () => {
    api.answer(login, signedIn);
    api.answer(getExistingMembership, membership('Active'));
    membershipStore.setState({ primaryMember: { firstName: 'Jane' } });
    const { history, user } = await enter('logIn');
    await user.type(screen.getByLabelText('Password'), 'Clubjoin-Demo-1');

    await user.click(moveForward());

    const email = screen.getByRole('textbox', { name: 'Email address' });
    await waitFor(() =>
      expect(errorOf(email)).toBe(rejoinProblemMessage('activeMembership', MEMBER_SERVICES_PHONE)),
    );
    expect(document.activeElement).toBe(email);
    expect(history.location.pathname).toBe('/join/log-in');
    expect(await api.calls(logout)).toHaveLength(1);
    expect(membershipStore.getState().primaryMember).toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses an involuntarily terminated membership under the password', async () => {
    api.answer(login, signedIn);
    api.answer(getExistingMembership, membership('Terminated', 'Involuntary'));
    const { user } = await enter('logIn');
    await user.type(screen.getByLabelText('Password'), 'Clubjoin-Demo-1');

    await user.click(moveForward());

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Password'))).toBe(
        rejoinProblemMessage('terminatedMembership', MEMBER_SERVICES_PHONE),
      ),
    );
  });
});

describe('create account (product/accounts-and-sign-in.md#create-account)', () => {
  beforeEach(() => {
    membershipStore.setState({ memberAccount: { username: 'jane@example.com', existing: false } });
  });

  it('shows each password message as the person types', async () => {
    const { user } = await enter('createAccount');
    const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.autocomplete).toBe('new-password');

    const shown = async (typed: string) => {
      await user.clear(password);
      await user.type(password, typed);
      return errorOf(password);
    };
    expect(await shown('Short-1')).toBe(PASSWORD_RULES_MESSAGE);
    expect(await shown('Has a space-1')).toBe(PASSWORD_RULES_MESSAGE);
    expect(await shown('Hash#tag-1234')).toBe(PASSWORD_SPECIAL_CHARACTERS_MESSAGE);
    expect(await shown('Aa1-'.repeat(8))).toBe(PASSWORD_MAX_LENGTH_MESSAGE);
    expect(await shown('X-jane@example.com')).toBe(PASSWORD_USERNAME_MESSAGE);
    expect(await shown('Strong-pass-12')).toBeUndefined();
  });

  it('reserves the identity, stores it and moves on; coming back changes the same reservation', async () => {
    api.answer(reserveIdentity, { partyId: 'party-new', updateToken: UPDATE_TOKEN });
    const first = await enter('createAccount');
    await first.user.type(screen.getByLabelText('Password'), 'Strong-pass-12');

    await first.user.click(moveForward());

    await waitFor(() => expect(first.history.location.pathname).toBe('/join/primary-member'));
    const state = membershipStore.getState();
    expect(state.memberAccount).toEqual({
      username: 'jane@example.com',
      existing: false,
      partyId: 'party-new',
      updateToken: UPDATE_TOKEN,
    });
    expect(state.newAccountPartyId).toBe('party-new');
    expect(state.primaryMember?.email).toBe('jane@example.com');
    expect((await api.calls(reserveIdentity))[0]?.body).toEqual({
      username: 'jane@example.com',
      password: 'Strong-pass-12',
    });

    cleanup();
    const again = await enter('createAccount');
    await again.user.type(screen.getByLabelText('Password'), 'Other-pass-34');
    await again.user.click(moveForward());
    await waitFor(async () => expect(await api.calls(reserveIdentity)).toHaveLength(2));
    expect((await api.calls(reserveIdentity))[1]?.body).toEqual({
      username: 'jane@example.com',
      password: 'Other-pass-34',
      partyId: 'party-new',
      updateToken: UPDATE_TOKEN,
    });
    // Each attempt is retry-safe under a key of its own.
    const keys = (await api.calls(reserveIdentity)).map(
      (request) => request.headers['idempotency-key'],
    );
    expect(keys).toEqual([expect.any(String), expect.any(String)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows a username taken meanwhile under the email, with no error modal', async () => {
    api.answer(
      reserveIdentity,
      failure(409, EMAIL_IN_USE_MESSAGE, {
        fields: [{ field: 'body.username', message: EMAIL_IN_USE_MESSAGE }],
      }),
    );
    const { history, user } = await enter('createAccount');
    await user.type(screen.getByLabelText('Password'), 'Strong-pass-12');

    await user.click(moveForward());

    const email = screen.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(errorOf(email)).toBe(EMAIL_IN_USE_MESSAGE));
    expect(document.activeElement).toBe(email);
    expect(history.location.pathname).toBe('/join/create-account');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
