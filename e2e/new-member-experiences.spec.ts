import type { BrowserContext, Page } from '@playwright/test';
import { NEW_MEMBER_SSO_COOKIE } from '@clubjoin/domain/catalog/newMemberExperiencesLink';
import { expect, test } from './fixtures';
import {
  confirmationTokenOf,
  enterApprovedCardAndAgree,
  enterMemberAndAddress,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  startAfterAccount,
  storeCurrentStep,
  tabTo,
} from './wizard';

const welcome = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Welcome to the club!' });
const experience = (page: Page, name: string) => page.getByRole('checkbox', { name });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const skipButton = (page: Page) => page.getByRole('button', { name: 'Skip this step' });

/**
 * A new person joins club 5 through the wizard, pays, and is shown the confirmation: a whole
 * journey, so the test calling it is given a slow test's time.
 */
async function purchase(page: Page, context: BrowserContext, baseURL: string | undefined) {
  test.slow();
  await startAfterAccount(page, context, baseURL, { adults: 1, juniors: 0 });
  await storeCurrentStep(context, baseURL, 'primaryMemberInfo');
  await page.goto('/join/primary-member');
  await enterMemberAndAddress(page);
  await enterApprovedCardAndAgree(page);
  await page.getByRole('button', { name: 'Pay and join' }).click();
  await expect(page).toHaveURL('/join/confirmation');
  await expect(welcome(page)).toBeVisible();
}

/** From the confirmation to its experiences: the page with the proof already off its address. */
async function openExperiences(page: Page) {
  await page.getByRole('link', { name: 'Choose your new member experiences' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your new member experiences' }),
  ).toBeVisible();
  await expect(page).toHaveURL(
    '/new-member-experiences?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation',
  );
}

/** What the server keeps of the member's choice, read with the purchase's proof. */
async function savedChoice(page: Page) {
  const answer = await page.request.get('/api/content/experiences', {
    headers: { 'x-confirmation-token': await confirmationTokenOf(page) },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { choice: unknown }).choice;
}

/** The new member experiences after purchase (product/pages.md#new-member-experiences). */
test.describe('the new member experiences', () => {
  test('from a real confirmation, Continue saves the experiences the member ticked', async ({
    page,
    context,
    baseURL,
  }) => {
    await purchase(page, context, baseURL);
    await openExperiences(page);

    // The link's sso is now a cookie, not part of the address.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === NEW_MEMBER_SSO_COOKIE)?.value).toBe(
      await confirmationTokenOf(page),
    );
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(5);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await expect(continueButton(page)).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.getByText('About Fitness Assessment').click();
    await expect(page.getByText('A body composition scan and movement screen')).toBeVisible();
    await experience(page, 'Club Orientation').check();
    await experience(page, 'Complimentary Personal Training Session').check();
    await expect(continueButton(page)).toBeEnabled();
    expect(await savedChoice(page)).toBeNull();
    await continueButton(page).click();

    await expect(page).toHaveURL('/join/confirmation');
    await expect(welcome(page)).toBeVisible();
    expect(await savedChoice(page)).toEqual({
      skip: false,
      experienceIds: ['club-orientation', 'pt-intro'],
      confirmationPageDriver: '/join/confirmation',
      submittedAt: expect.any(String),
    });
  });

  test.describe('on a phone, by keyboard', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('Skip this step clears what was ticked and saves a skip', async ({
      page,
      context,
      baseURL,
    }) => {
      await purchase(page, context, baseURL);
      await openExperiences(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await tabTo(page, experience(page, 'Kids Academy Tour'));
      await page.keyboard.press('Space');
      await expect(experience(page, 'Kids Academy Tour')).toBeChecked();
      await tabTo(page, skipButton(page));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL('/join/confirmation');
      expect(await savedChoice(page)).toMatchObject({ skip: true, experienceIds: [] });
    });
  });

  test('a link without its sso sends the person to choose a club', async ({ page }) => {
    await page.goto(
      '/new-member-experiences?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation',
    );

    await expect(page).toHaveURL(/\/join\/club(\?|$)/);
  });
});
