// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCartV2Post } from '@clubjoin/contract/cart';
import { getProductPromotions } from '@clubjoin/contract/product';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import { setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { openStep } from '../../openStep.fixture';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import { savedCartAnswer } from '../../useCases/savedCart.fixture';
import { offeredPromotion } from '../membership/membershipCard.fixture';

/** The product service's promotions and packages, the cart the summary saves, the club read. */
const api = setupFakeApi();

const standard = offeredPromotion('Monthly', { selected: true });
const packageOf = (
  code: string,
  name: string,
  type: 'For Adults' | 'For Kids',
  recommended: boolean,
) => ({
  productType: 'Monthly' as const,
  mmsPromotionCode: code,
  promotionName: name,
  name,
  type,
  adminFee: 4900,
  enrollmentFee: 14900,
  price: 19800,
  value: 36000,
  awards: [{ title: `${name} award`, description: `What ${name} gives` }],
  isRecommended: recommended,
});

beforeEach(() => {
  answerStoredClub(api);
  api.answer(getProductPromotions, {
    mmsClubId: '5',
    productType: 'Monthly',
    currency: US_DOLLARS,
    promotions: [
      standard,
      offeredPromotion('Monthly', {
        mmsPromotionCode: 'PKG-KIDS',
        promotionName: 'Kids Swim Starter',
        promotionType: 'Package',
        default: false,
      }),
      offeredPromotion('Monthly', {
        mmsPromotionCode: 'PKG-PT',
        promotionName: 'Personal Training Starter',
        promotionType: 'Package',
        default: false,
      }),
    ],
    // The product service answers them in the recommended order.
    packages: [
      packageOf('PKG-KIDS', 'Kids Swim Starter', 'For Kids', true),
      packageOf('PKG-PT', 'Personal Training Starter', 'For Adults', false),
    ],
  });
  api.answer(saveCartV2Post, savedCartAnswer());
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  membershipStore.setState({
    mmsClubId: '5',
    product: {
      productId: 'Monthly-1',
      productType: 'Monthly',
      hasAddOns: false,
      hasPackages: true,
      mmsPromotionCode: standard.mmsPromotionCode,
      promotionName: standard.promotionName,
    },
  });
});

afterEach(() => {
  cleanup();
  expireSession();
});

describe('the Experience Packages step (product/membership-and-promotions.md#experience-packages)', () => {
  it('lists the packages as cards in the order given, with price, value, awards and the recommended mark', async () => {
    openStep('experiencePackages');

    const cards = await screen.findAllByRole('region');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Kids Swim Starter', 'Personal Training Starter']);
    const kids = screen.getByRole('region', { name: 'Kids Swim Starter' });
    expect(kids.textContent).toContain('Recommended');
    expect(kids.textContent).toContain('For Kids');
    expect(kids.textContent).toContain('$198.00 to join, a $360.00 value');
    expect(within(kids).getByRole('heading', { level: 3 }).textContent).toBe(
      'Kids Swim Starter award',
    );
    const pt = screen.getByRole('region', { name: 'Personal Training Starter' });
    expect(pt.textContent).not.toContain('Recommended');
  });

  it('Select makes the package’s promotion the product’s and the summary saves the cart with it', async () => {
    const { history, user } = openStep('experiencePackages');

    await user.click(
      await screen.findByRole('button', { name: 'Select Personal Training Starter' }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Membership Summary' });
    expect(history.location.pathname).toBe('/join/summary');
    expect(membershipStore.getState().product).toMatchObject({
      mmsPromotionCode: 'PKG-PT',
      promotionName: 'Personal Training Starter',
      packageName: 'Personal Training Starter',
    });
    await api.settled();
    expect((await api.calls(saveCartV2Post))[0]?.body.mmsPromotionCode).toBe('PKG-PT');
  });

  it('Skip keeps the default promotion and goes on to the summary', async () => {
    membershipStore.setState((state) => ({
      product: state.product && {
        ...state.product,
        mmsPromotionCode: 'PKG-KIDS',
        promotionName: 'Kids Swim Starter',
        packageName: 'Kids Swim Starter',
      },
    }));
    const { history, user } = openStep('experiencePackages');

    await screen.findByRole('region', { name: 'Kids Swim Starter' });
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    await screen.findByRole('heading', { level: 1, name: 'Membership Summary' });
    expect(history.location.pathname).toBe('/join/summary');
    expect(membershipStore.getState().product).toMatchObject({
      mmsPromotionCode: standard.mmsPromotionCode,
      promotionName: standard.promotionName,
    });
    expect(membershipStore.getState().product?.packageName).toBeUndefined();
    await api.settled();
    expect((await api.calls(saveCartV2Post))[0]?.body.mmsPromotionCode).toBe(
      standard.mmsPromotionCode,
    );
  });
});
