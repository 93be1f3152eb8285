import type { Page } from '@playwright/test';
import { QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE } from '@clubjoin/domain/catalog/qualifiedPrograms';
import { stepPosition } from '@clubjoin/domain/wizard/steps';
import { expect, test } from './fixtures';
import { confirmationEmailOf, plannedSteps, walkToConfirmation } from './flowWalker';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  persistedStore,
  readWizardState,
  tabTo,
} from './wizard';

const programChoice = (page: Page) => page.getByRole('combobox', { name: 'Program' });
const clubChoice = (page: Page) => page.getByRole('combobox', { name: 'Club' });
const enroll = (page: Page) => page.getByRole('button', { name: 'Enroll' });
const eligibility = (page: Page) => page.getByRole('link', { name: 'Confirm Eligibility' });

/** The Medicare memberships page (product/pages.md#medicare-memberships-page). */
test.describe('the Medicare memberships page', () => {
  test('a SilverStep member enrolls at Chanhassen and joins for $0', async ({ page }) => {
    // A dozen screens, a password hash and a completion: more on a busy machine.
    test.slow();
    const walked = await walkToConfirmation(
      page,
      async (medicare) => {
        await medicare.goto('/medicare-memberships');
        await expect(
          medicare.getByRole('heading', { level: 1, name: 'Medicare Memberships' }),
        ).toBeVisible();
        await expect(clubChoice(medicare)).toBeDisabled();
        // Only the programs a person may use online: RenewFit is sold at the club only.
        await expect(programChoice(medicare).locator('option')).toHaveText([
          'Choose a Program',
          'ActiveAge Medicare',
          'FitWell Medicare',
          'SilverStep Medicare',
        ]);

        await programChoice(medicare).selectOption({ label: 'SilverStep Medicare' });
        await clubChoice(medicare).selectOption({ label: 'Chanhassen, MN' });

        await expect(eligibility(medicare)).toHaveAttribute(
          'href',
          'https://www.example.com/silverstep/eligibility',
        );
        await expect(enroll(medicare)).toBeEnabled();
        await expect(
          medicare.getByText('To enroll, have your SilverStep Member ID at hand.'),
        ).toBeVisible();
        await expectNoAxeViolations(medicare);
        await enroll(medicare).click();
        await medicare.waitForURL('/join/membership');
      },
      {
        card: 'Monthly Qualified Membership',
        programMemberId: { label: 'SilverStep Member ID', value: '123456789' },
      },
    );

    // The Qualified sale from its cards on (product/flows.md, the Qualified rows).
    expect(walked.steps).toEqual(
      plannedSteps({ flows: ['Qualified'], hasAddOns: false }).filter(
        (step) => step === 'initialize' || stepPosition(step) >= stepPosition('membershipProducts'),
      ),
    );
    const main = page.getByRole('main');
    await expect(main.getByText(/^Order number/)).toContainText('Monthly Qualified at Chanhassen');
    const mail = await confirmationEmailOf(walked);
    expect(mail).toContain('Promotion: SilverStep Medicare');
    expect(mail).toContain('Charged today: $0.00');
  });

  test('warns at a club the program is not valid at, and offers no way on', async ({ page }) => {
    await page.goto('/medicare-memberships');
    await programChoice(page).selectOption({ label: 'SilverStep Medicare' });
    await clubChoice(page).selectOption({ label: 'Minneapolis Target Center, MN' });

    await expect(
      page.getByText(QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE, { exact: true }),
    ).toBeVisible();
    await expect(enroll(page)).toBeDisabled();
    await expect(eligibility(page)).toHaveCount(0);
    await expect(page).toHaveURL('/medicare-memberships?program=SILVERSTEP&clubId=17');
    await expectNoAxeViolations(page);

    // Another club where the program is valid clears the warning.
    await clubChoice(page).selectOption({ label: 'Rosemount, MN' });
    await expect(enroll(page)).toBeEnabled();
    await expect(page.getByText(QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE)).toHaveCount(0);
  });

  test('a keyboard user reaches the program, the club, the details and Enroll', async ({
    page,
  }) => {
    await page.goto('/medicare-memberships?program=SILVERSTEP&clubId=5');
    await expect(enroll(page)).toBeEnabled();

    await tabTo(page, programChoice(page));
    await tabTo(page, clubChoice(page));
    await tabTo(page, page.getByRole('link', { name: 'Program details' }));
    await tabTo(page, eligibility(page));
    await tabTo(page, enroll(page));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/join/membership');
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      await page.goto('/medicare-memberships?program=SILVERSTEP&clubId=5');
      await expect(enroll(page)).toBeEnabled();

      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});

/** The transition page (product/pages.md#the-transition-page). */
test.describe('the transition page', () => {
  test('the one-day page hands the coupon its link carries to the sale through it', async ({
    page,
    context,
  }) => {
    // Its characters escaped, as a link carries them (lz-string's alphabet has '+').
    const coupon = encodeURIComponent(
      persistedStore({ coupon: { code: 'DAYPASS', isValid: true } }),
    );
    await page.goto(`/one-day-membership?clubId=5&couponModule=${coupon}`);
    const buy = page.getByRole('link', { name: 'Buy a 1-Day Membership' });
    await expect(buy).toHaveAttribute(
      'href',
      `/join/transition?clubId=5&category=day-pass&couponModule=${coupon}`,
    );

    await buy.click();

    await expect(page).toHaveURL('/join/summary');
    expect(await readWizardState(context, 'coupon')).toHaveProperty('coupon.code', 'DAYPASS');
    // The transition replaced itself: Back leaves the sale for the one-day page.
    await page.goBack();
    await expect(page).toHaveURL(/^[^?]*\/one-day-membership\?clubId=5&couponModule=/);
  });
});
