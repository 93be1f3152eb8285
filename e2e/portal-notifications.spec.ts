import type { ComposeContext } from '@clubjoin/contract/portalNotifications';
import { expect, test } from './fixtures';
import { walkToConfirmation } from './flowWalker';
import { mailTo } from './mailbox';
import { e2eMailDir } from './playwright.config';
import { signInAsStaff } from './portalStaff';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './wizard';

const SUBJECT = 'Your first week at Chanhassen';

/** A club wall-clock time (`YYYY-MM-DDTHH:mm:ss`) moved on by some seconds. */
function secondsLater(local: string, seconds: number): string {
  return new Date(Date.parse(`${local}Z`) + seconds * 1000).toISOString().slice(0, 19);
}

/**
 * Notifications (product/team-portal.md#notifications, docs/decisions/0025): a member joins
 * Chanhassen through the real sale; its club manager composes a notification to the club's new
 * members, previews it and schedules it a little ahead of the server's clock (which started at
 * E2E_CLOCK_AT and runs on); the delivery worker sends it when due, the member's email arrives by
 * SMTP, and the manage page shows it sent, with the member among its recipients. The pages pass
 * axe and fit 375 px.
 */
test.describe('portal notifications', () => {
  // Signed out, the shell's question "who is signed in?" answers 401 before it sends to /login.
  test.use({ expectedProblems: ['401 GET', 'status of 401'] });

  test('a notification scheduled to new members arrives by SMTP', async ({ page }) => {
    // A dozen wizard screens, a charge, then the portal and a wait for the schedule.
    test.slow();
    const walked = await walkToConfirmation(page, '/join?clubId=5', { card: 'Monthly Membership' });

    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsStaff(page, 'clubManager');
    await page.goto('/member/notifications');
    // The club manager works at two clubs: Minneapolis Target Center first, then Chanhassen.
    await page.getByLabel('Club').selectOption({ label: 'Chanhassen, MN' });
    await expect(
      page.getByRole('heading', { name: 'New notification from Chanhassen' }),
    ).toBeVisible();
    // The server's time at the club, to the second: the page shows it to the minute.
    const context = (await (
      await page.request.get('/api/portal/notifications/compose?clubId=5')
    ).json()) as ComposeContext;
    const sendAt = secondsLater(context.clubNow, 20);

    await page
      .getByLabel('To')
      .selectOption({ label: "The club's new members (joined in the last 30 days)" });
    await page.getByLabel('Subject').fill(SUBJECT);
    await page
      .getByLabel('Message')
      .fill('Book your orientation at the front desk.\n\nSee you soon!');
    await page.getByLabel('Schedule').check();
    await page.getByLabel('Send at (Chanhassen time)').fill(sendAt);
    await page.getByRole('button', { name: 'Preview' }).click();

    const preview = page.getByRole('article', { name: 'The message as recipients read it' });
    await expect(preview.getByRole('heading', { name: SUBJECT })).toBeVisible();
    await expect(preview.getByText('The Chanhassen team')).toBeVisible();
    await expect(
      page.getByText(/^To New members of Chanhassen .*: \d+ recipients? now/),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `“${SUBJECT}” is scheduled for` }),
    ).toBeVisible();

    const arrived = () => mailTo(e2eMailDir, walked.email).find((mail) => mail.includes(SUBJECT));
    await expect.poll(arrived, { timeout: 45_000 }).toBeDefined();
    expect(arrived()).toContain('Book your orientation at the front desk.');

    await page.getByRole('link', { name: 'Sent and scheduled notifications' }).click();
    // The manage page's code loads with its route: until then the compose page, with a club
    // picker of its own, is still the page.
    await expect(page).toHaveURL('/member/notifications/manage');
    await expect(page.getByRole('heading', { name: 'Manage Notifications' })).toBeVisible();
    await page.getByLabel('Club').selectOption({ label: 'Chanhassen, MN' });
    const row = page.getByRole('row').filter({ hasText: SUBJECT });
    // The list is read after two page loads on a machine the other browser worker also loads.
    await expect(row.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(row.getByText('Casey Manager')).toBeVisible();
    await row.getByRole('button', { name: /recipients?$/ }).click();
    await expect(
      page.getByRole('list', { name: `Recipients of ${SUBJECT}` }).getByText(walked.email),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
