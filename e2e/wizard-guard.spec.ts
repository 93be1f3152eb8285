import { expect, test } from './fixtures';
import { storeCurrentStep, storeWizardState } from './wizard';

const addMembersHeading = { level: 1, name: 'Add Members' } as const;

test.describe('the page-load guard on every entry (product/wizard.md#page-loads-and-the-current-step)', () => {
  test('a deep link to a later step is redirected to the stored step', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeCurrentStep(context, baseURL, 'addMembers');

    await page.goto('/join/summary');

    await expect(page).toHaveURL('/join/members');
    await expect(page.getByRole('heading', addMembersHeading)).toBeVisible();
  });

  test('with no stored step a deep link starts at the entry, which leads to club choice', async ({
    page,
  }) => {
    await page.goto('/join/members');

    await expect(page).toHaveURL('/join/club');
    await expect(page.getByRole('heading', { level: 1, name: 'Club Location' })).toBeVisible();
  });

  test('a reload restores the stored step and the counts chosen on it', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeCurrentStep(context, baseURL, 'addMembers');
    await page.goto('/join/members');
    await page.getByRole('button', { name: 'Add an adult' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');

    await page.reload();

    await expect(page).toHaveURL('/join/members');
    await expect(page.getByRole('heading', addMembersHeading)).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  });

  test('an earlier page becomes the current step, so the back button cannot skip ahead', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeCurrentStep(context, baseURL, 'addMembers');
    await page.goto('/join/members');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/join/club');
    const club = page.getByRole('heading', { level: 1, name: 'Club Location' });
    await expect(club).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL('/join/club');
    await expect(club).toBeVisible();
  });

  test('the edit arrows of the summary panel lead back to earlier steps only', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeCurrentStep(context, baseURL, 'membershipProducts');
    await page.goto('/join/membership');
    const panel = page.getByRole('complementary', { name: 'Membership Summary' });
    await expect(panel.getByText('1 Adult, 0 Juniors')).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText(['Edit Club Location›', 'Edit Members›']);

    await panel.getByRole('link', { name: 'Edit Members' }).click();

    await expect(page).toHaveURL('/join/members');
    await expect(page.getByRole('heading', addMembersHeading)).toBeFocused();
  });
});

test.describe('the chosen club read again on every step load (product/wizard.md#page-loads-and-the-current-step)', () => {
  test('a stored club record is replaced by the one the club list holds now', async ({
    page,
    context,
    baseURL,
  }) => {
    await storeWizardState(context, baseURL, 'club', {
      club: { mmsClubId: '5', marketingClubName: 'A name the club no longer has', country: 'US' },
    });
    await storeCurrentStep(context, baseURL, 'addMembers');

    await page.goto('/join/members');

    const panel = page.getByRole('complementary', { name: 'Membership Summary' });
    await expect(panel.getByText('Chanhassen, MN')).toBeVisible();
    await expect(page.getByText('A name the club no longer has')).toHaveCount(0);
  });

  test.describe('a club the list no longer holds', () => {
    test.use({ expectedProblems: ['/api/content/clubs/99999'] });

    test('sends the person to choose another club, saying why', async ({
      page,
      context,
      baseURL,
    }) => {
      await storeWizardState(context, baseURL, 'club', {
        club: { mmsClubId: '99999', marketingClubName: 'Closed club', country: 'US' },
      });
      await storeCurrentStep(context, baseURL, 'membershipProducts');

      await page.goto('/join/membership');

      await expect(page).toHaveURL('/join/club?notice=clubUnavailable');
      await expect(page.getByRole('status').filter({ hasText: 'no longer' })).toHaveText(
        'The club you chose is no longer available online. Please choose another club.',
      );
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByText('Closed club')).toHaveCount(0);
    });
  });
});

test.describe('initialize at /join (product/club-and-entry.md#initialize)', () => {
  test('an invalid clubId sends the person to club choice, saying why', async ({ page }) => {
    await page.goto('/join?clubId=99999');

    await expect(page).toHaveURL('/join/club');
    await expect(page.getByRole('heading', { level: 1, name: 'Club Location' })).toBeVisible();
    // The club list's loading spinner is a status too: name the notice.
    await expect(page.getByRole('status').filter({ hasText: 'The link you followed' })).toHaveText(
      'The link you followed names a club we could not find.',
    );
  });

  test('invalid parameters send the person to club choice, naming each', async ({ page }) => {
    await page.goto('/join?adultQuantity=9&showOnlyModal=maybe');

    await expect(page).toHaveURL('/join/club');
    await expect(page.getByRole('status').getByRole('listitem')).toHaveText([
      'adultQuantity must be a whole number from 1 to 4.',
      'showOnlyModal must be one of true, false, 1, 0.',
    ]);
  });

  test('a link without a club goes on to club choice, the club search', async ({ page }) => {
    await page.goto('/join');

    await expect(page).toHaveURL('/join/club');
    await expect(
      page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  });
});
