import type { BrowserContext, Page } from '@playwright/test';
import { AGREEMENT_REQUIRED_MESSAGE } from '@clubjoin/domain/completion/membershipAgreements';
import { DECLINE_MESSAGES } from '@clubjoin/domain/payments/declineMessages';
import { PAYMENT_MESSAGES } from '@clubjoin/domain/payments/paymentChecks';
import { expect, test } from './fixtures';
import { mailTo } from './mailbox';
import { e2eMailDir } from './playwright.config';
import {
  expectNoAxeViolations,
  sessionCookieNames,
  startAfterAccount,
  storeCurrentStep,
} from './wizard';

const APPROVED_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const alerts = (page: Page) => page.getByRole('main').getByRole('alert');
const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });
const moveForward = (page: Page) => page.getByRole('button', { name: 'Move Forward' });
const payButton = (page: Page) => page.getByRole('button', { name: 'Pay and join' });

/**
 * A new person with an account and a cart, through the primary member and address forms, on to
 * payment (program information has nothing to ask, so it stages and moves on at once).
 */
async function reachPayment(page: Page, context: BrowserContext, baseURL: string | undefined) {
  const { email } = await startAfterAccount(page, context, baseURL, { adults: 1, juniors: 0 });
  await storeCurrentStep(context, baseURL, 'primaryMemberInfo');
  await page.goto('/join/primary-member');
  await field(page, 'First name').fill('Pat');
  await field(page, 'Last name').fill('Lindqvist');
  await field(page, /^Phone/).pressSequentially('9525550199');
  await field(page, /^Date of birth/).pressSequentially('04121990');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await moveForward(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Address' })).toBeVisible();
  await field(page, 'Street address').fill('600 Market St');
  await field(page, 'City').fill('Chanhassen');
  await page.getByRole('combobox', { name: 'State/Province' }).selectOption('MN');
  await field(page, /^Zip\/Postal code/).fill('55317');
  await moveForward(page).click();
  await expect(page).toHaveURL(/\/join\/payment\?time=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
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

test.describe('payment and confirmation (01 §4, 03 §5)', () => {
  // The decline is the server's 402 on complete (and the browser's console line about it).
  test.describe('with a declined card first', () => {
    test.use({ expectedProblems: ['/api/membership/v1/complete'] });

    test('a declined card says why; another card pays once and shows the confirmation', async ({
      page,
      context,
      baseURL,
    }) => {
      const { email } = await reachPayment(page, context, baseURL);
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
      await payButton(page).click();
      await expect(alerts(page)).toHaveText([DECLINE_MESSAGES.genericDecline]);
      await expect(page).toHaveURL(/\/join\/payment/);

      await field(page, 'Card number').fill(APPROVED_CARD);
      await payButton(page).click();

      await expect(page).toHaveURL('/join/confirmation');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the club!' }),
      ).toBeVisible();
      const orderId = await page
        .getByText(/^Order number/)
        .locator('strong')
        .textContent();
      const order = (await (
        await page.request.get(`/api/membership/v1/orders/${orderId}`)
      ).json()) as {
        lastFour: string;
        status: string;
        members: { firstName: string; memberId: string }[];
      };
      expect(order.lastFour).toBe('4242');
      expect(order.status).toBe('Active');
      const row = page.getByRole('row', { name: /Pat Lindqvist/ });
      await expect(row).toContainText(order.members[0]?.memberId ?? 'no member id');
      await expect(page.getByText('ending 4242')).toBeVisible();
      await expectNoAxeViolations(page);

      // The confirmation email reaches a real SMTP server, once, with the order and the member.
      await expect.poll(() => mailTo(e2eMailDir, email).length, { timeout: 20_000 }).toBe(1);
      const [mail = ''] = mailTo(e2eMailDir, email);
      expect(mail).toContain(orderId ?? 'no order id');
      expect(mail).toContain(order.members[0]?.memberId ?? 'no member id');
      expect(mail).toContain('Pat Lindqvist');

      // The enrolment is over: its cookies are gone, and a reload still shows the confirmation.
      expect(await sessionCookieNames(context)).toEqual([]);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the club!' }),
      ).toBeVisible();
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

    test('the payment form fits without sideways scrolling', async ({ page, context, baseURL }) => {
      await reachPayment(page, context, baseURL);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
});
