import { listVisibleMembershipCards } from '@clubjoin/domain/catalog/membershipCardVisibility';
import { orderMembershipCards } from '@clubjoin/domain/catalog/orderMembershipCards';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { cardJoiningFee } from '@clubjoin/domain/pricing/cardJoiningFee';
import { cardPrice } from '@clubjoin/domain/pricing/cardPrice';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { cardPriceSuffix } from '@clubjoin/domain/pricing/chargeTermsTexts';
import type { ProductPrice } from '@clubjoin/domain/pricing/productPrice';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, reachMembershipCards, expectNoSidewaysScroll } from './wizard';

/** The fields of the product endpoint's answer this test prices. */
interface ClubCards {
  currency: Currency;
  cards: {
    productType: ProductType;
    name: string;
    membershipCardTitle: string;
    isAvailable: boolean;
    hasAddOns: boolean;
    hasPackages: boolean;
    displayContent: { disclaimers: { priceDisclaimer: string } };
    displayOrder?: number;
    products: { quantity: number; price: ProductPrice }[];
    promotions: { selected: boolean; joiningFeeDiscount: number }[];
  }[];
}

/**
 * The titles and prices the domain gives for 1 adult and the juniors, from the endpoint's figures,
 * each price worded by the card's charge terms (per month, paid in full, for one visit).
 */
function expectedCards(answer: ClubCards, juniors: number) {
  const ordered = orderMembershipCards(listVisibleMembershipCards(answer.cards, 1), {
    hasSignatureInterest: false,
    signatureOnly: false,
  });
  return ordered.map((card) => {
    const product = card.products.find((candidate) => candidate.quantity === 1);
    if (!product) throw new Error(`No product for 1 adult on ${card.productType}`);
    return {
      name: card.name,
      title: card.membershipCardTitle,
      price: formatMoney(cardPrice(product.price, juniors), answer.currency),
      joiningFee: cardJoiningFee(
        product.price,
        card.promotions.find((promotion) => promotion.selected)?.joiningFeeDiscount ?? 0,
      ),
      suffix: cardPriceSuffix(
        chargeTerms({ flows: [], productType: card.productType, presaleClub: false }).schedule,
      ),
    };
  });
}

const CHANHASSEN = { city: 'Chanhassen', club: 'Chanhassen, MN', clubId: '5', symbol: '$' };
const TORONTO = { city: 'Toronto', club: 'Toronto Yorkville, ON', clubId: '412', symbol: 'C$' };

for (const { city, club, clubId, symbol } of [CHANHASSEN, TORONTO]) {
  test(`the membership cards of ${club}, priced in ${symbol} as the domain prices them`, async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get(`/api/product/club/${clubId}`)).json()) as ClubCards;
    expect(answer.currency.symbol).toBe(symbol);
    const expected = expectedCards(answer, 1);
    expect(expected.length).toBeGreaterThan(0);

    await reachMembershipCards(page, { city, club }, 1);

    const cards = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      expected.map((card) => card.title),
    );
    await expect(cards.getByText(/ (per month|paid in full|for one visit)$/)).toHaveText(
      expected.map((card) => `${card.price} ${card.suffix}`),
    );
    for (const price of expected.map((card) => card.price)) {
      expect(price.startsWith(symbol)).toBe(true);
    }
    // Each card states its joining fees; the first card that can be bought is recommended.
    await expect(cards.getByText(/joining fee$/i)).toHaveText(
      expected.map((card) =>
        card.joiningFee > 0
          ? `+ ${formatMoney(card.joiningFee, answer.currency)} joining fee`
          : 'No joining fee',
      ),
    );
    await expect(cards.first().getByText('Recommended', { exact: true })).toBeVisible();
    // A standard promotion that gives nothing adds no copy of its own (decision 0032).
    await expect(cards.getByText(/^The everyday /)).toHaveCount(0);
    await expect(cards.getByText('Recommended', { exact: true })).toHaveCount(1);
    // The comparison lists every card with its price and joining fee.
    await page.getByRole('button', { name: 'Compare memberships' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(expected.length + 1);
    await expect(rows.nth(1)).toContainText(expected[0]?.price ?? '');
    await expectNoAxeViolations(page);
  });
}

test('the additional details open, and Select stores the card and moves on', async ({
  page,
  request,
}) => {
  const answer = (await (
    await request.get(`/api/product/club/${CHANHASSEN.clubId}`)
  ).json()) as ClubCards;
  const [expected] = expectedCards(answer, 0);
  const card = answer.cards.find((candidate) => candidate.membershipCardTitle === expected?.title);
  if (!expected || !card) throw new Error('Chanhassen sells no membership for 1 adult');
  await reachMembershipCards(page, CHANHASSEN, 0);
  const first = page.getByRole('region', { name: expected.title });

  const details = first.getByRole('button', { name: 'Additional details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.press('Enter');
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(first.getByText(card.displayContent.disclaimers.priceDisclaimer)).toBeVisible();

  await first.getByRole('button', { name: `Select ${expected.title}` }).click();
  await expect(page).toHaveURL(
    card.hasAddOns ? '/join/add-ons' : card.hasPackages ? '/join/packages' : '/join/summary',
  );
  await expect(
    page.getByRole('complementary').getByText(expected.name, { exact: true }),
  ).toBeVisible();
});

test.describe('on a 375 px phone screen', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the cards fit without sideways scrolling', async ({ page }) => {
    await reachMembershipCards(page, CHANHASSEN, 0);
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    // Each card is compact (decision 0032: some 550 px each before), its price, joining fee and
    // Select in view; the description and the card's other buttons wait behind its details.
    const cards = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
    const heights = await cards.evaluateAll((regions) =>
      regions.map((region) => region.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThan(1);
    for (const height of heights) expect(height).toBeLessThan(320);
    const first = cards.first();
    await expect(first.getByText(/ per month$/)).toBeVisible();
    await expect(first.getByText(/joining fee$/i)).toBeVisible();
    await expect(first.getByRole('button', { name: /^Select / })).toBeVisible();
    const clubsIncluded = first.getByRole('button', { name: /^Clubs included/ });
    await expect(clubsIncluded).toBeHidden();
    const details = first.getByRole('button', { name: 'Additional details' });
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(clubsIncluded).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("a card's club-access modal (product/membership-and-promotions.md#card-details, product/club-and-entry.md#club-access, #which-clubs-are-listed)", () => {
  test('lists the open clubs the membership reaches by area, passes axe, and gives focus back', async ({
    page,
  }) => {
    await reachMembershipCards(page, { city: 'Chanhassen', club: 'Chanhassen, MN' }, 0);
    const opener = page.getByRole('button', { name: 'Clubs included with Monthly Membership' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Clubs included with Monthly Membership' });
    await expect(dialog.getByRole('heading', { level: 3, name: 'Minnesota' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Chanhassen, MN' })).toBeVisible();
    // Only athletic clubs and resorts (types 1 and 2): not the corporate fitness center.
    await expect(dialog.getByText('Minneapolis IDS Center, MN')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('when the step’s code cannot be downloaded', () => {
  test.use({ expectedProblems: ['/assets/MembershipStep-'] });

  test('the page says so in its frame, and Try again loads the cards', async ({ page }) => {
    const chunk = /\/assets\/MembershipStep-[\w-]+\.js$/;
    await page.route(chunk, (route) => route.abort());
    await reachMembershipCards(page, CHANHASSEN, 0);

    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(
      /^We could not load this page\. Check your connection and try again\.Try again$/,
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute(chunk);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
  });
});
