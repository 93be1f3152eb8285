import type { Page } from '@playwright/test';
import { MEMBER_ARTEFACT_COOKIES } from '@clubjoin/contract/auth';
import { MEMBER_ACCOUNT_TEXTS } from '@clubjoin/domain/accounts/memberAccount';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { expect, test } from './fixtures';
import { confirmationEmailOf, WALK_PASSWORD, walkToConfirmation } from './flowWalker';
import { mailTo } from './mailbox';
import { e2eMailDir } from './playwright.config';
import { expectNoAxeViolations, expectNoSidewaysScroll, field } from './wizard';

const ACCOUNT_PAGE = OTHER_APP_PAGES.memberAccount;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const detail = (page: Page, term: string) =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Signs in on the account page with the sale-flow login. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(ACCOUNT_PAGE);
  await expect(heading(page, 'Sign in to your member account')).toBeVisible();
  await field(page, 'Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(heading(page, MEMBER_ACCOUNT_TEXTS.title)).toBeVisible();
}

/**
 * A member's own account (product/accounts-and-sign-in.md#a-members-own-account), on the server
 * and browser clocks of e2e/clock.ts: Saturday 21 November 2026.
 */
test.describe('a member’s own account', () => {
  // The page asks the server whose account it is; signed out, the answer is 401 (the browser logs
  // it as a failed resource) and the page shows the sign-in form.
  test.use({ expectedProblems: ['401 GET', 'status of 401'] });

  test('a member who bought a monthly membership signs in, cancels online, and signs out', async ({
    page,
  }) => {
    // A dozen screens, two password hashes, a charge and two emails: more on a busy machine.
    test.slow();
    const walked = await walkToConfirmation(page, '/join?clubId=5', {
      card: 'Monthly Membership',
    });
    // The new account is usable once the link its confirmation carried proves the email.
    const mail = await confirmationEmailOf(walked);
    const link = /\/account\/activate#token=[\w-]{43}/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText(/^Your account is active\./)).toBeVisible();

    await signIn(page, walked.email, WALK_PASSWORD);
    await expect(detail(page, 'Club')).toHaveText('Chanhassen, MN');
    await expect(detail(page, 'Status')).toHaveText('Active');
    // Joined on the 21st: the rest of November and December were paid today.
    await expect(detail(page, 'Next charge')).toHaveText(/^\$[\d.,]+ on January 1, 2027$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Primary member' })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: /^Membership Agreement \(version / }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Chanhassen, MN offers cancelling online: the terms first, then one confirmation.
    await page.getByRole('button', { name: MEMBER_ACCOUNT_TEXTS.cancelButton }).click();
    await expect(
      page.getByText(/^Your membership renews automatically: .* until December 31, 2026\.$/),
    ).toBeVisible();
    await page.getByRole('button', { name: MEMBER_ACCOUNT_TEXTS.confirmButton }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your membership is cancelled. Nothing more will be charged, and it ends on December 31, 2026.',
    );
    await expect(detail(page, 'Status')).toHaveText('Pending Termination');
    await expect(detail(page, 'Next charge')).toHaveText(MEMBER_ACCOUNT_TEXTS.noNextCharge);
    const cancellationMail = () =>
      mailTo(e2eMailDir, walked.email).find((text) =>
        text.includes(MEMBER_ACCOUNT_TEXTS.emailSubject),
      );
    await expect.poll(cancellationMail, { timeout: 20_000 }).toBeDefined();
    expect(cancellationMail()).toContain('it ends on December 31, 2026.');

    // Signing out ends the session and expires every member artefact of it (party id, roles,
    // employee details, authorization and SSO cookies): the page asks to sign in again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(heading(page, 'Sign in to your member account')).toBeVisible();
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(
      cookies.filter((name) => (MEMBER_ARTEFACT_COOKIES as readonly string[]).includes(name)),
    ).toEqual([]);
    await page.reload();
    await expect(heading(page, 'Sign in to your member account')).toBeVisible();
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('a member whose passes were cached in June sees them full again, and where cancelling is by phone', async ({
      page,
    }) => {
      // active.member@example.com (data/demo): 2 of 4 monthly passes left when cached on 2 June
      // 2025; on 21 November 2026 a new month has begun since, so the allowance is full again.
      await signIn(page, 'active.member@example.com', 'Clubjoin-Demo-1');
      await expect(detail(page, 'Guest passes')).toHaveText('4 of 4 guest passes left this month');
      await expect(detail(page, 'Club')).toHaveText('Austin North, TX');
      // Texas is not among the click-to-cancel states (data/flags.json).
      await expect(page.getByText(MEMBER_ACCOUNT_TEXTS.refusals.clickToCancelOff)).toBeVisible();
      await expect(
        page.getByRole('button', { name: MEMBER_ACCOUNT_TEXTS.cancelButton }),
      ).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});
