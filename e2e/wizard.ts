import AxeBuilder from '@axe-core/playwright';
import lzString from 'lz-string';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { calendarDateOf } from '@clubjoin/domain/time/isoDate';
import { CURRENT_STEP_COOKIE } from '@clubjoin/domain/wizard/pageLoadGuard';
import type { WizardStoreName } from '@clubjoin/domain/wizard/sessionCookies';
import { SALES_COOKIE_PREFIX, STORE_COOKIE_NAMES } from '@clubjoin/domain/wizard/sessionCookies';
import { INITIAL_MEMBERSHIP } from '@clubjoin/web/join/stores/initialMembership';
import { E2E_TODAY } from './clock';
import { expect } from './fixtures';

/** A text field of the page by its accessible name. */
export const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

/** The wizard's button to the next step. */
export const moveForward = (page: Page) => page.getByRole('button', { name: 'Move Forward' });

/**
 * Puts the wizard at a step, as an earlier visit would have: the step cookie holds it. Steps past
 * the club need a club, which only the club services (not built yet) can give a visitor.
 */
export async function storeCurrentStep(
  context: BrowserContext,
  baseURL: string | undefined,
  step: string,
): Promise<void> {
  await context.addCookies([{ name: CURRENT_STEP_COOKIE, value: step, url: baseURL }]);
}

/**
 * The wizard's session cookies (product/wizard.md#stores-and-session-cookies: names sharing the
 * sales app's prefix) the browser holds. A page's `document.cookie` write reaches the browser's
 * cookie store a moment after the script runs, so a test expecting a change polls for it.
 */
export async function sessionCookieNames(context: BrowserContext): Promise<string[]> {
  const cookies = await context.cookies();
  return cookies
    .map((cookie) => cookie.name)
    .filter((name) => name.startsWith(SALES_COOKIE_PREFIX));
}

/** The WCAG 2.1 A and AA rules axe-core checks (issue 8: axe-core on every screen). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails when axe-core finds a WCAG 2.1 AA violation on the page as it is now. Legacy mode runs axe
 * in the page itself instead of opening a blank page to gather frame results: our pages hold no
 * cross-origin frames, and the extra page and second injection doubled each check's time.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .setLegacyMode(true)
    .analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Chooses a club by search, sets the members, and moves on to the membership cards. */
export async function reachMembershipCards(
  page: Page,
  place: { city: string; club: string },
  juniors: number,
): Promise<void> {
  await reachMembers(page, place, { juniors });
}

/**
 * Chooses a club by search, sets the adults (when given) and juniors, and moves on to the
 * membership cards.
 */
export async function reachMembers(
  page: Page,
  { city, club }: { city: string; club: string },
  { adults, juniors }: { adults?: number; juniors: number },
): Promise<void> {
  await page.goto('/join');
  await expect(page).toHaveURL('/join/club');
  await page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }).fill(city);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('list')
    .getByRole('button', { name: new RegExp(`^${club}`) })
    .click();
  await expect(page).toHaveURL('/join/members');
  if (adults !== undefined) {
    await page.getByRole('spinbutton', { name: 'Adults' }).fill(String(adults));
  }
  await page.getByRole('spinbutton', { name: 'Juniors' }).fill(String(juniors));
  await moveForward(page).click();
  await expect(page).toHaveURL('/join/membership');
}

/**
 * Skips the experience packages when the chosen membership comes with them (Chanhassen's monthly
 * does, product/membership-and-promotions.md#experience-packages), for walks that do not choose
 * one; a membership without packages goes straight to the summary.
 */
export async function skipPackages(page: Page): Promise<void> {
  await page.waitForURL(/\/join\/(packages|summary)$/);
  if (new URL(page.url()).pathname === '/join/packages') {
    await page.getByRole('button', { name: 'Skip' }).click();
  }
}

/**
 * Chooses a club, one adult, the monthly membership, no add-on and no package, waits for the
 * summary's cart, then moves forward to get started.
 */
