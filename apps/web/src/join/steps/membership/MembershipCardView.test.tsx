// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREMIER_MODAL } from '@clubjoin/domain/catalog/premierMembership';
import type { ClubMembershipCard } from '@clubjoin/contract/product';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import {
  AWARDS_HEADING,
  JOIN_OFFERS_HEADING,
  MembershipCardView,
  NO_JOINING_FEE_TEXT,
  NOT_AVAILABLE_TEXT,
  RECOMMENDED_TEXT,
} from './MembershipCardView';
import { membershipCard, offeredPromotion, productFor } from './membershipCard.fixture';

afterEach(cleanup);

function renderCard(
  isAvailable: boolean,
  cartUpdating: boolean,
  productType: ProductType = 'Monthly',
  recommended = false,
) {
  const card = membershipCard(productType, {
    isAvailable,
    displayContent: {
      disclaimers: { priceDisclaimer: 'Plus tax.', accessDisclaimer: 'Every Gold club.' },
    },
  });
  const onSelect = vi.fn();
  const onShowClubAccess = vi.fn();
  render(
    <MembershipCardView
      shown={{
        card,
        product: productFor(card, 1),
        price: '$49.99',
        joiningFee: '$149.00',
        recommended,
      }}
      cartUpdating={cartUpdating}
      onSelect={onSelect}
      onShowClubAccess={onShowClubAccess}
    />,
  );
  return { onSelect, onShowClubAccess, user: userEvent.setup() };
}

describe('a membership card (product/membership-and-promotions.md#membership-cards)', () => {
  it('shows its title, card price, description and additional details', async () => {
    const { user } = renderCard(true, false);

    const card = screen.getByRole('region', { name: 'Monthly title' });
    expect(card.textContent).toContain('$49.99 per month');
    expect(card.textContent).toContain('Monthly description');
    const hidden = (text: string) => screen.getByText(text).closest('[hidden]') !== null;
    expect(hidden('Every Gold club.')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Additional details' }));
    expect(hidden('Plus tax.')).toBe(false);
    expect(hidden('Every Gold club.')).toBe(false);
  });

  it.each<[ProductType, string]>([
    ['DayPass', '$49.99 for one visit'],
    ['ShortTerm', '$49.99 paid in full'],
    ['Monthly', '$49.99 per month'],
  ])(
    "words a %s card's price as its charge terms say (product/pricing-and-dues.md#charge-terms)",
    (productType, words) => {
      renderCard(true, false, productType);

      const card = screen.getByRole('region', { name: `${productType} title` });
      expect(card.textContent).toContain(words);
      if (productType !== 'Monthly') expect(card.textContent).not.toContain('per month');
    },
  );

  it.each([
    ['available, cart idle: Select works', true, false, 'enabled'],
    ['available, cart updating: Select is disabled', true, true, 'disabled'],
    ['unavailable: no Select, and why', false, false, 'hidden'],
  ])('%s', async (_, isAvailable, cartUpdating, expected) => {
    const { onSelect, user } = renderCard(isAvailable, cartUpdating);

    const select = screen.queryByRole('button', { name: 'Select Monthly title' });
    expect(
      select === null ? 'hidden' : (select as HTMLButtonElement).disabled ? 'disabled' : 'enabled',
    ).toBe(expected);
    expect(screen.queryByText(NOT_AVAILABLE_TEXT) !== null).toBe(expected === 'hidden');
    if (select) await user.click(select);
    expect(onSelect).toHaveBeenCalledTimes(expected === 'enabled' ? 1 : 0);
  });

  it('states its joining fee beside the price, and a recommended card says so', () => {
    renderCard(true, false, 'Monthly', true);
    expect(screen.getByText('+ $149.00 joining fee')).toBeDefined();
    expect(screen.getByText(RECOMMENDED_TEXT)).toBeDefined();
    cleanup();
    renderShown(membershipCard('ShortTerm'));
    expect(screen.getByText(NO_JOINING_FEE_TEXT)).toBeDefined();
    expect(screen.queryByText(RECOMMENDED_TEXT)).toBeNull();
  });

  it('opens its club access from a button named for the card', async () => {
    const { onShowClubAccess, user } = renderCard(true, false);

    await user.click(screen.getByRole('button', { name: 'Clubs included with Monthly title' }));

    expect(onShowClubAccess).toHaveBeenCalledOnce();
  });

  it('opens its legal disclaimer in a modal, and Close gives focus back', async () => {
    const card = membershipCard('MonthlyQualified', {
      legalDisclaimer: 'Eligibility is confirmed by your health plan.',
    });
    render(
      <MembershipCardView
        shown={{
          card,
          product: productFor(card, 1),
          price: '$9.00',
          joiningFee: null,
          recommended: false,
        }}
        cartUpdating={false}
        onSelect={vi.fn()}
        onShowClubAccess={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    const opener = screen.getByRole('button', {
      name: `Disclaimer for ${card.membershipCardTitle}`,
    });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: `${card.membershipCardTitle}: disclaimer` });
    expect(dialog.textContent).toContain('Eligibility is confirmed by your health plan.');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('has no disclaimer button without a legal disclaimer', () => {
    renderCard(true, false);

    expect(screen.queryByRole('button', { name: /^Disclaimer/ })).toBeNull();
  });
});

function renderShown(card: ClubMembershipCard) {
  render(
    <MembershipCardView
      shown={{
        card,
        product: productFor(card, 1),
        price: '$59.99',
        joiningFee: null,
        recommended: false,
      }}
      cartUpdating={false}
      onSelect={vi.fn()}
      onShowClubAccess={vi.fn()}
    />,
  );
  return userEvent.setup();
}

describe("a membership card's promotion (product/membership-and-promotions.md#promotions, join offers, awards)", () => {
  const presale = offeredPromotion('Monthly', {
    promotionName: 'Founding Member Presale',
    promotionType: 'Presale',
    promotionDescription: 'Join before we open.',
    selected: true,
    joinOffers: [{ joinOfferText: 'No dues until the club opens' }],
    awards: [{ title: 'Founding member rate', description: 'Your dues stay the same for a year.' }],
  });

  it('shows the selected promotion, its join offers and its awards, each list under a heading', () => {
    renderShown(
      membershipCard('Monthly', {
        promotions: [offeredPromotion('Monthly', { promotionName: 'Not this one' }), presale],
      }),
    );

    const group = screen.getByRole('group', { name: 'Founding Member Presale' });
    expect(group.textContent).toContain('Join before we open.');
    const lists = screen.getAllByRole('list').map((list) => list.textContent);
    expect(lists).toEqual([
      'No dues until the club opens',
      'Founding member rate: Your dues stay the same for a year.',
    ]);
    expect(screen.getByRole('heading', { level: 4, name: JOIN_OFFERS_HEADING })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: AWARDS_HEADING })).toBeTruthy();
    expect(screen.queryByText('Not this one')).toBeNull();
  });

  it('shows a promotion without join offers or awards with neither heading', () => {
    renderShown(
      membershipCard('Monthly', {
        promotions: [
          offeredPromotion('Monthly', {
            promotionName: 'Spring offer',
            promotionType: 'Seasonal',
            promotionDescription: 'Join this spring.',
            selected: true,
          }),
        ],
      }),
    );

    expect(screen.getByRole('group', { name: 'Spring offer' }).textContent).toContain(
      'Join this spring.',
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull();
  });

  it('leaves out the standard promotion that gives nothing: the price lines say what it gives', () => {
    renderShown(
      membershipCard('Monthly', { promotions: [offeredPromotion('Monthly', { selected: true })] }),
    );

    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText('The everyday Monthly offer.')).toBeNull();
    const card = screen.getByRole('region', { name: 'Monthly title' });
    expect(card.textContent).toContain('per month');
    expect(card.textContent).toContain('joining fee');
  });

  it('keeps a standard promotion that gives something, with its copy', () => {
    renderShown(
      membershipCard('Monthly', {
        promotions: [
          offeredPromotion('Monthly', {
            selected: true,
            promotionDescription: '$10 off every month.',
            monthlyDuesDiscount: 1000,
          }),
        ],
      }),
    );

    expect(screen.getByRole('group', { name: 'Monthly Standard' }).textContent).toContain(
      '$10 off every month.',
    );
  });

  it('shows no promotion when none is selected', () => {
    renderShown(membershipCard('Monthly', { promotions: [offeredPromotion('Monthly')] }));

    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText('Monthly Standard')).toBeNull();
  });
});

