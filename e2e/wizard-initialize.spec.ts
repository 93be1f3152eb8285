import { expect, test } from './fixtures';
import { readWizardState } from './wizard';

test.describe('a deep link into the wizard (product/club-and-entry.md#initialize)', () => {
  test('with quantities, club and membership type lands on the membership cards of that club', async ({
    page,
    context,
  }) => {
    await page.goto('/join?clubId=5&adultQuantity=2&juniorQuantity=1&membershipType=Monthly');

    await expect(page).toHaveURL('/join/membership');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    const club = await readWizardState(context, 'club');
    expect(club.club).toMatchObject({ mmsClubId: '5', marketingClubName: 'Chanhassen, MN' });
    const membership = await readWizardState(context, 'membership');
    expect(membership.quantities).toEqual({ adults: 2, juniors: 1 });
    expect(membership.locationAccess).toMatchObject({ clubId: '5', membershipType: 'Monthly' });
    const product = await readWizardState(context, 'product');
    expect(product.defaultProduct).toMatchObject({ clubId: '5' });
  });

  test('by domain prefix, without a membership type, goes on to club choice with that club held', async ({
    page,
  }) => {
    await page.goto('/join?domainPrefix=chanhassen&adultQuantity=1');

    await expect(page).toHaveURL('/join/club');
    await expect(page.getByRole('button', { name: 'Continue with Chanhassen, MN' })).toBeVisible();
  });
});
