import { describe, expect, it } from 'vitest';
import { addOnTotalPrice, offeredAddOnBundles } from './addOnOffers';

const ADULTS = 'For Adults' as const;
const KIDS = 'For Kids' as const;
const personalTraining = { bundleId: 'PT', productType: 'Monthly', packageType: ADULTS };
const sgtKids = { bundleId: 'SGT-KIDS', productType: 'MonthlySGT', packageType: KIDS };
const spa = { bundleId: 'SPA', productType: null, packageType: ADULTS };
const kidsSwim = { bundleId: 'SWIM', productType: null, packageType: KIDS };
const bundles = [personalTraining, sgtKids, spa];

describe('the add-on bundles offered, by club and by product type (product/add-ons-and-pool-pass.md#add-on-bundles, #choosing-an-add-on)', () => {
  it.each([
    { rule: 'for the club: the bundles of every type only', card: undefined, offered: ['SPA'] },
    {
      rule: 'for a card with add-ons: its type’s and every type’s, in order',
      card: { productType: 'Monthly', hasAddOns: true },
      offered: ['PT', 'SPA'],
    },
    {
      rule: 'for another card with add-ons: its own',
      card: { productType: 'MonthlySGT', hasAddOns: true },
      offered: ['SGT-KIDS', 'SPA'],
    },
    {
      rule: 'for a card without add-ons: none, not even every type’s',
      card: { productType: 'DayPass', hasAddOns: false },
      offered: [],
    },
    {
      rule: 'for a card with add-ons but no bundle of its type: every type’s',
      card: { productType: 'ClubOnly', hasAddOns: true },
      offered: ['SPA'],
    },
  ])('$rule', ({ card, offered }) => {
    expect(offeredAddOnBundles(bundles, card).map((bundle) => bundle.bundleId)).toEqual(offered);
  });
});

describe('a bundle for kids is offered only with a junior (issue 21: add-ons offered when they apply)', () => {
  const sgt = { productType: 'MonthlySGT', hasAddOns: true };
  it.each([
    { juniors: 0, card: sgt, offered: ['SPA'] },
    { juniors: 1, card: sgt, offered: ['SGT-KIDS', 'SPA', 'SWIM'] },
    { juniors: 6, card: undefined, offered: ['SPA', 'SWIM'] },
    { juniors: 0, card: undefined, offered: ['SPA'] },
    { juniors: undefined, card: sgt, offered: ['SGT-KIDS', 'SPA', 'SWIM'] },
  ])('$juniors juniors, card $card.productType: $offered', ({ juniors, card, offered }) => {
    const ids = offeredAddOnBundles([...bundles, kidsSwim], card, juniors).map(
      (bundle) => bundle.bundleId,
    );
    expect(ids).toEqual(offered);
  });
});

describe('an add-on product’s total price is its price times its quantity (product/add-ons-and-pool-pass.md#add-on-bundles)', () => {
  it.each([
    { price: 29_900, quantity: 1, total: 29_900 },
    { price: 4_500, quantity: 2, total: 9_000 },
    { price: 0, quantity: 3, total: 0 },
  ])('$price × $quantity = $total', ({ price, quantity, total }) => {
    expect(addOnTotalPrice({ price, quantity })).toBe(total);
  });
});
