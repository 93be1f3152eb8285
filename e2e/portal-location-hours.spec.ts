import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './wizard';

/** The demo club manager (data/demo/staff.json): Chanhassen (club 5) and Target Center (17). */
const manager = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'data', 'demo', 'staff.json'), 'utf8'),
  ) as { email: string; password: string; displayName: string; role: string }[]
).find((staff) => staff.role === 'clubManager');

/**
 * Location admin (issue 18; docs/decisions/0026): at the browser tests' instant, Saturday noon at
 * Chanhassen, the demo week has it open until 8 pm. The club manager changes Saturday in location
 * admin; the club locator in the join wizard and the one-day page show the new hours at once.
 */
test.describe('location admin', () => {
  // Signed out, the shell's question "who is signed in?" answers 401 before it sends to /login.
  test.use({ expectedProblems: ['401 GET', 'status of 401'] });

  test('hours edited in location admin show on the locator and the one-day page', async ({
    page,
  }) => {
    if (!manager) throw new Error('No demo club manager');
    await page.goto('/login');
    await page.getByLabel('Email address').fill(manager.email);
    await page.getByLabel('Password', { exact: true }).fill(manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`Signed in as ${manager.displayName}`)).toBeVisible();

    await page.getByRole('link', { name: 'Location Admin' }).click();
    const chanhassen = page.getByRole('row', { name: /Chanhassen, MN/ });
    await expect(chanhassen).toContainText('7 am – 8 pm');
    await expect(chanhassen).toContainText('Open now · until 8 pm');
    await expectNoAxeViolations(page);
    await chanhassen.getByRole('link', { name: 'Edit hours of Chanhassen, MN' }).click();

    await expect(page.getByRole('heading', { name: 'Hours of Chanhassen, MN' })).toBeVisible();
    await expect(page.getByText('No team member has changed these hours yet.')).toBeVisible();
    const saturday = page.getByRole('group', { name: 'Saturday' });
    await saturday.getByLabel('Block 1 opens').fill('06:00');
    await saturday.getByLabel('Block 1 closes').fill('21:30');
    await saturday.getByRole('button', { name: 'Add a block to Saturday' }).click();
    await saturday.getByLabel('Block 2 opens').fill('21:30');
    await saturday.getByLabel('Block 2 closes').fill('23:00');
    await saturday.getByLabel('Block 2 kind').selectOption('extended');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The hours are saved.' }),
    ).toBeVisible();
    await expect(page.getByText(/^Casey Manager, Nov 21, 2026/)).toBeVisible();

    // A block that closes before it opens is refused, and says why.
    await saturday.getByLabel('Block 2 closes').fill('02:00');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Saturday: A block closes after it opens. For a night through midnight, add a block on each day.',
    );

    await page.goto('/join');
    await expect(page).toHaveURL('/join/club');
    await page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }).fill('55317');
    await page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }).press('Enter');
    const result = page.getByRole('list').getByRole('button', { name: /^Chanhassen, MN/ });
    await expect(result).toContainText('Open now · until 9:30 pm');
    await page.getByText('Hours of Chanhassen, MN').click();
    await expect(page.getByRole('definition').nth(5)).toHaveText(
      '6 am – 9:30 pm, 9:30 pm – 11 pm (key fob)',
    );
    await expectNoAxeViolations(page);

    await page.goto('/one-day-membership?clubId=5');
    await expect(
      page.getByText(
        'Hours today: 6 am – 9:30 pm, 9:30 pm – 11 pm (key fob). Open now · until 9:30 pm.',
      ),
    ).toBeVisible();
  });
});
