import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll, reachMembershipCards } from './wizard';

const CHANHASSEN = { city: 'Chanhassen', club: 'Chanhassen, MN' };

/** The fields of the promotions endpoint's answer this test reads. */
interface PromotionsAnswer {
  packages: { name: string; mmsPromotionCode: string }[];
}

test.describe('Experience packages (product/membership-and-promotions.md#experience-packages)', () => {
  test('a package chosen after the add-ons is the promotion the summary’s cart is priced with', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/api/product/club/5/producttype/Monthly/promotions');
    const { packages } = (await answer.json()) as PromotionsAnswer;
    const [first] = packages;
    if (!first) throw new Error('Chanhassen offers no package with its monthly membership');

    await page.setViewportSize({ width: 375, height: 800 });
    await reachMembershipCards(page, CHANHASSEN, 0);
    await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
    await page.getByRole('button', { name: 'No thanks' }).click();

    await expect(page).toHaveURL('/join/packages');
    await expect(
      page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }),
    ).toHaveText(packages.map((pkg) => pkg.name));
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    const saved = page.waitForRequest(
      (sent) =>
        new URL(sent.url()).pathname === '/api/membership-cart/v2/cart' && sent.method() === 'POST',
    );
    await page.getByRole('button', { name: `Select ${first.name}` }).click();

    await expect(page).toHaveURL('/join/summary');
    expect(((await saved).postDataJSON() as { mmsPromotionCode: string }).mmsPromotionCode).toBe(
      first.mmsPromotionCode,
    );
    await expect(page.getByRole('region', { name: 'Due Today' })).toBeVisible();
  });
});
