import { SYSTEM_ERROR_TITLE, systemErrorBody } from '@clubjoin/domain/calls/systemError';
import { PREMIER_MODAL } from '@clubjoin/domain/catalog/premierMembership';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectNoAxeViolations,
  readWizardState,
  reachMembershipCards,
  expectNoSidewaysScroll,
} from './wizard';

/** The fields of the product endpoint's answer these tests read. */
interface ClubCards {
  cards: {
    productType: string;
    membershipCardTitle: string;
    promotions: {
      promotionName: string;
      promotionDescription: string;
      selected: boolean;
      joinOffers: { joinOfferText: string }[];
      awards: { title: string; description: string }[];
    }[];
  }[];
}

/** A presale club: its founding-member promotion has a join offer and an award on every card. */
const AUSTIN = { city: 'Austin', club: 'Austin Capitol, TX', clubId: '303' };
/** An open club that sells the premier membership. */
const TARGET_CENTER = { clubId: '17', club: 'Minneapolis Target Center, MN' };
const PREMIER_TITLE = 'Monthly plus SGT Premier Membership';

/** A club's card of a type as the product endpoint answers it, with its selected promotion. */
async function cardOf(page: Page, clubId: string, productType: string) {
  const answer = (await (
    await page.request.get(`/api/product/club/${clubId}`)
  ).json()) as ClubCards;
  const card = answer.cards.find((candidate) => candidate.productType === productType);
  const promotion = card?.promotions.find((offered) => offered.selected);
  if (!card || !promotion) throw new Error(`Club ${clubId} has no ${productType} card on offer`);
  return { card, promotion };
}

/**
 * The wizard's deep link that opens a card's club access (product/club-and-entry.md#entry-links,
 * #location-access).
 */
function clubAccessLink(clubId: string, membershipType: string, adults: number, juniors: number) {
  return `/join?adultQuantity=${adults}&juniorQuantity=${juniors}&clubId=${clubId}&membershipType=${membershipType}`;
}

test.describe("a membership card's promotion (product/membership-and-promotions.md#promotions: join offers, awards)", () => {
  test('the card shows its selected promotion with its join offers and awards, and passes axe', async ({
    page,
  }) => {
    // axe-core over a page of seven cards takes most of the default time on a busy machine.
    test.slow();
    const { card, promotion } = await cardOf(page, AUSTIN.clubId, 'Monthly');
    expect(promotion.joinOffers.length).toBeGreaterThan(0);
    expect(promotion.awards.length).toBeGreaterThan(0);

    await reachMembershipCards(page, AUSTIN, 0);

    const shown = page
      .getByRole('region', { name: card.membershipCardTitle, exact: true })
      .getByRole('group', { name: promotion.promotionName });
    await expect(shown.getByText(promotion.promotionDescription)).toBeVisible();
    await expect(shown.getByRole('heading', { level: 4 })).toHaveText(['When you join', 'Rewards']);
    const [offers, awards] = [shown.getByRole('list').first(), shown.getByRole('list').last()];
    await expect(offers.getByRole('listitem')).toHaveText(
      promotion.joinOffers.map((offer) => offer.joinOfferText),
    );
    await expect(awards.getByRole('listitem')).toHaveText(
      promotion.awards.map((award) => `${award.title}: ${award.description}`),
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('the premier modal (product/membership-and-promotions.md#card-details)', () => {
  test('opens from the premier card by keyboard, keeps focus inside, passes axe, and Escape gives focus back', async ({
    page,
  }) => {
    await reachMembershipCards(page, AUSTIN, 0);
    const premier = page.getByRole('region', { name: PREMIER_TITLE, exact: true });
    const opener = premier.getByRole('button', { name: PREMIER_MODAL.title });
    await expect(page.getByRole('button', { name: PREMIER_MODAL.title })).toHaveCount(1);

    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: PREMIER_MODAL.title });
    await expect(dialog.getByRole('listitem')).toHaveText([...PREMIER_MODAL.inclusions]);
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("a link that opens a card's club access (product/club-and-entry.md#location-access)", () => {
  test('lands on the membership cards with the club-access modal open; closed, it stays closed', async ({
    page,
    context,
  }) => {
    await page.goto(clubAccessLink(TARGET_CENTER.clubId, 'MonthlySGTPremier', 1, 0));

    await expect(page).toHaveURL('/join/membership');
    const dialog = page.getByRole('dialog', { name: `Clubs included with ${PREMIER_TITLE}` });
    await expect(dialog.getByRole('heading', { level: 3, name: 'Minnesota' })).toBeVisible();
    await expect(
      dialog.getByRole('listitem').filter({ hasText: TARGET_CENTER.club }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Select ${PREMIER_TITLE}` })).toBeVisible();
    expect((await readWizardState(context, 'membership')).locationAccess).toEqual({});

    await page.reload();
    await expect(page.getByRole('button', { name: `Select ${PREMIER_TITLE}` })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('when the clubs included cannot be read', () => {
    test.use({ expectedProblems: ['/api/gateway/proc-commerce/v2/accessibleclubs/'] });

    test('the error modal opens and the person is sent to club choice with 1 adult and no junior', async ({
      page,
      context,
    }) => {
      await page.route('**/api/gateway/proc-commerce/v2/accessibleclubs/**', (route) =>
        route.fulfill({ status: 503, json: { message: 'Club access is unavailable' } }),
      );

      await page.goto(clubAccessLink(TARGET_CENTER.clubId, 'Monthly', 2, 1));

      const error = page.getByRole('alertdialog', { name: SYSTEM_ERROR_TITLE });
      await expect(error).toBeVisible();
      await expect(page).toHaveURL('/join/club');
      const club = (await readWizardState(context, 'club')).club as { phone?: string };
      await expect(error).toContainText(systemErrorBody(club.phone));
      await error.getByRole('button', { name: 'Close' }).click();
      await expect(error).toBeHidden();
      expect((await readWizardState(context, 'membership')).locationAccess).toEqual({});

      await page.getByRole('button', { name: `Continue with ${TARGET_CENTER.club}` }).click();
      await expect(page).toHaveURL('/join/members');
      await expect(page.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1');
      await expect(page.getByRole('spinbutton', { name: 'Juniors' })).toHaveValue('0');
    });
  });
});

test.describe('on a 375 px phone screen', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the cards with their promotions fit without sideways scrolling', async ({ page }) => {
    const { card, promotion } = await cardOf(page, AUSTIN.clubId, 'Monthly');
    await reachMembershipCards(page, AUSTIN, 0);
    await expect(
      page
        .getByRole('region', { name: card.membershipCardTitle, exact: true })
        .getByRole('group', { name: promotion.promotionName }),
    ).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
