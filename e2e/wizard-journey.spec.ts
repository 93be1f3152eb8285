import { randomUUID } from 'node:crypto';
import type { Locator, Page, Response } from '@playwright/test';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import { expect, test } from './fixtures';
import { mailTo } from './mailbox';
import { e2eMailDir } from './playwright.config';
import {
  APPROVED_CARD,
  bornYearsAgo,
  enterApprovedCardAndAgree,
  enterPrimaryMember,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  field,
  moveForward,
  orderOfConfirmation,
  shownOrderNumber,
  tabTo,
  skipPackages,
} from './wizard';

const PASSWORD = 'Journey-Join-2026';
const CART_PATH = '/api/membership-cart/v2/cart';

/** The cart service's answer, as far as this test reads it. */
interface SavedCart {
  cartId: string;
  currency: Currency;
  summary: CartSummary;
}

/** The completed order, as far as this test reads it. */
interface Order {
  orderNumber: string;
  status: string;
  chargedToday: number;
  lastFour: string;
  email: string;
  clubId: string;
  members: { firstName: string; lastName: string; memberId: string }[];
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const dueToday = (page: Page) => page.getByRole('region', { name: 'Due Today' });

/** An address no earlier run used, so get started always meets a new person. */
const freshEmail = () => `journey.${randomUUID().slice(0, 12)}@example.com`;

/** Tabs to a field and types into it. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to a control and presses a key on it (Enter for buttons and forms, Space for boxes). */
async function pressOn(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The answer of the cart creation the summary step sends on arrival. */
function cartCreation(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === CART_PATH && response.request().method() === 'POST',
  );
}

/** The summary's Total Due Today, as the domain's formatter words the cart service's figure. */
async function expectTotalDueToday(page: Page, cart: SavedCart): Promise<void> {
  await expect(dueToday(page).getByRole('row', { name: /^Total Due Today/ })).toHaveText(
    `Total Due Today${formatMoney(cart.summary.totalWithSurcharge, cart.currency)}`,
  );
}

/**
 * The confirmation agrees with the order the API finds, every member has a member id, what was
 * charged is what the summary said was due today, and the confirmation email reaches the test
 * SMTP server once with the order number and the member ids.
 */
async function expectConfirmedOrder(
  page: Page,
  { email, cart, members }: { email: string; cart: SavedCart; members: string[] },
): Promise<void> {
  await expect(page).toHaveURL('/join/confirmation');
  await expect(heading(page, 'Welcome to the club!')).toBeVisible();
  const orderNumber = await shownOrderNumber(page);

  const answer = await orderOfConfirmation(page);
  expect(answer.status()).toBe(200);
  const order = (await answer.json()) as Order;
  expect(order).toMatchObject({
    orderNumber,
    status: 'Active',
    lastFour: '4242',
    email,
    clubId: '5',
  });
  // Total Due Today on the summary is the card price (surcharge included): what the card paid.
  expect(order.chargedToday).toBe(cart.summary.totalWithSurcharge);
  await expect(
    page.getByText(`${formatMoney(order.chargedToday, cart.currency)} on the card`),
  ).toBeVisible();
  expect(order.members.map((member) => `${member.firstName} ${member.lastName}`)).toEqual(members);
  for (const member of order.members) {
    expect(member.memberId).not.toBe('');
    await expect(
      page.getByRole('row', { name: new RegExp(`^${member.firstName} ${member.lastName}`) }),
    ).toContainText(member.memberId);
  }

  // Next steps: where the club is and its hours today.
  const club = page.getByRole('region', { name: 'Your club' });
  await expect(club).toContainText('Chanhassen');
  await expect(club.getByRole('link', { name: /, Chanhassen, MN 55317/ })).toBeVisible();
  // The browser tests run at Saturday noon at the club (e2e/clock.ts): open on any hours it keeps.
  await expect(club).toContainText(/Hours today: .+\. Open now/);

  await expect.poll(() => mailTo(e2eMailDir, email).length, { timeout: 20_000 }).toBe(1);
  const [mail = ''] = mailTo(e2eMailDir, email);
  expect(mail).toContain(orderNumber);
  for (const member of order.members) expect(mail).toContain(member.memberId);
}

test.describe('a new person joins from /join to the confirmation, through the screens only', () => {
  test('on a desktop, by mouse: one adult at an open US club', async ({ page }) => {
    // Thirteen screens, a password hash
    // (product/accounts-and-sign-in.md#passwords-lockout-and-sessions) and a charge: 9 s on a quiet
    // 2-core machine, up to 30 s on a busy one.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = freshEmail();

    await page.goto('/join');
    await expect(page).toHaveURL('/join/club');
    await page
      .getByRole('searchbox', { name: 'City, state, ZIP or postal code' })
      .fill('Chanhassen');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('list')
      .getByRole('button', { name: /^Chanhassen, MN/ })
      .click();

    await expect(heading(page, 'Add Members')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1');
    await expect(page.getByRole('spinbutton', { name: 'Juniors' })).toHaveValue('0');
    await moveForward(page).click();

    await expect(page).toHaveURL('/join/membership');
    await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
    await expect(page).toHaveURL('/join/add-ons');
    const created = cartCreation(page);
    await page.getByRole('button', { name: 'No thanks' }).click();
    await skipPackages(page);

    await expect(page).toHaveURL('/join/summary');
    const cartAnswer = await created;
    expect(cartAnswer.status()).toBe(200);
    const cart = (await cartAnswer.json()) as SavedCart;
    await expectTotalDueToday(page, cart);
    await moveForward(page).click();

    await expect(page).toHaveURL('/join/get-started');
    await field(page, 'Email address').fill(email);
    await moveForward(page).click();
    await expect(page).toHaveURL('/join/create-account');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await moveForward(page).click();

    await expect(page).toHaveURL('/join/primary-member');
    await expect(field(page, /^Email/)).toHaveValue(email);
    // The member's email is optional, as its label says: left empty, nothing later asks for it,
    // and the confirmation goes to the account's address (checked with the order below).
    await field(page, /^Email/).clear();
    await enterPrimaryMember(page);
    await moveForward(page).click();

    await expect(heading(page, 'Membership Address')).toBeVisible();
    await field(page, 'Street address').fill('600 Market St');
    await field(page, 'City').fill('Chanhassen');
    await page.getByRole('combobox', { name: 'State/Province' }).selectOption('MN');
    await field(page, /^Zip\/Postal code/).fill('55317');
    // Program information has no partner program to ask about: it stages and goes on at once.
    const staged = page.waitForResponse('**/api/membership/v1/stage');
    await moveForward(page).click();
    expect((await staged).status()).toBe(200);

    await expect(page).toHaveURL(/\/join\/payment\?time=\d+$/);
    await expect(heading(page, 'Payment')).toBeVisible();
    // The browser's Back lands on the last screen the person saw, the address as they left it,
    // never on program information, which showed nothing.
    await page.goBack();
    await expect(heading(page, 'Membership Address')).toBeVisible();
    await expect(field(page, 'Street address')).toHaveValue('600 Market St');
    await moveForward(page).click();
    await expect(heading(page, 'Payment')).toBeVisible();
    // The amount follows the card as it is typed (product/pricing-and-dues.md#card-surcharge): a
    // debit card pays no surcharge, the approving credit card pays it.
    const pay = page.getByRole('button', { name: 'Pay and join' });
    await field(page, 'Card number').pressSequentially('4000056655665556');
    await expect(field(page, 'Card number')).toHaveValue('4000 0566 5566 5556');
    await expect(pay).toHaveText(
      `Pay and join – ${formatMoney(cart.summary.total, cart.currency)}`,
    );
    await enterApprovedCardAndAgree(page);
    await expect(pay).toHaveText(
      `Pay and join – ${formatMoney(cart.summary.totalWithSurcharge, cart.currency)}`,
    );
    await pay.click();

    await expectConfirmedOrder(page, { email, cart, members: ['Pat Lindqvist'] });

    // The new account is usable once its email is proven by the link the confirmation carried.
    const logIn = () =>
      page.request.post('/api/auth/login', {
        data: { username: email, password: PASSWORD, type: 'customer' },
      });
    expect(await (await logIn()).json()).toMatchObject({ status: 'AccountNotActivated' });
    const [mail = ''] = mailTo(e2eMailDir, email);
    const link = /https?:\/\/[^\s"<]+\/account\/activate#token=[\w-]{43}/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(heading(page, 'Activate your account')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText(/^Your account is active\./)).toBeVisible();
    expect(await (await logIn()).json()).toMatchObject({ status: 'Success' });
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('by keyboard: one adult and one junior, no sideways scroll on any screen', async ({
      page,
    }) => {
      // Fourteen screens key by key, a password hash
      // (product/accounts-and-sign-in.md#passwords-lockout-and-sessions) and a charge: 17 s on a
      // quiet 2-core machine, over 30 s on a busy one.
      test.slow();
      const email = freshEmail();

      await page.goto('/join');
      await expect(page).toHaveURL('/join/club');
      await expectNoSidewaysScroll(page);
      await typeInto(
        page,
        page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }),
        'Chanhassen',
      );
      await page.keyboard.press('Enter');
      await pressOn(page, page.getByRole('list').getByRole('button', { name: /^Chanhassen, MN/ }));

      await expect(heading(page, 'Add Members')).toBeFocused();
      await expectNoSidewaysScroll(page);
      const juniors = page.getByRole('spinbutton', { name: 'Juniors' });
      await tabTo(page, juniors);
      await page.keyboard.press('ArrowUp');
      await expect(juniors).toHaveValue('1');
      await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1');
      await pressOn(page, moveForward(page));

      await expect(page).toHaveURL('/join/membership');
      await expectNoSidewaysScroll(page);
      await pressOn(page, page.getByRole('button', { name: 'Select Monthly Membership' }));

      await expect(page).toHaveURL('/join/add-ons');
      await expectNoSidewaysScroll(page);
      const created = cartCreation(page);
      await pressOn(page, page.getByRole('button', { name: 'No thanks' }));

      await expect(page).toHaveURL('/join/packages');
      await expectNoSidewaysScroll(page);
      await pressOn(page, page.getByRole('button', { name: 'Skip' }));

      await expect(page).toHaveURL('/join/summary');
      const cartAnswer = await created;
      expect(cartAnswer.status()).toBe(200);
      const cart = (await cartAnswer.json()) as SavedCart;
      await expectTotalDueToday(page, cart);
      await expectNoSidewaysScroll(page);
      await pressOn(page, moveForward(page));

      await expect(heading(page, 'Get Started')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await typeInto(page, field(page, 'Email address'), email);
      await page.keyboard.press('Enter');

      await expect(heading(page, 'Create Account')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
      await page.keyboard.press('Enter');

      await expect(heading(page, 'Primary Member')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await expect(field(page, /^Email/)).toHaveValue(email);
      await typeInto(page, field(page, 'First name'), 'Pat');
      await typeInto(page, field(page, 'Last name'), 'Lindqvist');
      await typeInto(page, field(page, /^Phone/), '9525550199');
      await typeInto(page, field(page, /^Date of birth/), '04121990');
      // A closed select takes the typed option's name.
      await typeInto(page, page.getByRole('combobox', { name: 'Gender' }), 'Female');
      await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('Female');
      await pressOn(page, moveForward(page));

      await expect(heading(page, 'Membership Address')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await typeInto(page, field(page, 'Street address'), '600 Market St');
      await typeInto(page, field(page, 'City'), 'Chanhassen');
      await typeInto(page, page.getByRole('combobox', { name: 'State/Province' }), 'Minnesota');
      await expect(page.getByRole('combobox', { name: 'State/Province' })).toHaveValue('MN');
      await typeInto(page, field(page, /^Zip\/Postal code/), '55317');
      await pressOn(page, moveForward(page));

      await expect(heading(page, 'Additional Members (1 of 1)')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await typeInto(page, field(page, 'First name'), 'Kit');
      await typeInto(page, field(page, 'Last name'), 'Lindqvist');
      await typeInto(page, field(page, /^Date of birth/), bornYearsAgo(9).replaceAll('/', ''));
      // Program information has no partner program to ask about: it stages and goes on at once.
      const staged = page.waitForResponse('**/api/membership/v1/stage');
      await pressOn(page, moveForward(page));
      expect((await staged).status()).toBe(200);

      await expect(page).toHaveURL(/\/join\/payment\?time=\d+$/);
      await expect(heading(page, 'Payment')).toBeFocused();
      await expectNoSidewaysScroll(page);
      await typeInto(page, field(page, 'Card number'), APPROVED_CARD);
      await typeInto(page, field(page, 'Name on card'), 'Pat Lindqvist');
      // Typed as digits, the expiry takes its slash by itself.
      await typeInto(page, field(page, 'Expiry (MM/YY)'), '1230');
      await expect(field(page, 'Expiry (MM/YY)')).toHaveValue('12/30');
      await typeInto(page, field(page, 'Security code'), '123');
      for (const agreement of await page
        .getByRole('group', { name: 'Agreements' })
        .getByRole('checkbox')
        .all()) {
        await pressOn(page, agreement, 'Space');
        await expect(agreement).toBeChecked();
      }
      await pressOn(page, page.getByRole('button', { name: 'Pay and join' }));

      await expectConfirmedOrder(page, {
        email,
        cart,
        members: ['Pat Lindqvist', 'Kit Lindqvist'],
      });
      await expectNoSidewaysScroll(page);
    });
  });
});
