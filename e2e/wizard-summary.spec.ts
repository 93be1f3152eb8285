import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import type { PricingCase } from '@clubjoin/domain/pricing/pricingCase';
import { deferredJoiningFeesNote } from '@clubjoin/domain/pricing/displayTexts';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { priceDetails } from '@clubjoin/domain/pricing/priceDetails';
import { SYSTEM_ERROR_TITLE, systemErrorBody } from '@clubjoin/domain/calls/systemError';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  reachMembers,
  expectNoSidewaysScroll,
  persistedStore,
  skipPackages,
} from './wizard';

/** The fields of the cart service's v2 save answer this test reads. */
interface SavedCart {
  cartId: string;
  version: number;
  pricingCase: PricingCase;
  currency: Currency;
  summary: CartSummary;
}

const CART_PATH = '/api/membership-cart/v2/cart';

const CHANHASSEN = { city: 'Chanhassen', club: 'Chanhassen, MN' };
const TORONTO = { city: 'Toronto', club: 'Toronto Yorkville, ON' };
const AUSTIN = { city: 'Austin', club: 'Austin Capitol, TX', openDate: '2027-01-15' };

/** The answer of the next cart save the page sends with this method. */
function nextCartSave(page: Page, method: 'POST' | 'PUT'): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === CART_PATH && response.request().method() === method,
  );
}

/** The Due Today and monthly sections as a person reads them. */
async function shownPrices(page: Page) {
  const today = page.getByRole('region', { name: 'Due Today' });
  return {
    labels: await today.getByRole('rowheader').allTextContents(),
    amounts: await today.getByRole('cell').allTextContents(),
    monthly: await page.getByRole('region', { name: 'Monthly Dues' }).textContent(),
  };
}

/** The same sections as the domain words the cart service's answer for a monthly membership. */
function pricesOf(cart: SavedCart, openDate?: string) {
  const terms = chargeTerms({
    flows: [],
    productType: undefined,
    presaleClub: cart.pricingCase === 'presale',
  });
  const details = priceDetails(cart.summary, { pricingCase: cart.pricingCase, openDate, terms });
  const money = (cents: number) => formatMoney(cents, cart.currency);
  return {
    labels: [
      ...details.dueToday.map((line) => `${line.label}${line.note ?? ''}`),
      'Total Due Today',
    ],
    amounts: [...details.dueToday.map((line) => money(line.amount)), money(details.dueTodayTotal)],
    monthly: `Monthly Dues${money(cart.summary.monthlyTotalDues)}${details.monthly?.footer ?? ''}`,
  };
}

/** The side panel's price bar: its title, the monthly total and the taxes note. */
function priceBarTotal(page: Page) {
  return page
    .getByRole('complementary')
    .getByRole('paragraph')
    .filter({ hasText: /^(Monthly|Membership) Dues/ });
}

/**
 * Selects the Monthly membership, answers the add-on step and skips the packages, then waits for
 * the cart's answer.
 */
async function reachSummary(page: Page, addOn: 'none' | 'first'): Promise<SavedCart> {
  await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
  await expect(page).toHaveURL('/join/add-ons');
  const saved = nextCartSave(page, 'POST');
  if (addOn === 'none') await page.getByRole('button', { name: 'No thanks' }).click();
  else await page.getByRole('button', { name: /^Add / }).first().click();
  await skipPackages(page);
  await expect(page).toHaveURL('/join/summary');
  const response = await saved;
  expect(response.status()).toBe(200);
  return (await response.json()) as SavedCart;
}

