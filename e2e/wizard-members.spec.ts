import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  readWizardState,
  storeCurrentStep,
  storeWizardState,
  expectNoSidewaysScroll,
} from './wizard';

test.describe('Add Members (product/membership-and-promotions.md#adults-and-juniors)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await storeCurrentStep(context, baseURL, 'addMembers');
  });

  test('counts adults and juniors by keyboard, within the limits, announcing each change', async ({
    page,
  }) => {
    await page.goto('/join/members');
    const adults = page.getByRole('spinbutton', { name: 'Adults' });
    const juniors = page.getByRole('spinbutton', { name: 'Juniors' });

    // The adult field: arrows count, letters are blocked, typed counts are held to 1 to 6.
    await adults.focus();
    await page.keyboard.press('ArrowUp');
    await expect(adults).toHaveValue('2');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('x9');
    await expect(adults).toHaveValue('6');
    await expect(page.getByRole('button', { name: 'Add an adult' })).toBeDisabled();
    await page.keyboard.press('Home');
    await expect(adults).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Remove an adult' })).toBeDisabled();

    // The junior buttons, reached with Tab and pressed with Enter and Space.
    await juniors.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add a junior' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(juniors).toHaveValue('2');
    await expect(page.getByRole('status').filter({ hasText: 'Juniors' })).toHaveText('Juniors: 2');
    await expect(page.getByRole('button', { name: 'Add a junior' })).toBeFocused();

    const events = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer);
    expect(events).toEqual([
      { event: 'add_member', memberType: 'adult', quantity: 2 },
      { event: 'add_member', memberType: 'adult', quantity: 6 },
      { event: 'remove_member', memberType: 'adult', quantity: 1 },
      { event: 'add_member', memberType: 'junior', quantity: 1 },
      { event: 'add_member', memberType: 'junior', quantity: 2 },
    ]);

    // Move Forward leads to the next step, whose heading takes focus.
    await page.getByRole('button', { name: 'Move Forward' }).press('Enter');
    await expect(page).toHaveURL('/join/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeFocused();
  });

  test('has no WCAG 2.1 AA violation', async ({ page }) => {
    await page.goto('/join/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Members' })).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('fits without sideways scrolling, the summary list collapsed', async ({ page }) => {
      await page.goto('/join/members');
      await expect(page.getByRole('heading', { level: 1, name: 'Add Members' })).toBeVisible();

      await expectNoSidewaysScroll(page);
      const summary = page.getByRole('button', { name: 'Membership Summary' });
      await expect(summary).toHaveAttribute('aria-expanded', 'false');
      await summary.click();
      await expect(page.getByRole('complementary').getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('on a 1280 px screen the summary list is open beside the step', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/join/members');

    const summary = page.getByRole('button', { name: 'Membership Summary' });
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const panel = await page.getByRole('complementary').boundingBox();
    expect(panel?.x).toBeGreaterThan((heading?.x ?? 0) + 400);
  });
});

test.describe('the other screens have no WCAG 2.1 AA violation', () => {
  test('club choice, with the reason initialize sent the person there', async ({ page }) => {
    await page.goto('/join?clubId=99999');
    // The club list's loading spinner is a status too: name the notice.
    await expect(
      page.getByRole('status').filter({ hasText: 'The link you followed names a club' }),
    ).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('interests, which every flow drops, reached by its address', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeCurrentStep(context, baseURL, 'membershipProducts');
    await page.goto('/join/interests');
    await expect(page.getByRole('heading', { level: 1, name: 'Interests' })).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Move Forward' }).click();
    await expect(page).toHaveURL('/join/membership');
    await expect(
      page.getByRole('complementary').getByRole('listitem').filter({ hasText: 'Interests' }),
    ).toHaveCount(0);
  });
});

test.describe('the summer pool-pass pop-up on Add Members (product/add-ons-and-pool-pass.md#pool-pass-offer, #pool-pass-season)', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    // Inside the demo catalog's 2027 season at Chanhassen (May 29 to September 6).
    await page.clock.install({ time: new Date('2027-07-04T12:00:00Z') });
    await storeWizardState(context, baseURL, 'club', {
      club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
    });
    await storeCurrentStep(context, baseURL, 'addMembers');
  });

  test('offers the season with its fees, passes axe, and Add pool access takes it', async ({
    page,
    context,
  }) => {
    await page.goto('/join/members');

    const dialog = page.getByRole('dialog', { name: 'Summer pool access' });
    await expect(dialog).toContainText('$199.00 per adult');
    await expect(dialog).toContainText('$99.00 per junior');
    await expect(dialog.getByRole('button', { name: 'Add pool access' })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Add pool access' }).click();
    await expect(dialog).toBeHidden();
    expect(await readWizardState(context, 'poolPass')).toMatchObject({
      poolPass: { kind: 'offered', active: true },
      isPoolPass: true,
    });

    // Asked once: the next entry to Add Members keeps the answer.
    await page.reload();
    await expect(page.getByRole('spinbutton', { name: 'Adults' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('Escape declines, at 375 px', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/join/members');

    const dialog = page.getByRole('dialog', { name: 'Summer pool access' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await expect(dialog).toBeHidden();
    expect(await readWizardState(context, 'poolPass')).toMatchObject({ isPoolPass: false });
  });
});
