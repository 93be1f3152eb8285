// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { monthlyTotal } from '@clubjoin/domain/pricing/monthlyTotal';
import { membershipCard, productFor } from '../steps/membership/membershipCard.fixture';
import { chooseAddOnBundle } from './chooseAddOnBundle';
import { INITIAL_MEMBERSHIP } from './initialMembership';
import { membershipStore, setQuantities } from './membershipStore';
import { selectMembershipCard } from './selectMembershipCard';

afterEach(() => {
  membershipStore.setState(INITIAL_MEMBERSHIP, true);
});

const promotion = {
  mmsPromotionCode: 'SPRING',
  promotionName: 'Spring',
  promotionType: 'Standard',
  monthlyDuesDiscount: 300,
  selected: true,
};

/** The monthly total the price bar shows from the stored pricing, in cents. */
function shownMonthlyTotal(): number | undefined {
  const { pricingSummary } = membershipStore.getState();
  return pricingSummary && monthlyTotal(pricingSummary);
}

/** Selects the fixture's Monthly card for the members held, as the membership step does. */
function selectMonthly(adults: number): void {
  const card = { ...membershipCard('Monthly'), promotions: [promotion as never] };
  selectMembershipCard(card, productFor(card, adults));
}

describe('the pricing the price bar follows (product/membership-and-promotions.md#selecting-a-membership, #adults-and-juniors, product/add-ons-and-pool-pass.md#choosing-an-add-on)', () => {
  it('is stored when a card is selected: the dues for the members less discounts', () => {
    setQuantities(2, 1);
    selectMonthly(2);
    // 2 × 5999 + 2000 for the junior − 1000 − 500 sales rule − 300 promotion.
    expect(shownMonthlyTotal()).toBe(11998 + 2000 - 1000 - 500 - 300);
  });

  it("follows the juniors: each one's dues and discount come in or go", () => {
    setQuantities(1, 0);
    selectMonthly(1);
    expect(shownMonthlyTotal()).toBe(5999 - 1000 - 300);

    setQuantities(1, 2);
    // Two juniors' dues; the fixture discounts only the first junior.
    expect(shownMonthlyTotal()).toBe(5999 + 4000 - 1000 - 500 - 300);
    setQuantities(1, 0);
    expect(shownMonthlyTotal()).toBe(5999 - 1000 - 300);
  });

  it('waits for a new selection when the adults change, the product being for the others', () => {
    setQuantities(1, 0);
    selectMonthly(1);
    setQuantities(2, 0);
    expect(membershipStore.getState().pricingSummary).toBeUndefined();
  });

  it("adds the chosen add-on's dues and drops them when add-ons are declined", () => {
    selectMonthly(1);
    const before = shownMonthlyTotal() ?? 0;
    chooseAddOnBundle({
      name: 'Personal Training',
      products: [
        { productId: 'pt', quantity: 2, price: 5000 },
        { productId: 'kids', quantity: 1, price: 1500 },
      ],
    });
    expect(membershipStore.getState().pricingSummary?.addOnProductsDues).toBe(11500);
    expect(shownMonthlyTotal()).toBe(before + 11500);

    chooseAddOnBundle(undefined);
    expect(shownMonthlyTotal()).toBe(before);
  });
});