test.describe('the membership summary (product/wizard.md#summary-panel, product/cart.md#cart-lifecycle, product/pricing-and-dues.md#price-details)', () => {
  test('one adult at an open US club: every figure is the cart service’s', async ({ page }) => {
    await reachMembers(page, CHANHASSEN, { juniors: 0 });
    const cart = await reachSummary(page, 'none');

    const expected = pricesOf(cart);
    await expect(page.getByRole('region', { name: 'Due Today' }).getByRole('cell')).toHaveText(
      expected.amounts,
    );
    expect(await shownPrices(page)).toEqual(expected);
    // The figures a member checks, straight from the answer's fields.
    const { summary } = cart;
    const today = page.getByRole('region', { name: 'Due Today' });
    await expect(today.getByRole('row', { name: /^Subtotal/ })).toHaveText(
      `Subtotal${formatMoney(summary.subtotal, cart.currency)}`,
    );
    await expect(today.getByRole('row', { name: /^Tax/ })).toHaveText(
      `Tax${formatMoney(summary.taxes, cart.currency)}`,
    );
    await expect(today.getByRole('row', { name: /^Total Due Today/ })).toHaveText(
      `Total Due Today${formatMoney(summary.totalWithSurcharge, cart.currency)}`,
    );
    expect(cart.currency.symbol).toBe('$');
    await expect(priceBarTotal(page)).toContainText(
      `Monthly Dues${formatMoney(summary.monthlyTotalDues, cart.currency)}`,
    );
    // One sentence says it all: today before and with a credit card's surcharge, then each month
    // with its tax from the 1st after the months today pays (the clock's November 21).
    const money = (cents: number) => formatMoney(cents, cart.currency);
    const plan = `Pay ${money(summary.total)} today (${money(summary.totalWithSurcharge)} by credit card), then ${money(summary.monthlyCharge)} a month from January 1, 2027.`;
    // The side panel says the same sentence as the summary.
    await expect(page.getByText(/^Pay \$/)).toHaveText([plan, plan]);
    await expect(page.getByText(/^Today’s dues cover/)).toHaveText(
      'Today’s dues cover November 21 to December 31, 2026.',
    );
    await expect(page.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Move Forward' }).click();
    await expect(page).toHaveURL('/join/get-started');
  });

  test('two adults, two juniors and an add-on at a Canadian club, in C$', async ({ page }) => {
    await reachMembers(page, TORONTO, { adults: 2, juniors: 2 });
    const cart = await reachSummary(page, 'first');

    expect(cart.currency.symbol).toBe('C$');
    expect(cart.summary.membershipAddOnFees).toBeGreaterThan(0);
    const expected = pricesOf(cart);
    await expect(page.getByRole('region', { name: 'Due Today' }).getByRole('cell')).toHaveText(
      expected.amounts,
    );
    expect(await shownPrices(page)).toEqual(expected);
    expect(expected.labels).toContain('Add-On Products');
    expect(expected.amounts.every((amount) => /^-?C\$/.test(amount))).toBe(true);
  });

  test('a presale club: joining fees now, their deferral with its note, dues after opening', async ({
    page,
  }) => {
    await reachMembers(page, AUSTIN, { juniors: 0 });
    const cart = await reachSummary(page, 'none');

    expect(cart.pricingCase).toBe('presale');
    const expected = pricesOf(cart, AUSTIN.openDate);
    await expect(page.getByRole('region', { name: 'Due Today' }).getByRole('cell')).toHaveText(
      expected.amounts,
    );
    expect(await shownPrices(page)).toEqual(expected);
    await expect(page.getByText(deferredJoiningFeesNote(AUSTIN.openDate))).toBeVisible();
    await expect(
      page.getByText('Due at the beginning of each month after the club opens.'),
    ).toBeVisible();
  });

  test('a reload shows the same figures from the same cart, updated not duplicated', async ({
    page,
  }) => {
    await reachMembers(page, CHANHASSEN, { juniors: 1 });
    const created = await reachSummary(page, 'none');
    const today = page.getByRole('region', { name: 'Due Today' });
    await expect(today.getByRole('cell')).toHaveText(pricesOf(created).amounts);
    const before = await shownPrices(page);

    const creations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === CART_PATH && request.method() === 'POST') {
        creations.push(request.url());
      }
    });
    const updatedAnswer = nextCartSave(page, 'PUT');
    await page.reload();
    const updated = (await (await updatedAnswer).json()) as SavedCart;

    expect(updated.cartId).toBe(created.cartId);
    expect(updated.version).toBe(created.version + 1);
    await expect(today.getByRole('cell')).toHaveText(before.amounts);
    expect(await shownPrices(page)).toEqual(before);
    expect(creations).toEqual([]);
  });

  test('going back to change the juniors prices a new cart for them', async ({ page }) => {
    await reachMembers(page, CHANHASSEN, { juniors: 0 });
    const first = await reachSummary(page, 'none');

    await page.getByRole('link', { name: 'Edit Members', exact: true }).click();
    await expect(page).toHaveURL('/join/members');
    await page.getByRole('spinbutton', { name: 'Juniors' }).fill('2');
    // The price bar follows the juniors at once
    // (product/membership-and-promotions.md#adults-and-juniors: pricing is recomputed).
    await expect(priceBarTotal(page)).not.toContainText(
      formatMoney(first.summary.monthlyTotalDues, first.currency),
    );
    const followed = await priceBarTotal(page).textContent();
    await page.getByRole('button', { name: 'Move Forward' }).click();
    await expect(page).toHaveURL('/join/membership');
    const second = await reachSummary(page, 'none');
    expect(followed).toBe(
      `Monthly Dues${formatMoney(second.summary.monthlyTotalDues, second.currency)}plus taxes and fees`,
    );

    expect(second.cartId).not.toBe(first.cartId);
    expect(second.summary.monthlyTotalDues).toBeGreaterThan(first.summary.monthlyTotalDues);
    await expect(page.getByRole('region', { name: 'Due Today' }).getByRole('cell')).toHaveText(
      pricesOf(second).amounts,
    );
  });
});

