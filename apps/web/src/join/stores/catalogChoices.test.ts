// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { membershipCard, productFor } from '../steps/membership/membershipCard.fixture';
import { chooseAddOnBundle } from './chooseAddOnBundle';
import { chooseClub } from './chooseClub';
import { clubStore } from './clubStore';
import { couponStore } from './couponStore';
import { INITIAL_MEMBERSHIP } from './initialMembership';
import { membershipStore } from './membershipStore';
import { productStore } from './productStore';
import { selectMembershipCard } from './selectMembershipCard';

const club = { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' };
const defaultProduct = {
  clubId: '5',
  clubProduct: membershipCard('Monthly'),
  membershipDescriptor: { flows: [] },
};
const product = { productId: 'p', productType: 'Monthly' as const, hasAddOns: true };

afterEach(() => {
  membershipStore.setState(INITIAL_MEMBERSHIP, true);
  clubStore.setState({}, true);
  productStore.setState({}, true);
  couponStore.setState({}, true);
});

describe('chooseClub (product/club-and-entry.md#clubs, product/cart.md#cart-lifecycle)', () => {
  it.each([
    ['another club: product, default product and cart go', '31', true],
    ['the same club again: they stay', '5', false],
  ])('%s', (_, heldClubId, reset) => {
    membershipStore.setState({ mmsClubId: heldClubId, product, transaction: { cartId: 'c' } });
    productStore.setState({ defaultProduct });

    chooseClub(club);

    expect(clubStore.getState().club).toEqual(club);
    const state = membershipStore.getState();
    expect(state.mmsClubId).toBe('5');
    expect(state.product).toEqual(reset ? undefined : product);
    expect(state.transaction).toEqual(reset ? undefined : { cartId: 'c' });
    expect(productStore.getState().defaultProduct).toEqual(reset ? undefined : defaultProduct);
  });
});

describe('selectMembershipCard (product/membership-and-promotions.md#selecting-a-membership)', () => {
  it('stores the product, its selected promotion and disclaimers, and resets location access and the cart', () => {
    const card = membershipCard('MonthlySGT', { hasAddOns: false });
    const promotion = { mmsPromotionCode: 'P1', promotionName: 'Spring', selected: true };
    membershipStore.setState({
      locationAccess: { clubId: '5', adultQuantity: 1 },
      transaction: { cartId: 'c' },
    });

    selectMembershipCard({ ...card, promotions: [promotion as never] }, productFor(card, 2));

    const state = membershipStore.getState();
    expect(state.product).toMatchObject({
      productId: 'MonthlySGT-2',
      quantity: 2,
      productType: 'MonthlySGT',
      hasAddOns: false,
      productName: 'MonthlySGT product',
      cardTitle: 'MonthlySGT card',
      mmsPromotionCode: 'P1',
      promotionName: 'Spring',
    });
    expect(state.selectedMembershipName).toBe('MonthlySGT name');
    expect(state.disclaimers).toEqual({ pifDisclaimer: 'Paid in full terms.' });
    expect(state.locationAccess).toEqual({});
    expect(state.transaction).toBeUndefined();
  });

  const corporateCoupon = {
    code: 'NORTHWIND',
    isValid: true,
    kind: 'Corporate',
    productTypes: ['Monthly'],
  };

  it.each([
    [
      'a corporate coupon made for the card’s type: the sale is CorpSales',
      'Monthly',
      true,
      ['CorpSales'],
    ],
    ['a corporate coupon made for another type: no flow', 'MonthlySGT', true, []],
    ['a coupon the service refused: no flow', 'Monthly', false, []],
  ] as const)('%s', (_, productType, isValid, flows) => {
    couponStore.setState({ coupon: { ...corporateCoupon, isValid } });
    const card = membershipCard(productType);

    selectMembershipCard(card, productFor(card, 1));

    expect(membershipStore.getState().membershipDescriptor.flows).toEqual(flows);
  });
});

describe('chooseAddOnBundle (product/add-ons-and-pool-pass.md#choosing-an-add-on)', () => {
  const training = {
    name: 'Personal Training',
    products: [{ productId: 'pt', quantity: 2, price: 5000 }],
  };

  it.each([
    [
      'choosing one replaces the previous add-on',
      training,
      { name: 'Personal Training', products: [{ productId: 'pt', quantity: 2 }] },
    ],
    ['declining clears add-ons', undefined, undefined],
  ])('%s, and the cart goes', (_, bundle, expected) => {
    membershipStore.setState({
      addOnBundle: { name: 'Kids Academy', products: [{ productId: 'ka', quantity: 1 }] },
      transaction: { cartId: 'c' },
    });

    chooseAddOnBundle(bundle);

    expect(membershipStore.getState().addOnBundle).toEqual(expected);
    expect(membershipStore.getState().transaction).toBeUndefined();
  });
});
