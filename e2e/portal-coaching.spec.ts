import type { Page } from '@playwright/test';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import { expect, test } from './fixtures';
import { confirmationEmailOf, WALK_PASSWORD, walkToConfirmation } from './flowWalker';
import { signInAsStaff } from './portalStaff';
import { expectNoAxeViolations, expectNoSidewaysScroll, field } from './wizard';

/** Signs the member in on their account page and gives a trainer access: the code shown. */
async function memberCode(page: Page, email: string): Promise<string> {
  await page.goto('/account');
  await field(page, 'Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(WALK_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Give a trainer access' }).click();
  const code = (await page.getByTestId('trainer-access-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * Coaching (issue 19; docs/decisions/0033) on the e2e clock (Saturday 21 November 2026): a member
 * who bought four personal-training sessions online is unassigned until the trainer takes them on;
 * acting for them without consent is refused; with the code from their account page the banner
 * names them, a session logged and completed takes one from the package, a four-week program is
 * assigned, and the member's timeline shows each action. The pages pass axe and fit 375 px.
 */
test.describe('coaching', () => {
  // Signed out, the shell's and the account page's first question answers 401; acting without
  // consent is refused with 403 on purpose.
  test.use({ expectedProblems: ['401 GET', 'status of 401', '403 POST', 'status of 403'] });

  test('a trainer takes on a buyer, acts with their consent, logs a session and assigns a program', async ({
    page,
  }) => {
    // A dozen screens, a charge, two sign-ins, then the portal: more on a busy machine.
    test.slow();
    const walked = await walkToConfirmation(page, '/join?clubId=5', {
      card: 'Monthly Membership',
      addOn: 'Personal Training, 4 sessions',
    });
    const mail = await confirmationEmailOf(walked);
    await page.goto(/\/account\/activate#token=[\w-]{43}/.exec(mail)?.[0] ?? '/account');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText(/^Your account is active\./)).toBeVisible();

    await signInAsStaff(page, 'personalTrainer');
    await page.goto('/member/coaching/pt-client-list');
    const take = page.getByRole('button', { name: /^Take on .* Lindqvist$/ }).last();
    const name = ((await take.textContent()) ?? '').replace(/^Take on /, '');
    await take.click();
    await expect(page.getByRole('status')).toHaveText(`${name} is now a client of Pat Trainer.`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name }).last().click();
    await expect(page.getByTestId('sessions-left')).toHaveText('4');
    await expect(page.getByRole('note', { name: 'No consent' })).toBeVisible();
    const detailUrl = page.url();

    // Without the member's consent the server refuses to plan a session for them.
    await page.getByLabel('Date').fill('2026-11-23');
    await page.getByLabel('Time').fill('07:30');
    await page.getByRole('button', { name: 'Plan the session' }).click();
    await expect(page.getByRole('alert')).toHaveText(COACHING_MESSAGES.noConsent);

    const code = await memberCode(page, walked.email);
    await page.goto('/member/coaching/trainer-access');
    await page.getByLabel('Client', { exact: true }).selectOption({ label: name });
    await page.getByLabel('Code from the member').fill(code);
    await page.getByRole('button', { name: 'Record the consent' }).click();
    await expect(page.getByRole('status')).toHaveText(`You may now act for ${name}.`);

    await page.goto(detailUrl);
    await expect(page.getByRole('note', { name: 'Acting for a member' })).toContainText(
      `Acting for ${name}`,
    );
    await page.getByLabel('Date').fill('2026-11-23');
    await page.getByLabel('Time').fill('07:30');
    await page.getByLabel('Exercises from a workout of the library').selectOption({ index: 1 });
    await page.getByLabel(/^Session notes/).fill('Squats to parallel, no pain.');
    await page.getByRole('button', { name: 'Plan the session' }).click();
    await expect(page.getByRole('status')).toHaveText('Session planned for 2026-11-23 at 07:30.');
    await page.getByRole('button', { name: 'Complete the session of 2026-11-23' }).click();
    await expect(page.getByRole('status')).toHaveText('Session completed: 3 sessions left.');
    await expect(page.getByTestId('sessions-left')).toHaveText('3');
    await expect(page.getByRole('region', { name: 'Previous session notes' })).toContainText(
      'Squats to parallel, no pain.',
    );
    await expectNoAxeViolations(page);

    await page.goto('/member/coaching/program-admin');
    await page.getByLabel('Client', { exact: true }).selectOption({ label: name });
    await page.getByLabel('Program name').fill('Four-week base');
    await page.getByLabel('Weeks').selectOption('4');
    for (const week of [1, 2, 3, 4]) {
      await page.getByLabel(`Week ${week} workout`).selectOption({ index: 1 });
    }
    await page.getByRole('button', { name: 'Assign the program' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Four-week base (4 weeks) is assigned to ${name}.`,
    );
    await expectNoAxeViolations(page);

    await page.goto(detailUrl);
    await page.getByRole('link', { name: `Activity timeline of ${name}` }).click();
    const timeline = page.getByRole('list', { name: 'Activity, newest first' });
    for (const title of [
      'Trainer access granted',
      'Training session completed',
      'Training program assigned',
    ]) {
      await expect(timeline.getByText(title, { exact: true })).toBeVisible();
    }
  });
});
