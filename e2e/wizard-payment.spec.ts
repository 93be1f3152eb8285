import type { BrowserContext, Page } from '@playwright/test';
import { CANCEL_ONLINE } from '@clubjoin/domain/completion/cancelOnline';
import { AGREEMENT_REQUIRED_MESSAGE } from '@clubjoin/domain/completion/membershipAgreements';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { DECLINE_MESSAGES } from '@clubjoin/domain/payments/declineMessages';
import type { CartEntry } from '@clubjoin/domain/pricing/cartEntry';
import type { CartSummary } from '@clubjoin/domain/pricing/cartSummary';
import { PAYMENT_MESSAGES } from '@clubjoin/domain/payments/paymentChecks';
import { expect, test } from './fixtures';
import { mailTo } from './mailbox';
import { e2eMailDir } from './playwright.config';
import {
  enterMemberAndAddress,
  expectNoAxeViolations,
  field,
  moveForward,
  orderOfConfirmation,
  shownOrderNumber,
  sessionCookieNames,
  startAfterAccount,
  storeCurrentStep,
  expectNoSidewaysScroll,
  skipPackages,
} from './wizard';

const APPROVED_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const alerts = (page: Page) => page.getByRole('main').getByRole('alert');
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay and join' });
const clubTabOption = (page: Page) =>
  page.getByRole('checkbox', { name: 'Use this payment for club tab' });
const cancelOnlineNote = (page: Page) => page.getByText(CANCEL_ONLINE.text);

/** The bodies of the completions the page sends, as it sends them. */
function completionBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/membership/v1/complete')) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

/** The order number the confirmation shows, and the order the API finds for the tab. */
async function confirmedOrder<Order>(page: Page): Promise<{ orderNumber: string; order: Order }> {
  const orderNumber = await shownOrderNumber(page);
  const answer = await orderOfConfirmation(page);
  return { orderNumber, order: (await answer.json()) as Order };
}

/**
 * A new person with an account and a cart, through the primary member and address forms, on to
 * payment (program information has nothing to ask, so it stages and moves on at once).
 */
async function reachPayment(page: Page, context: BrowserContext, baseURL: string | undefined) {
  const { email } = await startAfterAccount(page, context, baseURL, { adults: 1, juniors: 0 });
  await storeCurrentStep(context, baseURL, 'primaryMemberInfo');
  await page.goto('/join/primary-member');
  await enterMemberAndAddress(page);
  return { email };
}

async function enterCard(page: Page, cardNumber: string) {
  await field(page, 'Card number').fill(cardNumber);
  await field(page, 'Name on card').fill('Pat Lindqvist');
  await field(page, 'Expiry (MM/YY)').fill('12/30');
  await field(page, 'Security code').fill('123');
}

async function acceptAgreements(page: Page) {
  for (const agreement of await page
    .getByRole('group', { name: 'Agreements' })
    .getByRole('checkbox')
    .all()) {
    await agreement.check();
  }
}

