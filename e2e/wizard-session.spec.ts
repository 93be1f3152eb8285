import { expect, test } from './fixtures';
import { expectNoAxeViolations, sessionCookieNames, storeCurrentStep } from './wizard';

/**
 * The session popups of product/accounts-and-sign-in.md#session-timeout, with Playwright's clock
 * (installed for every test by fixtures.ts, at the server's instant) standing in for half an hour
 * of inactivity: the popup shows from 28 minutes (the 1800 s warning time minus 120 s), checked
 * every minute, and the session resets at 30.
 */
test.describe('session inactivity (product/accounts-and-sign-in.md#session-timeout)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await storeCurrentStep(context, baseURL, 'addMembers');
    await page.goto('/join/members');
    await page.getByRole('button', { name: 'Add an adult' }).click();
  });

  const stillThere = { name: 'Are you still there?' } as const;
  const sessionReset = { name: 'Session Reset' } as const;

  test("'Yes, I need more time' keeps the session and restarts the clock", async ({ page }) => {
    await page.clock.fastForward('27:30');
    await expect(page.getByRole('alertdialog', stillThere)).toHaveCount(0);

    await page.clock.fastForward('01:30');
    const popup = page.getByRole('alertdialog', stillThere);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('timer')).toHaveText(/^0[01]:\d\d$/);
    await expect(popup.getByRole('button', { name: 'Yes, I need more time' })).toBeFocused();
    // Modals sit at the base z-index of product/wizard.md#layout-constants, over the page and its
    // spinner overlay.
    const zIndex = await popup.evaluate(
      (dialog) => getComputedStyle(dialog.parentElement ?? dialog).zIndex,
    );
    expect(zIndex).toBe('1056');
    await expectNoAxeViolations(page);

    await popup.getByRole('button', { name: 'Yes, I need more time' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add an adult' })).toBeFocused();

    await page.clock.fastForward('27:30');
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  });

  test("'No, I'm done' expires the cookies; OK goes to club choice", async ({ page, context }) => {
    await page.clock.fastForward('29:00');
    await page.getByRole('button', { name: "No, I'm done" }).click();

    const reset = page.getByRole('alertdialog', sessionReset);
    await expect(reset).toContainText('For security reasons, your session has been reset.');
    await expect.poll(() => sessionCookieNames(context)).toEqual([]);
    await expectNoAxeViolations(page);

    await reset.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/join/club');
    await page.goto('/join/members');
    await expect(page).toHaveURL('/join/club');
  });

  test('a countdown of zero resets the session for inactivity', async ({ page, context }) => {
    await page.clock.fastForward('29:00');
    await expect(page.getByRole('alertdialog', stillThere)).toBeVisible();

    await page.clock.fastForward('01:01');

    await expect(page.getByRole('alertdialog', sessionReset)).toContainText(
      'For security reasons, your session has been reset due to inactivity.',
    );
    await expect.poll(() => sessionCookieNames(context)).toEqual([]);
  });
});