test.describe('a cart service that fails', () => {
  test.use({ expectedProblems: [CART_PATH] });

  test('opens the error modal with the club’s phone, and Move Forward stays off', async ({
    page,
  }) => {
    await reachMembers(page, CHANHASSEN, { juniors: 0 });
    await page.route(`**${CART_PATH}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
    await page.getByRole('button', { name: 'No thanks' }).click();
    await skipPackages(page);

    const modal = page.getByRole('alertdialog', { name: SYSTEM_ERROR_TITLE });
    await expect(modal).toContainText(systemErrorBody('9525550100'));
    await expect(modal).toContainText('(952) 555-0100');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('We could not price your membership.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Forward' })).toBeDisabled();

    await page.unroute(`**${CART_PATH}`);
    const saved = nextCartSave(page, 'POST');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Move Forward' })).toBeEnabled();
  });
});

test.describe('on a 375 px phone screen', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the summary fits without sideways scrolling and passes axe-core', async ({ page }) => {
    await reachMembers(page, TORONTO, { adults: 2, juniors: 2 });
    await reachSummary(page, 'first');
    await expect(page.getByRole('region', { name: 'Due Today' })).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    // The price is in view under the heading, before the step's content and its buttons.
    const top = async (name: string, role: 'complementary' | 'button' | 'region') =>
      (await page.getByRole(role, { name, exact: true }).boundingBox())?.y ?? Infinity;
    const panel = await top('Membership Summary', 'complementary');
    expect(panel).toBeLessThan(await top('Due Today', 'region'));
    expect(panel).toBeLessThan(await top('Back', 'button'));
  });
});

/**
 * The day-pass coupon handed over in a link (product/club-and-entry.md#handing-a-session-over): a
 * day pass is sold only through its door, its coupon or the club's category token (issue 15 §2).
 */
const DAY_PASS_COUPON = persistedStore({ coupon: { code: 'DAYPASS', isValid: true } });

test.describe('a flow without membership cards (product/wizard.md#steps-each-flow-drops)', () => {
  test('a complete day-pass link goes straight to the summary, priced by the cart service', async ({
    page,
  }) => {
    const saved = nextCartSave(page, 'POST');
    await page.goto(
      `/join?clubId=5&category=daypass&adultQuantity=1&juniorQuantity=0&membershipType=DayPass&couponModule=${DAY_PASS_COUPON}`,
    );

    await expect(page).toHaveURL('/join/summary');
    const response = await saved;
    expect(response.status()).toBe(200);
    const cart = (await response.json()) as SavedCart;
    await expect(
      page
        .getByRole('region', { name: 'Due Today' })
        .getByRole('row', { name: /^Total Due Today/ }),
    ).toHaveText(`Total Due Today${formatMoney(cart.summary.totalWithSurcharge, cart.currency)}`);
    const panel = page.getByRole('complementary', { name: 'Membership Summary' });
    await expect(panel.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a day-pass link naming only the club goes straight to the summary, its one adult priced', async ({
    page,
  }) => {
    // The category gives the type and the day pass its one adult: nothing left to ask (decision
    // 0017, product/club-and-entry.md#initialize).
    const saved = nextCartSave(page, 'POST');
    await page.goto(`/join?clubId=5&category=daypass&couponModule=${DAY_PASS_COUPON}`);

    await expect(page).toHaveURL('/join/summary');
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Due Today' })).toBeVisible();
  });
});
