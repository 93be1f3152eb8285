import type { Page } from '@playwright/test';
import { couponNoLongerValidWarning } from '@clubjoin/domain/catalog/decideCoupon';
import type { Currency } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { cardPrice } from '@clubjoin/domain/pricing/cardPrice';
import type { ProductPrice } from '@clubjoin/domain/pricing/productPrice';
import { INITIAL_MEMBERSHIP } from '@clubjoin/web/join/stores/initialMembership';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, persistedStore, readWizardState, skipPackages } from './wizard';

/**
 * OPTIFIT, an insurer program coupon for the Monthly membership (data/catalog/coupons.json): valid
 * at Chanhassen (club 5), not at Toronto Yorkville (club 412).
 */
const COUPON = 'OPTIFIT';
const VALID_CLUB = '5';
const OTHER_CLUB = { id: '412', city: 'Toronto', name: 'Toronto Yorkville, ON' };
const MONTHLY_CARD = 'Monthly Membership';

/**
 * A session-start parameter (product/club-and-entry.md#handing-a-session-over): a membership state
 * as the app starts it, with changes.
 */
function membershipModule(changes: object): string {
  return persistedStore({ ...INITIAL_MEMBERSHIP, ...changes });
}

/**
 * A link naming a club for 1 adult and handing over the coupon OPTIFIT
 * (product/club-and-entry.md#handing-a-session-over).
 */
function clubLinkWithCoupon(clubId: string): string {
  const coupon = persistedStore({ coupon: { code: COUPON, isValid: true } });
  return `/join?clubId=${clubId}&adultQuantity=1&juniorQuantity=0&couponModule=${coupon}`;
}

/**
 * The same link with the Monthly membership type: a deep link to the membership cards
 * (product/club-and-entry.md#location-access).
 */
function linkWithCoupon(clubId: string, extra = ''): string {
  return `${clubLinkWithCoupon(clubId)}&membershipType=Monthly${extra}`;
}

/** The fields of the product endpoint's answer this test reads. */
interface ClubCards {
  currency: Currency;
  cards: {
    productType: string;
    products: { quantity: number; price: ProductPrice }[];
    promotions: { promotionName: string; mmsPromotionCode: string; selected: boolean }[];
  }[];
}

/** The Monthly card of a club as the product service answers it, with or without the coupon. */
async function monthlyCard(page: Page, clubId: string, coupon?: string) {
  const query = coupon === undefined ? '' : `?coupon=${coupon}`;
  const answer = (await (
    await page.request.get(`/api/product/club/${clubId}${query}`)
  ).json()) as ClubCards;
  const card = answer.cards.find(({ productType }) => productType === 'Monthly');
  const product = card?.products.find(({ quantity }) => quantity === 1);
  if (!card || !product) throw new Error(`Club ${clubId} sells no Monthly membership for 1 adult`);
  return {
    price: formatMoney(cardPrice(product.price, 0), answer.currency),
    selectedPromotion: card.promotions.find(({ selected }) => selected),
  };
}

/** The paths and queries of the product service's card requests the page makes. */
function recordCardRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/product\/club\/\d+$/.test(url.pathname)) requests.push(url.pathname + url.search);
  });
  return requests;
}