export async function reachGetStarted(page: Page): Promise<void> {
  await reachMembershipCards(page, { city: 'Chanhassen', club: 'Chanhassen, MN' }, 0);
  await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
  await page.getByRole('button', { name: 'No thanks' }).click();
  await skipPackages(page);
  await expect(page).toHaveURL('/join/summary');
  await expect(page.getByRole('region', { name: 'Due Today' })).toBeVisible();
  await moveForward(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get Started' })).toBeVisible();
}

/**
 * A wizard store's state as the app persists it (zustand's `{ state, version: 1 }`, lz-string
 * compressed, URI-safe): the value of its cookie, or of a session-start parameter
 * (product/club-and-entry.md#handing-a-session-over).
 */
export function persistedStore(state: object): string {
  return lzString.compressToEncodedURIComponent(JSON.stringify({ state, version: 1 }));
}

/**
 * Puts a wizard store in its cookie, as the app persists it, so a test can start where an earlier
 * visit would have left the stores.
 */
export async function storeWizardState(
  context: BrowserContext,
  baseURL: string | undefined,
  store: WizardStoreName,
  state: object,
): Promise<void> {
  await context.addCookies([
    { name: STORE_COOKIE_NAMES[store], value: persistedStore(state), url: baseURL },
  ]);
}

/** What a wizard store's cookie holds now, as the app wrote it. */
export async function readWizardState(
  context: BrowserContext,
  store: WizardStoreName,
): Promise<Record<string, unknown>> {
  const cookie = (await context.cookies()).find(({ name }) => name === STORE_COOKIE_NAMES[store]);
  const text = cookie ? lzString.decompressFromEncodedURIComponent(cookie.value) : '';
  return (JSON.parse(text || '{"state":{}}') as { state: Record<string, unknown> }).state;
}

/**
 * What the earlier steps leave behind, made through the same calls they make: the club, a cart
 * for the members (the summary step), with the coupon if one is named, and a new account (create
 * account), stored in the wizard's cookies with `membership` added.
 */
export async function startAfterAccount(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  { adults, juniors, coupon }: { adults: number; juniors: number; coupon?: string },
  membership: object = {},
) {
  const club = (await (await page.request.get('/api/content/clubs/5')).json()) as object;
  const { cards } = (await (await page.request.get('/api/product/club/5')).json()) as {
    cards: { productType: string; products: { productId: string; quantity: number }[] }[];
  };
  const productId = cards
    .find((card) => card.productType === 'Monthly')
    ?.products.find((product) => product.quantity === adults)?.productId;
  const cartAnswer = await page.request.post('/api/membership-cart/v1/cart', {
    data: {
      clubId: '5',
      productType: 'Monthly',
      productId,
      adultProductQuantity: adults,
      juniorProductQuantity: juniors,
      coupon,
    },
  });
  expect(cartAnswer.ok()).toBe(true);
  const cart = (await cartAnswer.json()) as Record<string, string>;
  const email = `member.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const identity = (await (
    await page.request.post('/api/membership/v1/userIdentity', {
      data: { username: email, password: 'Family-Join-2026' },
      headers: { 'Idempotency-Key': `reserve-${email}` },
    })
  ).json()) as { partyId: string; updateToken: string };

  await storeWizardState(context, baseURL, 'club', { club });
  await storeWizardState(context, baseURL, 'membership', {
    ...INITIAL_MEMBERSHIP,
    mmsClubId: '5',
    product: { productId, productType: 'Monthly', hasAddOns: false },
    quantities: { adults, juniors },
    adultMembers: Array.from({ length: adults - 1 }, () => ({})),
    juniorMembers: Array.from({ length: juniors }, () => ({})),
    memberAccount: { username: email, existing: false, ...identity },
    newAccountPartyId: identity.partyId,
    primaryMember: { email },
    transaction: {
      cartId: cart.cartId,
      magentoCartId: cart.magentoCartId,
      orderId: cart.orderId,
      partyId: cart.partyId,
    },
    ...membership,
  });
  return { email, identity, cart };
}

/** Fails when the page scrolls sideways (the 375 px phone layout). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Presses Tab until `target` has the focus, as a keyboard user reaches a control, and fails when
 * it is not reached within `most` presses (a control the keyboard cannot reach).
 */
export async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * A date of birth `years` whole years and `days` more before today at the clubs on the tests'
 * clock (E2E_TODAY, not the machine's date), as the form shows it (MM/DD/YYYY). Keep away from a
 * birthday unless the test is about that boundary: `bornYearsAgo(14, 30)` is clearly 14.
 */
export function bornYearsAgo(years: number, days = 0): string {
  const today = calendarDateOf(E2E_TODAY);
  const date = new Date(Date.UTC(today.year - years, today.month - 1, today.day - days));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Fills the primary member's form as Pat Lindqvist, typing the masked phone and date of birth. */
export async function enterPrimaryMember(page: Page): Promise<void> {
  await field(page, 'First name').fill('Pat');
  await field(page, 'Last name').fill('Lindqvist');
  await field(page, /^Phone/).pressSequentially('9525550199');
  await field(page, /^Date of birth/).pressSequentially('04121990');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
}

/** The sandbox's approving card (apps/api/src/payments/sandboxGateway.ts). */
export const APPROVED_CARD = '4242424242424242';

/** Fills the payment form with the approving card as Pat Lindqvist and ticks every agreement. */
export async function enterApprovedCardAndAgree(page: Page): Promise<void> {
  await field(page, 'Card number').fill(APPROVED_CARD);
  await field(page, 'Name on card').fill('Pat Lindqvist');
  await field(page, 'Expiry (MM/YY)').fill('12/30');
  await field(page, 'Security code').fill('123');
  for (const agreement of await page
    .getByRole('group', { name: 'Agreements' })
    .getByRole('checkbox')
    .all()) {
    await agreement.check();
  }
}

/**
 * The order id and the confirmation token complete answered, which the confirmation page keeps in
 * the tab (the page shows the order number, which is no key to the order).
 */
export async function confirmationKeptBy(
  page: Page,
): Promise<{ orderId: string; confirmationToken: string }> {
  return page.evaluate(() => {
    const kept = sessionStorage.getItem('clubjoin-confirmation');
    return kept
      ? (JSON.parse(kept) as { answer: { orderId: string; confirmationToken: string } }).answer
      : { orderId: '', confirmationToken: '' };
  });
}

/** The confirmation token complete answered, which the confirmation page keeps in the tab. */
export async function confirmationTokenOf(page: Page): Promise<string> {
  return (await confirmationKeptBy(page)).confirmationToken;
}

/**
 * The completed order as its buyer reads it from the API: with the confirmation token complete
 * answered, which the confirmation page keeps in the tab's session storage.
 */
export async function orderOfConfirmation(page: Page) {
  const { orderId, confirmationToken } = await confirmationKeptBy(page);
  return page.request.get(`/api/membership/v1/orders/${orderId}`, {
    headers: { 'x-confirmation-token': confirmationToken },
  });
}

/** The order number the confirmation shows. */
export async function shownOrderNumber(page: Page): Promise<string> {
  const shown = await page
    .getByText(/^Order number/)
    .locator('strong')
    .textContent();
  expect(shown).toMatch(/^CJ-\d{6,}$/);
  return shown ?? '';
}

/** Fills the primary member and the membership address, which stages, and arrives at payment. */
export async function enterMemberAndAddress(page: Page): Promise<void> {
  await enterPrimaryMember(page);
  await moveForward(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Address' })).toBeVisible();
  await field(page, 'Street address').fill('600 Market St');
  await field(page, 'City').fill('Chanhassen');
  await page.getByRole('combobox', { name: 'State/Province' }).selectOption('MN');
  await field(page, /^Zip\/Postal code/).fill('55317');
  await moveForward(page).click();
  await expect(page).toHaveURL(/\/join\/payment\?time=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}