test.describe('payment and confirmation (product/payment-and-confirmation.md#payment-steps, #confirmation-email)', () => {
  // The decline is the server's 402 on complete (and the browser's console line about it).
  test.describe('with a declined card first', () => {
    test.use({ expectedProblems: ['/api/membership/v1/complete'] });

    test('a declined card says why; another card pays once and shows the confirmation', async ({
      page,
      context,
      baseURL,
    }) => {
      // Two payments through tokens, paymentInfo and complete, then the email: a long walk.
      test.slow();
      const completions = completionBodies(page);
      const { email } = await reachPayment(page, context, baseURL);
      // Both flags are on at a Minnesota club (data/flags.json): how to cancel online beside the
      // agreements, and the club-tab choice.
      await expect(
        page.getByRole('group', { name: 'Agreements' }).getByText(CANCEL_ONLINE.text),
      ).toBeVisible();
      await expect(clubTabOption(page)).toBeVisible();
      await expectNoAxeViolations(page);

      await payButton(page).click();
      await expect(alerts(page)).toHaveText([
        PAYMENT_MESSAGES.required.cardNumber,
        PAYMENT_MESSAGES.required.cardholderName,
        PAYMENT_MESSAGES.expiryFormat,
        PAYMENT_MESSAGES.required.cvc,
        AGREEMENT_REQUIRED_MESSAGE,
        AGREEMENT_REQUIRED_MESSAGE,
      ]);
      await expect(field(page, 'Card number')).toBeFocused();
      await expectNoAxeViolations(page);

      await enterCard(page, DECLINED_CARD);
      await acceptAgreements(page);
      await clubTabOption(page).check();
      await payButton(page).click();
      await expect(alerts(page)).toHaveText([DECLINE_MESSAGES.genericDecline]);
      await expect(page).toHaveURL(/\/join\/payment/);

      await field(page, 'Card number').fill(APPROVED_CARD);
      await payButton(page).click();

      await expect(page).toHaveURL('/join/confirmation');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the club!' }),
      ).toBeVisible();
      const { orderNumber, order } = await confirmedOrder<{
        lastFour: string;
        status: string;
        members: { firstName: string; memberId: string }[];
      }>(page);
      expect(order.lastFour).toBe('4242');
      expect(order.status).toBe('Active');
      const row = page.getByRole('row', { name: /Pat Lindqvist/ });
      await expect(row).toContainText(order.members[0]?.memberId ?? 'no member id');
      await expect(page.getByText('ending 4242')).toBeVisible();
      await expect(cancelOnlineNote(page)).toBeVisible();
      expect(completions.map((body) => body.usePaymentForClubTab)).toEqual([true, true]);
      await expectNoAxeViolations(page);

      // The confirmation email reaches a real SMTP server, once, with the order and the member.
      await expect.poll(() => mailTo(e2eMailDir, email).length, { timeout: 20_000 }).toBe(1);
      const [mail = ''] = mailTo(e2eMailDir, email);
      expect(mail).toContain(orderNumber);
      expect(mail).toContain(order.members[0]?.memberId ?? 'no member id');
      expect(mail).toContain('Pat Lindqvist');

      // The enrolment is over: its cookies are gone, and a reload still shows the confirmation.
      await expect.poll(() => sessionCookieNames(context)).toEqual([]);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the club!' }),
      ).toBeVisible();
      await expect(cancelOnlineNote(page)).toBeVisible();
    });
  });

  test.describe('while the flags service is down', () => {
    // The flags request fails on purpose: the wizard then uses the flags' defaults
    // (product/decisions-and-platform.md#feature-flags).
    test.use({ expectedProblems: ['/api/flags'] });

    test('the defaults hide the club-tab choice and how to cancel, and the payment is not used for the club tab', async ({
      page,
      context,
      baseURL,
    }) => {
      await page.route(
        (url) => url.pathname === '/api/flags',
        (route) => route.abort('failed'),
      );
      const flagsFailed = page.waitForEvent('requestfailed', (request) =>
        request.url().includes('/api/flags'),
      );
      const completions = completionBodies(page);
      await reachPayment(page, context, baseURL);
      await flagsFailed;

      await expect(page.getByRole('group', { name: 'Agreements' })).toBeVisible();
      await expect(clubTabOption(page)).toHaveCount(0);
      await expect(cancelOnlineNote(page)).toBeHidden();
      await enterCard(page, APPROVED_CARD);
      await acceptAgreements(page);
      await payButton(page).click();

      await expect(page).toHaveURL('/join/confirmation');
      await expect(page.getByText('ending 4242')).toBeVisible();
      await expect(cancelOnlineNote(page)).toBeHidden();
      expect(completions.map((body) => body.usePaymentForClubTab)).toEqual([false]);
    });
  });

  test('a double click on Pay sends one completion', async ({ page, context, baseURL }) => {
    await reachPayment(page, context, baseURL);
    const completions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/membership/v1/complete')) completions.push(request.url());
    });
    await enterCard(page, APPROVED_CARD);
    await acceptAgreements(page);
    await payButton(page).dblclick();
    await expect(page).toHaveURL('/join/confirmation');
    expect(completions).toHaveLength(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the payment form fits without sideways scrolling, and the agreement reads in a dialog', async ({
      page,
      context,
      baseURL,
    }) => {
      await reachPayment(page, context, baseURL);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      // The card's brand shows as its number is typed.
      await field(page, 'Card number').fill('3782 82');
      await expect(
        page
          .getByRole('status', { name: 'Card brand' })
          .getByRole('img', { name: 'American Express' }),
      ).toBeVisible();

      // The Membership Agreement's full text, in the version accepted, fits the phone.
      const read = page.getByRole('button', { name: 'Read the Membership Agreement' });
      await read.click();
      const dialog = page.getByRole('dialog', { name: 'Membership Agreement' });
      // It opens at the start of the text, the dialog itself focused.
      await expect(dialog).toBeFocused();
      await expect(dialog.getByText('Version 2026-01')).toBeInViewport();
      await expect(dialog.getByRole('heading', { name: 'Cancelling' })).toBeVisible();
      await expect(dialog).toContainText(CANCEL_ONLINE.text);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(read).toBeFocused();
    });
  });
});

