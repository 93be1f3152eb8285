import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  reachMembershipCards,
  expectNoSidewaysScroll,
  reachMembers,
  skipPackages,
} from './wizard';

const CHANHASSEN = { city: 'Chanhassen', club: 'Chanhassen, MN' };

/** The fields of the add-on bundle endpoint's answer this test reads. */
interface BundleOffer {
  bundles: {
    name: string;
    products: { literals: { title: string; detailsTitle: string; detailsBody: string } }[];
  }[];
}

test.describe('Add-on products (product/add-ons-and-pool-pass.md#add-on-bundles, #choosing-an-add-on)', () => {
  let offer: BundleOffer;

  test.beforeEach(async ({ page, request }) => {
    const answer = await request.get(
      '/api/product/club/5/producttype/Monthly/addonbundle?juniorQuantity=0',
    );
    offer = (await answer.json()) as BundleOffer;
    expect(offer.bundles.length).toBeGreaterThan(0);
    await reachMembershipCards(page, CHANHASSEN, 0);
    await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
    await expect(page).toHaveURL('/join/add-ons');
  });

  test('shows the bundles offered, each product with its details modal; Add chooses one', async ({
    page,
  }) => {
    const bundles = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(bundles.getByRole('heading', { level: 2 })).toHaveText(
      offer.bundles.map((bundle) => bundle.name),
    );
    // One offer per card, the kids' only with a junior: a single adult is offered none for kids.
    await expect(bundles.getByRole('heading', { level: 2 }).first()).toHaveText(
      'Personal Training, 4 sessions',
    );
    await expect(page.getByRole('heading', { name: 'Kids Academy' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const [first] = offer.bundles;
    const [product] = first?.products ?? [];
    if (!first || !product) throw new Error('The first bundle has no product');
    await page
      .getByRole('button', { name: `Details of ${product.literals.title}` })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: product.literals.detailsTitle });
    await expect(modal).toContainText(product.literals.detailsBody);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);

    await page.getByRole('button', { name: `Add ${first.name}` }).click();
    await skipPackages(page);
    await expect(page).toHaveURL('/join/summary');
    await expect(page.getByRole('complementary').getByText(first.name)).toBeVisible();
  });

  test('declining moves on without an add-on', async ({ page }) => {
    await page.getByRole('button', { name: 'No thanks' }).click();
    await skipPackages(page);
    await expect(page).toHaveURL('/join/summary');
    await expect(
      page.getByRole('complementary').getByText(offer.bundles[0]?.name ?? ''),
    ).toHaveCount(0);
  });
});

test('a Canadian family is offered the kids’ add-on in C$, and the summary adds what the card said', async ({
  page,
}) => {
  await reachMembers(
    page,
    { city: 'Toronto', club: 'Toronto Yorkville, ON' },
    { adults: 2, juniors: 1 },
  );
  await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
  const kids = page.getByRole('region', { name: 'Kids Academy' });
  await expect(kids).toContainText('C$89 a month');
  await expect(kids).toContainText('C$129 a month');
  await expect(kids).toContainText('C$218.00 per month');
  await expect(kids).not.toContainText(/(^|[^C])\$\d/);

  await kids.getByRole('button', { name: 'Add Kids Academy' }).click();
  await skipPackages(page);
  await expect(page).toHaveURL('/join/summary');
  const panel = page.getByRole('complementary', { name: 'Membership Summary' });
  await expect(panel.getByText('Kids Academy')).toBeVisible();
  await expect(panel).toContainText('C$218.00');
});

test.describe('on a 375 px phone screen', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the add-on cards fit without sideways scrolling', async ({ page }) => {
    await reachMembershipCards(page, CHANHASSEN, 0);
    await page.getByRole('button', { name: 'Select Monthly Membership' }).click();
    await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
