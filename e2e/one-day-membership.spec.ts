import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  readWizardState,
  storeWizardState,
  tabTo,
} from './wizard';

const NOT_AVAILABLE =
  '1-Day Membership is not available for purchase at this club. You are welcome to select a different club to visit.';

const clubChoice = (page: Page) => page.getByRole('combobox', { name: 'Club' });
const buyLink = (page: Page) => page.getByRole('link', { name: 'Buy a 1-Day Membership' });

/** The one-day membership page (product/pages.md#one-day-membership-page). */
test.describe('the one-day membership page', () => {
  test('a club’s link shows its day-pass price and leads into the day-pass sale', async ({
    page,
  }) => {
    await page.goto('/one-day-membership?clubId=5');

    await expect(page.getByRole('heading', { level: 1, name: '1-Day Membership' })).toBeVisible();
    await expect(clubChoice(page)).toHaveValue('5');
    await expect(page.getByText('$35.00 for one day', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await buyLink(page).click();
    await expect(page).toHaveURL('/join/summary');
  });

  test('lists the clubs by state and shows a Canadian club’s price in C$', async ({ page }) => {
    await page.goto('/one-day-membership');

    await expect(clubChoice(page)).toHaveValue('');
    await expect(clubChoice(page).locator('option').first()).toHaveText('Start with location');
    await expect(clubChoice(page).locator('optgroup[label="Ontario"] option')).toHaveText([
      'Mississauga Square One, ON',
      'Ottawa Parliament Hill, ON',
      'Toronto Yorkville, ON',
    ]);
    await expect(buyLink(page)).toHaveCount(0);

    await clubChoice(page).selectOption({ label: 'Toronto Yorkville, ON' });

    await expect(page.getByText('C$39.00 for one day', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/one-day-membership?clubId=412');
    await expect(buyLink(page)).toHaveAttribute('href', '/join?clubId=412&category=day-pass');
  });

  test('opens at the club this browser chose last, without a club in its link', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeWizardState(context, baseURL, 'club', {
      club: { mmsClubId: '412', marketingClubName: 'Toronto Yorkville, ON', country: 'CA' },
    });
    await storeWizardState(context, baseURL, 'coupon', {
      coupon: { code: 'DAYPASS', isValid: true },
    });

    await page.goto('/one-day-membership');

    await expect(clubChoice(page)).toHaveValue('412');
    await expect(page.getByText('C$39.00 for one day', { exact: true })).toBeVisible();
    // A new sale starts here: what the last one chose is gone, the club stays.
    await expect
      .poll(async () => readWizardState(context, 'coupon'))
      .not.toHaveProperty('coupon.code');
    expect(await readWizardState(context, 'club')).toHaveProperty('club.mmsClubId', '412');
  });

  test.describe('at a club that sells no day pass', () => {
    // The day-pass lookup's 404, which the page answers with its notice.
    test.use({ expectedProblems: ['/club/451/producttype/DayPass/promotion'] });

    test('says so and offers nothing to buy', async ({ page }) => {
      await page.goto('/one-day-membership?clubId=451');

      await expect(page.getByText(NOT_AVAILABLE, { exact: true })).toBeVisible();
      await expect(buyLink(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });

  test('a keyboard user reaches the club choice and the way into the sale', async ({ page }) => {
    await page.goto('/one-day-membership?clubId=5');
    await expect(page.getByText('$35.00 for one day', { exact: true })).toBeVisible();

    await tabTo(page, clubChoice(page));
    await tabTo(page, buyLink(page));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/join/summary');
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      await page.goto('/one-day-membership?clubId=5');
      await expect(buyLink(page)).toBeVisible();

      await expectNoSidewaysScroll(page);
    });
  });
});