describe('the premier modal (product/membership-and-promotions.md#card-details)', () => {
  it('opens from the premier card by keyboard, closes on Escape and gives focus back', async () => {
    const user = renderShown(membershipCard('MonthlySGTPremier'));
    const opener = screen.getByRole('button', { name: PREMIER_MODAL.title });

    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: PREMIER_MODAL.title });
    for (const inclusion of PREMIER_MODAL.inclusions) {
      expect(dialog.textContent).toContain(inclusion);
    }
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('is not offered on another card', () => {
    renderShown(membershipCard('MonthlySGT'));

    expect(screen.queryByRole('button', { name: PREMIER_MODAL.title })).toBeNull();
  });
});

describe('a membership card on a phone (narrower than the 768 px breakpoint)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps price, joining fee and Select in view, its description and buttons behind its details', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false } as MediaQueryList);
    const { user } = renderCard(true, false);
    const card = screen.getByRole('region', { name: 'Monthly title' });
    const hidden = (element: HTMLElement) => element.closest('[hidden]') !== null;

    expect(card.querySelector('img')).toBeNull();
    expect(hidden(screen.getByText('$49.99'))).toBe(false);
    expect(hidden(screen.getByText('+ $149.00 joining fee'))).toBe(false);
    expect(hidden(screen.getByRole('button', { name: 'Select Monthly title' }))).toBe(false);
    expect(hidden(screen.getByText('Monthly description'))).toBe(true);
    const clubsIncluded = screen.getByRole('button', {
      name: 'Clubs included with Monthly title',
      hidden: true,
    });
    expect(hidden(clubsIncluded)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Additional details' }));

    expect(hidden(screen.getByText('Monthly description'))).toBe(false);
    expect(hidden(clubsIncluded)).toBe(false);
  });
});
