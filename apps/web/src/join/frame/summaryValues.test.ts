import { describe, expect, it } from 'vitest';
import { monthlyTotal } from '@clubjoin/domain/pricing/monthlyTotal';
import type { SummaryPanelLabel } from '@clubjoin/domain/wizard/summaryPanel';
import type { ChosenClub } from '../stores/clubStore';
import type { MembershipState } from '../stores/membershipState';
import { INITIAL_MEMBERSHIP } from '../stores/initialMembership';
import type { DefaultProduct } from '../stores/productStore';
import { membershipCard, offeredPromotion } from '../steps/membership/membershipCard.fixture';
import { priceBarPricing, summaryValue } from './summaryValues';

const club: ChosenClub = { mmsClubId: '12', marketingClubName: 'Eden Prairie', country: 'US' };
const product = { productId: 'p-1', productType: 'Monthly' as const, hasAddOns: true };

describe('the values of the summary panel (product/wizard.md#summary-panel)', () => {
  it.each<
    [SummaryPanelLabel, Partial<MembershipState>, ChosenClub | undefined, string | undefined]
  >([
    ['Club Location', {}, club, 'Eden Prairie'],
    ['Club Location', {}, undefined, undefined],
    ['Members', {}, club, '1 Adult, 0 Juniors'],
    ['Members', { quantities: { adults: 2, juniors: 1 } }, club, '2 Adults, 1 Junior'],
    [
      'Interests',
      { interests: [{ displayName: 'Tennis' }, { displayName: 'Pilates' }] },
      club,
      'Tennis, Pilates',
    ],
    ['Interests', {}, club, undefined],
    [
      'Membership',
      { selectedMembershipName: 'Signature', product: { ...product, productName: 'Monthly' } },
      club,
      'Signature',
    ],
    [
      'Membership',
      { product: { ...product, productName: 'Monthly plus SGT' } },
      club,
      'Monthly plus SGT',
    ],
    ['Membership', {}, club, undefined],
    ['Dynamic Package', { addOnBundle: { name: 'Kids Club', products: [] } }, club, 'Kids Club'],
    ['Dynamic Package', {}, club, undefined],
  ])('%s with %j shows %s', (label, membership, chosenClub, value) => {
    expect(summaryValue(label, { ...INITIAL_MEMBERSHIP, ...membership }, chosenClub)).toBe(value);
  });
});

describe('the price bar’s pricing before a cart exists (product/wizard.md#summary-panel, product/pricing-and-dues.md#card-price-and-monthly-total)', () => {
  /** The club's default product of a type, as initialize stores it. */
  const defaultProduct = (
    productType: 'DayPass' | 'Monthly',
    promotions = [offeredPromotion(productType)],
  ): DefaultProduct => ({
    clubId: '12',
    clubProduct: membershipCard(productType, { promotions }),
    membershipDescriptor: { flows: [] },
  });
  const inFlow = (
    flows: MembershipState['membershipDescriptor']['flows'],
    changes: Partial<MembershipState> = {},
  ): MembershipState => ({
    ...INITIAL_MEMBERSHIP,
    mmsClubId: '12',
    membershipDescriptor: { flows },
    ...changes,
  });
  const total = (pricing: ReturnType<typeof priceBarPricing>) =>
    pricing === undefined ? undefined : monthlyTotal(pricing);

  it('is the default product’s card price in a flow without membership cards', () => {
    // $59.99 less the $10 adult sales-rule discount of the fixture's price.
    expect(total(priceBarPricing(inFlow(['DayPass']), defaultProduct('DayPass')))).toBe(4999);
  });

  it('takes the selected promotion’s monthly discount, and the juniors', () => {
    const promotion = offeredPromotion('Monthly', { selected: true, monthlyDuesDiscount: 500 });
    const pricing = priceBarPricing(
      inFlow(['ShortTerm'], { quantities: { adults: 1, juniors: 1 } }),
      defaultProduct('Monthly', [promotion]),
    );
    // $59.99 + $20 junior − $10 adult − $5 junior sales rule − $5 promotion.
    expect(total(pricing)).toBe(5999 + 2000 - 1000 - 500 - 500);
  });

  it('is the selected card’s pricing when one was stored', () => {
    const stored = priceBarPricing(inFlow(['DayPass']), defaultProduct('DayPass'));
    const pricing = priceBarPricing(
      inFlow([], { pricingSummary: stored }),
      defaultProduct('Monthly'),
    );
    expect(pricing).toBe(stored);
  });

  it.each([
    ['a flow with membership cards, none chosen yet', inFlow([]), defaultProduct('Monthly')],
    ['no default product', inFlow(['DayPass']), undefined],
    [
      'another club’s default product',
      inFlow(['DayPass'], { mmsClubId: '5' }),
      defaultProduct('DayPass'),
    ],
  ])('is unknown with %s', (_case, membership, product) => {
    expect(priceBarPricing(membership, product)).toBeUndefined();
  });
});