test.describe('the held coupon checked at the club (product/membership-and-promotions.md#coupons, product/club-and-entry.md#initialize)', () => {
  test('a coupon valid at the club is kept, its promotion chosen; at another club it goes, with a warning once used', async ({
    page,
    context,
  }) => {
    const couponCard = await monthlyCard(page, VALID_CLUB, COUPON);
    const couponAnswer = (await (
      await page.request.get(`/api/coupon-code/v1/clubs/${VALID_CLUB}/coupons/${COUPON}`)
    ).json()) as { promotionName: string; isValid: boolean };
    expect(couponAnswer.isValid).toBe(true);
    expect(couponCard.selectedPromotion?.promotionName).toBe(couponAnswer.promotionName);

    // The club's default category gives the membership type the quantities lacked: the cards
    // (decision 0017).
    await page.goto(clubLinkWithCoupon(VALID_CLUB));
    await expect(page).toHaveURL('/join/membership');
    expect(await readWizardState(context, 'coupon')).toMatchObject({
      coupon: { code: COUPON, isValid: true, promotionName: couponAnswer.promotionName },
      checkedAtClubId: VALID_CLUB,
    });
    const card = page.getByRole('region', { name: MONTHLY_CARD });
    await expect(card.getByRole('group', { name: couponAnswer.promotionName })).toBeVisible();
    await expect(card.getByText(couponCard.price, { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Select ${MONTHLY_CARD}` }).click();
    await expect(page).toHaveURL('/join/add-ons');
    await page.getByRole('button', { name: 'No thanks' }).click();
    await skipPackages(page);
    await expect(page).toHaveURL('/join/summary');
    await expect(page.getByRole('region', { name: 'Due Today' })).toBeVisible();
    await expect
      .poll(async () => (await readWizardState(context, 'membership')).couponUsed)
      .toBe(COUPON);
    const membership = await readWizardState(context, 'membership');
    expect(membership.product).toMatchObject({
      mmsPromotionCode: couponCard.selectedPromotion?.mmsPromotionCode,
    });

    // Another club, where the coupon is not valid: the first step shown there warns.
    const cardRequests = recordCardRequests(page);
    await page.goto('/join/club');
    await page
      .getByRole('searchbox', { name: 'City, state, ZIP or postal code' })
      .fill(OTHER_CLUB.city);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('list')
      .getByRole('button', { name: new RegExp(`^${OTHER_CLUB.name}`) })
      .click();
    await expect(page).toHaveURL('/join/members');
    await expect(page.getByRole('alert')).toContainText(couponNoLongerValidWarning(COUPON));
    expect(await readWizardState(context, 'coupon')).toEqual({});
    expect((await readWizardState(context, 'membership')).couponUsed).toBeUndefined();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Add Members' })).toBeFocused();

    await page.getByRole('button', { name: 'Move Forward' }).click();
    await expect(page).toHaveURL('/join/membership');
    const otherCard = await monthlyCard(page, OTHER_CLUB.id);
    await expect(
      page.getByRole('region', { name: MONTHLY_CARD }).getByText(otherCard.price, { exact: true }),
    ).toBeVisible();
    expect(cardRequests).toEqual([`/api/product/club/${OTHER_CLUB.id}`]);
  });

  test('a coupon not valid at the link’s club is dropped before any price, silently when never used', async ({
    page,
    context,
  }) => {
    const cardRequests = recordCardRequests(page);
    const otherCard = await monthlyCard(page, OTHER_CLUB.id);

    await page.goto(linkWithCoupon(OTHER_CLUB.id));

    await expect(page).toHaveURL('/join/membership');
    const card = page.getByRole('region', { name: MONTHLY_CARD });
    await expect(card.getByText(otherCard.price, { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await readWizardState(context, 'coupon')).toEqual({});
    expect(cardRequests).toEqual([`/api/product/club/${OTHER_CLUB.id}`]);
  });

  test('a used coupon not valid at the link’s club is dropped with the warning on the membership cards', async ({
    page,
    context,
  }) => {
    const used = membershipModule({ couponUsed: COUPON });

    await page.goto(linkWithCoupon(OTHER_CLUB.id, `&membershipModule=${used}`));

    await expect(page).toHaveURL('/join/membership');
    await expect(page.getByRole('alert')).toContainText(couponNoLongerValidWarning(COUPON));
    await expect(page.getByRole('region', { name: MONTHLY_CARD })).toBeVisible();
    expect(await readWizardState(context, 'coupon')).toEqual({});
    expect((await readWizardState(context, 'membership')).couponUsed).toBeUndefined();
    await expectNoAxeViolations(page);
  });
});