test.describe('the summer pool pass, taken on Add Members and paid (product/add-ons-and-pool-pass.md#pool-pass-season)', () => {
  test('the summary shows the pass the cart service prices, and the order charges it', async ({
    page,
    context,
    baseURL,
  }) => {
    // Inside the demo catalog's 2027 season at Chanhassen (May 29 to September 6).
    await page.clock.install({ time: new Date('2027-07-04T12:00:00Z') });
    // A person with an account at Chanhassen, back on Add Members before any cart of theirs.
    await startAfterAccount(
      page,
      context,
      baseURL,
      { adults: 1, juniors: 0 },
      { transaction: undefined },
    );
    await storeCurrentStep(context, baseURL, 'addMembers');
    await page.goto('/join/members');
    const dialog = page.getByRole('dialog', { name: 'Summer pool access' });
    await dialog.getByRole('button', { name: 'Add pool access' }).click();
    await expect(dialog).toBeHidden();
    await moveForward(page).click();
    await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
    await expect(page).toHaveURL('/join/add-ons');

    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/membership-cart/v2/cart' &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'No thanks' }).click();
    await skipPackages(page);
    await expect(page).toHaveURL('/join/summary');
    const cart = (await (await saved).json()) as {
      entries: CartEntry[];
      summary: CartSummary;
      currency: Currency;
    };
    const passes = cart.entries.filter((entry) => entry.category === 'PoolPass');
    expect(passes.map((entry) => entry.name)).toEqual(['Summer Pool Access (Adult)']);
    await expect(
      page.getByRole('region', { name: 'Due Today' }).getByRole('row', { name: /^Summer Pool/ }),
    ).toHaveText(`Summer Pool Access${formatMoney(cart.summary.poolPassFees, cart.currency)}`);
    expect(cart.summary.poolPassFees).toBe(passes[0]?.totalPrice);
    await expectNoAxeViolations(page);

    // The account is the one made above: on to the primary member, as a later visit finds it.
    await storeCurrentStep(context, baseURL, 'primaryMemberInfo');
    await page.goto('/join/primary-member');
    await enterMemberAndAddress(page);
    await enterCard(page, APPROVED_CARD);
    await acceptAgreements(page);
    await payButton(page).click();

    await expect(page).toHaveURL('/join/confirmation');
    const { order } = await confirmedOrder<{
      poolPass: boolean;
      lines: { category: string; description: string; amount: number }[];
    }>(page);
    expect(order.poolPass).toBe(true);
    expect(order.lines.filter((line) => line.category === 'PoolPass')).toEqual([
      expect.objectContaining({
        description: 'Summer Pool Access (Adult)',
        amount: passes[0]?.totalPrice,
      }),
    ]);
  });
});
