// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { saveCartV2Post } from '@clubjoin/contract/cart';
import type { AddOnBundleOffer } from '@clubjoin/contract/product';
import { getClubProducts, getProductTypeAddOnBundles } from '@clubjoin/contract/product';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { renderAt } from '../../testing/memoryHistory';
import { JoinRoutes } from '../joinRoutes';
import { writeCurrentStep } from '../session/currentStep';
import { expireSession } from '../session/expireSession';
import { clubStore } from '../stores/clubStore';
import { membershipStore } from '../stores/membershipStore';
import { savedCartAnswer } from '../useCases/savedCart.fixture';
import { membershipCard } from './membership/membershipCard.fixture';
import { setupFakeApi } from '../../testing/fakeApi';
import { answerStoredClub } from '../../testing/storedClub';

/**
 * The product service as the two steps call it, the cart the summary saves, and the club read of
 * each step load.
 */
const api = setupFakeApi();

const currency = US_DOLLARS;
const literals = {
  title: 'Sessions',
  description: 'Two sessions a month',
  priceDescription: '$40 each',
  detailsTitle: 'About sessions',
  detailsBody: 'With a trainer',
};
const bundleOffer: z.input<typeof AddOnBundleOffer> = {
  mmsClubId: '5',
  productType: 'Monthly',
  currency,
  bundles: [
    {
      bundleId: 'pt',
      productType: 'Monthly',
      name: 'Personal Training',
      packageType: 'For Adults',
      products: [
        {
          productId: 'a',
          name: 'A',
          price: 4000,
          adminFee: 0,
          quantity: 2,
          totalPrice: 8000,
          literals,
        },
      ],
    },
  ],
};

async function enter(path: string, step: 'membershipProducts' | 'addOns') {
  writeCurrentStep(step);
  const history = renderAt(path, <JoinRoutes />, { wrapper: ServerDataProvider });
  await screen.findByRole('heading', { level: 1 });
  return { history, user: userEvent.setup() };
}

beforeEach(() => {
  answerStoredClub(api);
  api.answer(getProductTypeAddOnBundles, bundleOffer);
  api.answer(getClubProducts, {
    mmsClubId: '5',
    currency,
    cards: [membershipCard('MonthlySGT', { displayOrder: 1 }), membershipCard('Monthly')],
  });
  api.answer(saveCartV2Post, savedCartAnswer());
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  membershipStore.setState({ mmsClubId: '5' });
});

afterEach(() => {
  cleanup();
  expireSession();
});

describe('the membership and add-on steps (product/membership-and-promotions.md#selecting-a-membership, product/add-ons-and-pool-pass.md#choosing-an-add-on)', () => {
  it('lists the cards in order with their prices; Select moves on to the add-ons', async () => {
    const { history, user } = await enter('/join/membership', 'membershipProducts');

    const titles = await screen.findAllByRole('heading', { level: 2, name: /title$/ });
    expect(titles.map((title) => title.textContent)).toEqual(['Monthly title', 'MonthlySGT title']);
    const monthly = screen.getByRole('region', { name: 'Monthly title' });
    expect(monthly.textContent).toContain('$49.99 per month');

    await user.click(within(monthly).getByRole('button', { name: 'Select Monthly title' }));

    await screen.findByRole('heading', { level: 2, name: 'Personal Training' });
    expect(history.location.pathname).toBe('/join/add-ons');
    expect(membershipStore.getState().product?.productId).toBe('Monthly-1');
  });

  it.each([0, 2])('asks for the bundles that apply to %i juniors', async (juniors) => {
    membershipStore.setState({
      product: { productId: 'Monthly-1', productType: 'Monthly', hasAddOns: true },
      quantities: { adults: 1, juniors },
    });
    await enter('/join/add-ons', 'addOns');
    await screen.findByRole('heading', { level: 2, name: 'Personal Training' });

    const [call] = await api.calls(getProductTypeAddOnBundles);
    expect(call?.query).toMatchObject({ juniorQuantity: juniors });
  });

  it.each([
    [
      'Add stores the bundle',
      'Add Personal Training',
      { name: 'Personal Training', products: [{ productId: 'a', quantity: 2 }] },
    ],
    ['No thanks declines add-ons', 'No thanks', undefined],
  ])('%s and moves on to the summary', async (_, button, stored) => {
    membershipStore.setState({
      product: { productId: 'Monthly-1', productType: 'Monthly', hasAddOns: true },
    });
    const { history, user } = await enter('/join/add-ons', 'addOns');
    await screen.findByRole('heading', { level: 2, name: 'Personal Training' });

    await user.click(screen.getByRole('button', { name: button }));

    await screen.findByRole('heading', { level: 1, name: 'Membership Summary' });
    expect(history.location.pathname).toBe('/join/summary');
    expect(membershipStore.getState().addOnBundle).toEqual(stored);
  });
});
