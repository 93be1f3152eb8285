import type { Page } from '@playwright/test';
import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, persistedStore, reachMembershipCards } from './wizard';

/**
 * Restricted memberships are shown and sold only through their door (issue 15 §2): a visitor at
 * /join is shown none of them; a link with the proof (an employee link, a Medicare coupon) shows
 * the card it opens, and the cart service sells it.
 */

const CHANHASSEN = { city: 'Chanhassen', club: 'Chanhassen, MN' };
/** The cards of club 5 behind a door (data/catalog/products.json). */
const RESTRICTED_TITLES = [
  'Employee Membership',
  'Monthly Qualified Membership',
  'Monthly plus SGT Qualified Membership',
  'Pickleball Only Membership',
  'Day Pass Membership',
];
const CART_PATH = '/api/membership-cart/v2/cart';

/**
 * Follows a link to club 5's membership cards for 1 adult, with more parameters: its complete
 * location access opens the Monthly card's club access (product/club-and-entry.md#location-access),
 * which is closed.
 */
async function followCardsLink(page: Page, extra: string): Promise<void> {
  await page.goto(
    `/join?clubId=5&adultQuantity=1&juniorQuantity=0&membershipType=Monthly&${extra}`,
  );
  await expect(page).toHaveURL('/join/membership');
  await page
    .getByRole('dialog', { name: 'Clubs included with Monthly Membership' })
    .getByRole('button', { name: 'Close' })
    .click();
}

/** The titles of the membership cards on the page. */
async function cardTitles(page: Page): Promise<string[]> {
  const cards = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.first()).toBeVisible();
  return cards.getByRole('heading', { level: 2 }).allTextContents();
}

/** The status of the next cart save the page sends. */
function nextCartSave(page: Page): Promise<number> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === CART_PATH)
    .then((response) => response.status());
}

test('a visitor at /join is shown no restricted membership', async ({ page }) => {
  await reachMembershipCards(page, CHANHASSEN, 0);

  const titles = await cardTitles(page);
  expect(titles).toContain('Monthly Membership');
  expect(titles.filter((title) => RESTRICTED_TITLES.includes(title))).toEqual([]);
});

test('an employee link shows the Employee card, and the cart sells it', async ({ page }) => {
  await followCardsLink(page, `employeeId=${encodeEmployeeId(48213)}`);

  const titles = await cardTitles(page);
  expect(titles.filter((title) => RESTRICTED_TITLES.includes(title))).toEqual([
    'Employee Membership',
  ]);
  const saved = nextCartSave(page);
  await page
    .getByRole('region', { name: 'Employee Membership' })
    .getByRole('button', { name: 'Select Employee Membership' })
    .click();

  await expect(page).toHaveURL('/join/summary');
  expect(await saved).toBe(200);
  await expect(page.getByRole('region', { name: 'Due Today' })).toBeVisible();
});

test('a Medicare coupon link shows the Medicare cards; one is chosen with the member ID', async ({
  page,
}) => {
  const coupon = persistedStore({ coupon: { code: 'SILVERSTEP', isValid: true } });
  await followCardsLink(page, `couponModule=${coupon}`);

  const titles = await cardTitles(page);
  expect(titles.filter((title) => RESTRICTED_TITLES.includes(title))).toEqual([
    'Monthly Qualified Membership',
    'Monthly plus SGT Qualified Membership',
  ]);
  await page
    .getByRole('region', { name: 'Monthly Qualified Membership' })
    .getByRole('button', { name: 'Select Monthly Qualified Membership' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Medicare fitness program Program Information' });
  await dialog.getByRole('textbox', { name: 'SilverStep Member ID' }).fill('12345');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('A SilverStep Member ID is 9 digits.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: 'SilverStep Member ID' }).fill('123456789');
  const saved = nextCartSave(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/join/summary');
  expect(await saved).toBe(200);
  await expect(page.getByRole('region', { name: 'Due Today' })).toBeVisible();
});
