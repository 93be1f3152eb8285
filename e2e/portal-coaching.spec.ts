import type { Page } from '@playwright/test';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import { expect, test } from './fixtures';
import { confirmationEmailOf, WALK_PASSWORD, walkToConfirmation } from './flowWalker';
import { signInAsStaff } from './portalStaff';
import { APPROVED_CARD, expectNoAxeViolations, expectNoSidewaysScroll, field } from './wizard';

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
 * the club manager adds a four-session package (a blank price refused); acting for the member
 * without consent is refused; with the code from their account page the banner names them, the
 * trainer sells them the package with a sandbox test card (docs/decisions/0038) and the client
 * shows the sessions and the receipt, a session logged and completed takes one from the package,
 * a four-week program is assigned, and the member's timeline shows each action. The pages pass
 * axe and fit 375 px.
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

    // The club manager prices a package for the club; a blank price is refused, not made free.
    await signInAsStaff(page, 'clubManager');
    await page.goto('/member/coaching/program-admin');
    await page.getByLabel('Club', { exact: true }).selectOption({ label: 'Chanhassen, MN' });
    const packageForm = page.getByRole('form', { name: 'Add a training package' });
    await packageForm.getByLabel('Package name').fill('Four sessions');
    await packageForm.getByLabel('Sessions').fill('4');
    await packageForm.getByLabel('Valid for (days)').fill('60');
    await packageForm.getByRole('button', { name: 'Add the package' }).click();
    await expect(packageForm.getByText(COACHING_MESSAGES.priceRequired)).toBeVisible();
    await packageForm.getByLabel('Price ($)').fill('320');
    await packageForm.getByRole('button', { name: 'Add the package' }).click();
    await expect(page.getByRole('status')).toHaveText('Four sessions is added.');
    await expect(page.getByText('Four sessions: 4 sessions, $320.00, valid 60 days')).toBeVisible();

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
    const plan = page.getByRole('form', { name: 'Plan a session' });
    await plan.getByLabel('Date').fill('2026-11-23');
    await plan.getByLabel('Time').fill('07:30');
    await plan.getByRole('button', { name: 'Plan the session' }).click();
    await expect(plan.getByRole('alert')).toHaveText(COACHING_MESSAGES.noConsent);

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

    // The trainer sells the four-session package at the desk with a sandbox test card.
    const sale = page.getByRole('form', { name: 'Sell a training package' });
    await sale
      .getByLabel('Training package')
      .selectOption({ label: 'Four sessions: 4 sessions, $320.00, valid 60 days' });
    await expect(sale.getByText('The card is charged $320.00 for 4 sessions.')).toBeVisible();
    await field(page, 'Card number').fill(APPROVED_CARD);
    await field(page, 'Name on card').fill(name);
    await field(page, 'Expiry (MM/YY)').fill('12/30');
    await field(page, 'Security code').fill('123');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await sale.getByRole('button', { name: 'Sell the package' }).click();
    await expect(
      sale.getByText(/^Sold Four sessions: 4 sessions for \$320\.00 on Visa ending 4242\./),
    ).toBeVisible();
    // The four sessions bought with the membership, and the four sold.
    await expect(page.getByTestId('sessions-left')).toHaveText('8');
    await expect(page.getByRole('list', { name: 'Receipts, newest first' })).toContainText(
      'Four sessions, 4 sessions, $320.00 on Visa ending 4242, sold by Pat Trainer',
    );

    await plan.getByLabel('Date').fill('2026-11-23');
    await plan.getByLabel('Time').fill('07:30');
    await plan.getByLabel('Exercises from a workout of the library').selectOption({ index: 1 });
    await plan.getByLabel(/^Session notes/).fill('Squats to parallel, no pain.');
    await plan.getByRole('button', { name: 'Plan the session' }).click();
    await expect(page.getByText('Session planned for 2026-11-23 at 07:30.')).toBeVisible();
    await page.getByRole('button', { name: 'Complete the session of 2026-11-23' }).click();
    await expect(page.getByText('Session completed: 7 sessions left.')).toBeVisible();
    await expect(page.getByTestId('sessions-left')).toHaveText('7');
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
      'Training package sold',
      'Training session completed',
      'Training program assigned',
    ]) {
      await expect(timeline.getByText(title, { exact: true })).toBeVisible();
    }
  });
});
