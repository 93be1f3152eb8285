import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  MEMBER_SERVICES_PHONE,
  staffSuspensionMessage,
} from '@clubjoin/domain/accounts/loginAttempt';
import { loginProblemMessage } from '@clubjoin/domain/accounts/loginResult';
import { rejoinProblemMessage } from '@clubjoin/domain/accounts/rejoinEligibility';
import { PASSWORD_RULES_MESSAGE } from '@clubjoin/domain/validation/password';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  moveForward,
  reachGetStarted,
} from './wizard';

/** The demo accounts' password (README "Demo logins"). */
const DEMO_PASSWORD = 'Clubjoin-Demo-1';

const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

/** Enters an email on get started and moves on to the page it leads to. */
async function getStarted(
  page: Page,
  email: string,
  next: '/join/log-in' | '/join/create-account',
) {
  await emailField(page).fill(email);
  await moveForward(page).click();
  await expect(page).toHaveURL(next);
}

/** Types the password on log in and moves forward. */
async function logIn(page: Page, password: string) {
  await passwordField(page).fill(password);
  await moveForward(page).click();
}

test.describe('the account steps (product/accounts-and-sign-in.md#get-started, #login-problems)', () => {
  test.beforeEach(async ({ page }) => {
    await reachGetStarted(page);
  });

  test('a new person creates an account by keyboard and goes on to the primary member', async ({
    page,
  }) => {
    await expectNoAxeViolations(page);
    await moveForward(page).click();
    await expect(emailField(page)).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText('Please enter an email address.');

    const email = `new.person.${randomUUID().slice(0, 8)}@example.com`;
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/join/create-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeFocused();
    await expect(emailField(page)).toHaveValue(email);
    await expect(emailField(page)).not.toBeEditable();

    await passwordField(page).fill('short');
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_RULES_MESSAGE);
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await passwordField(page).fill('Fresh-start-2026');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const reserved = page.waitForResponse('**/api/membership/v1/userIdentity');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/join/primary-member');
    const reservation = await reserved;
    expect(reservation.status()).toBe(201);
    expect(reservation.request().headers()['idempotency-key']).toBeTruthy();
    // A reservation is no account until a purchase completes with it (docs/decisions/0009).
    const answer = await page.request.post('/api/membership/v1/userIdentity/exists', {
      data: { emailAddress: email },
    });
    expect(await answer.json()).toEqual({ exists: false });
  });

  test.describe('a returning account without a membership', () => {
    // The lookup's 404 (and the browser's console line about it) is how the service says the
    // account holds no membership.
    test.use({
      expectedProblems: [
        /\/api\/membership\/v1\/membership\?adjustMemberTypes=true&email=new\.account%40/,
      ],
    });

    test('logs in after a wrong password', async ({ page }) => {
      // Each login checks a slow password hash on purpose
      // (product/accounts-and-sign-in.md#passwords-lockout-and-sessions).
      test.slow();
      await getStarted(page, 'new.account@example.com', '/join/log-in');
      await expect(
        page.getByText('We recognised an account for new.account@example.com.'),
      ).toBeVisible();
      await expect(emailField(page)).toHaveValue('new.account@example.com');
      await expect(page.getByRole('link', { name: /Forgot your password/ })).toHaveAttribute(
        'href',
        'tel:+18005550100',
      );
      await expectNoAxeViolations(page);

      await logIn(page, 'Not-the-password-1');
      await expect(page.getByRole('alert')).toHaveText(
        loginProblemMessage('incorrectPassword', MEMBER_SERVICES_PHONE),
      );
      await expect(passwordField(page)).toBeFocused();
      await expectNoAxeViolations(page);

      await logIn(page, DEMO_PASSWORD);
      await expect(page).toHaveURL('/join/primary-member');
    });
  });

  test('an account suspended by staff is told so under the email', async ({ page }) => {
    await getStarted(page, 'suspended.account@example.com', '/join/log-in');
    await logIn(page, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(staffSuspensionMessage(MEMBER_SERVICES_PHONE));
    await expect(emailField(page)).toBeFocused();
    await expect(page).toHaveURL('/join/log-in');
  });

  test('five wrong passwords lock the account, the right one then too', async ({ page }) => {
    // Six logins, each checking a slow password hash on purpose
    // (product/accounts-and-sign-in.md#passwords-lockout-and-sessions).
    test.slow();
    await getStarted(page, 'nonpaid.late.activation@example.com', '/join/log-in');
    const incorrect = loginProblemMessage('incorrectPassword', MEMBER_SERVICES_PHONE);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      await logIn(page, `Wrong-password-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText(incorrect);
    }
    const locked = loginProblemMessage('accountSuspended', MEMBER_SERVICES_PHONE);
    await logIn(page, 'Wrong-password-5');
    await expect(page.getByRole('alert')).toHaveText(locked);
    await expect(emailField(page)).toBeFocused();

    await logIn(page, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(locked);
    await expect(page).toHaveURL('/join/log-in');
  });

  test('a member who left voluntarily is recognised as rejoining', async ({ page }) => {
    await getStarted(page, 'rejoin.voluntary@example.com', '/join/log-in');
    await logIn(page, DEMO_PASSWORD);
    await expect(page).toHaveURL('/join/primary-member');
    // Signed in: the session's membership is the one the member forms offer.
    const membership = await page.request.get('/api/membership/v1/membership');
    expect(await membership.json()).toMatchObject({ membershipStatus: 'Terminated' });
  });

  test('a member terminated involuntarily is refused under the password', async ({ page }) => {
    await getStarted(page, 'rejoin.involuntary@example.com', '/join/log-in');
    await logIn(page, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      rejoinProblemMessage('terminatedMembership', MEMBER_SERVICES_PHONE),
    );
    await expect(page).toHaveURL('/join/log-in');
  });

  test('an active member is refused under the email and signed out', async ({ page }) => {
    await getStarted(page, 'active.member@example.com', '/join/log-in');
    await logIn(page, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      rejoinProblemMessage('activeMembership', MEMBER_SERVICES_PHONE),
    );
    await expect(emailField(page)).toBeFocused();
    await expect(page).toHaveURL('/join/log-in');
    await expectNoAxeViolations(page);

    const membership = await page.request.get('/api/membership/v1/membership');
    expect(membership.status()).toBe(401);
  });
});

test.describe('on a 375 px phone screen', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('get started and log in fit without sideways scrolling', async ({ page }) => {
    const fits = () => expectNoSidewaysScroll(page);
    await reachGetStarted(page);
    await fits();
    await expectNoAxeViolations(page);
    await getStarted(page, 'change.password@example.com', '/join/log-in');
    await logIn(page, '');
    await expect(page.getByRole('alert')).toHaveText('Please enter a password.');
    await fits();
    await expectNoAxeViolations(page);
  });
});
