import type { Page } from '@playwright/test';
import { CORPORATE_PROMOTION_COOKIE } from '@clubjoin/domain/catalog/corporateLanding';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, readWizardState, tabTo } from './wizard';

const UNAVAILABLE =
  'This company membership offer is not available right now. Please check the link from your employer, or try again later.';

/** The landing page's address for a promotion of the demo catalog (data/catalog/coupons.json). */
const landing = (promotionName: string) =>
  `/corporate-membership?promotionName=${encodeURIComponent(promotionName)}`;

const clubChoice = (page: Page) => page.getByRole('combobox', { name: 'Club' });

/** What the page says a subsidy rule covers: the text after its name. */
const covered = (page: Page, what: string) =>
  page.locator('dt', { hasText: what }).locator('xpath=following-sibling::dd[1]');

/** The corporate sale landing page (product/pages.md#corporate-landing-page). */
test.describe('the corporate landing page', () => {
  test('Free: Northwind Health’s dues, and the way into its sale at a club', async ({
    page,
    context,
  }) => {
    await page.goto(landing('Northwind Health Corporate'));

    await expect(
      page.getByRole('heading', { level: 1, name: 'Northwind Health Corporate Membership' }),
    ).toBeVisible();
    await expect(
      page.getByText('Full-time Northwind Health employees and their spouses.'),
    ).toBeVisible();
    await expect(covered(page, 'Monthly dues')).toHaveText('Free, taken off when you join');
    await expectNoAxeViolations(page);

    await clubChoice(page).selectOption({ label: 'Chanhassen, MN' });
    await expect(page.getByText('Joining fees at Chanhassen, MN: $0.00')).toBeVisible();
    // The company's clubs only: Northwind's are in Minnesota, Texas and Illinois.
    await expect(clubChoice(page).locator('optgroup[label="Ohio"]')).toHaveCount(0);
    // No digital link: Northwind's coupon does not reach the digital club.
    await expect(page.getByRole('link', { name: 'Join the digital membership' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Join at Chanhassen, MN' }).click();

    // The CorpSales coupon link of product/flows.md: the sale holds the company's coupon.
    await expect(page).toHaveURL(/^[^?]*\/join\/(?!initialize)/);
    await expect
      .poll(async () => readWizardState(context, 'coupon'))
      .toHaveProperty('coupon.code', 'NORTHWIND');
    // As the CorpSales coupon link does, it opens at the club step, the club chosen.
    await page.getByRole('button', { name: 'Continue with Chanhassen, MN' }).click();
    await page.getByRole('button', { name: 'Move Forward' }).click();
    await expect(page).toHaveURL('/join/membership');
    await expect(
      page.getByText('Northwind Health Corporate', { exact: true }).first(),
    ).toBeVisible();
    // The page's cookie lives for the browser session: no expiry.
    const cookie = (await context.cookies()).find(
      ({ name }) => name === CORPORATE_PROMOTION_COOKIE,
    );
    expect(cookie?.expires).toBe(-1);
  });

  test('capped: Contoso’s two dues parts add up to more than its maximum, $30.00', async ({
    page,
  }) => {
    await page.goto(landing('Contoso Manufacturing Corporate'));

    await expect(covered(page, 'Monthly dues')).toHaveText(
      '$30.00, paid back to you by your employer',
    );
    await expect(covered(page, 'Enrollment fee')).toHaveText('Free, taken off when you join');
  });

  test('Varies By Club: Fabrikam’s parts are a percentage and an amount', async ({
    page,
    context,
  }) => {
    await page.goto(landing('Fabrikam Financial Corporate'));

    await expect(covered(page, 'Monthly dues')).toHaveText(
      'Varies By Club, taken off when you join',
    );
    await expect(covered(page, 'Admin fee')).toHaveText('$49.00, taken off when you join');
    await expect(
      page.getByText('Fabrikam pays part of your dues; your share depends on your plan.'),
    ).toBeVisible();

    // Fabrikam's coupon reaches the digital club: its link opens the digital sale at 815.
    await page.getByRole('link', { name: 'Join the digital membership' }).click();

    await expect(page).toHaveURL(/^[^?]*\/join\/(?!initialize)/);
    expect(await readWizardState(context, 'club')).toHaveProperty('club.mmsClubId', '815');
    expect(await readWizardState(context, 'coupon')).toHaveProperty('coupon.code', 'FABRIKAM');
    await page.getByRole('button', { name: 'Move Forward' }).click();
    await expect(page).toHaveURL('/join/membership');
    await expect(page.getByText('Fabrikam Financial Corporate', { exact: true })).toBeVisible();
  });

  test('opened again without its link, shows the company it showed last', async ({ page }) => {
    await page.goto(landing('Contoso Manufacturing Corporate'));
    await expect(page.getByRole('heading', { level: 1, name: /Contoso/ })).toBeVisible();

    await page.goto('/corporate-membership');

    await expect(page.getByRole('heading', { level: 1, name: /Contoso/ })).toBeVisible();
  });

  test.describe('when the offer cannot be loaded', () => {
    // The coupon service's 404 for a promotion no coupon has, which the page answers with its message.
    test.use({ expectedProblems: ['/promotions/Nobody%20Corporate/coupons'] });

    test('hides the content behind the page’s message', async ({ page }) => {
      await page.goto(landing('Nobody Corporate'));

      await expect(page.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
      await expect(clubChoice(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });

  test('an ended programme shows only the page’s message', async ({ page }) => {
    await page.goto(landing('Tailspin Toys Corporate'));

    await expect(page.getByText(UNAVAILABLE, { exact: true })).toBeVisible();
    await expect(page.getByText(/Tailspin/)).toHaveCount(0);
  });

  test('a keyboard user chooses a club and enters the sale', async ({ page, context }) => {
    await page.goto(landing('Northwind Health Corporate'));
    await expect(covered(page, 'Monthly dues')).toBeVisible();

    await tabTo(page, clubChoice(page));
    await clubChoice(page).press('ArrowDown');
    const join = page.getByRole('link', { name: /^Join at / });
    await tabTo(page, join);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/^[^?]*\/join\/(?!initialize)/);
    await expect
      .poll(async () => readWizardState(context, 'coupon'))
      .toHaveProperty('coupon.code', 'NORTHWIND');
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      await page.goto(landing('Contoso Manufacturing Corporate'));
      await expect(clubChoice(page)).toBeVisible();

      await expectNoSidewaysScroll(page);
    });
  });
});

/** The accessibility statement (product/pages.md#accessibility-statement). */
test.describe('the accessibility statement', () => {
  test('a keyboard user reaches it from the footer; it passes axe', async ({ page }) => {
    await page.goto('/one-day-membership?clubId=5');
    await expect(page.getByText('$35.00 for one day', { exact: true })).toBeVisible();

    await tabTo(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }),
    );
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/policy/accessibility');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Known limits' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'accessibility@clubjoin.example' }),
    ).toHaveAttribute('href', 'mailto:accessibility@clubjoin.example');
    await expectNoAxeViolations(page);
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      await page.goto('/policy/accessibility');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await expectNoSidewaysScroll(page);
    });
  });
});
