// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANADIAN_DOLLARS } from '@clubjoin/domain/money/currency';
import { AddOnBundleCard } from './AddOnBundleCard';

afterEach(cleanup);

const literals = (title: string) => ({
  title,
  description: `${title} description`,
  priceDescription: `${title} price`,
  detailsTitle: `About ${title}`,
  detailsBody: `${title} in detail`,
});

const bundle = {
  bundleId: 'b1',
  productType: 'Monthly' as const,
  name: 'Personal Training',
  packageType: 'For Adults' as const,
  products: [
    {
      productId: 'a',
      name: 'A',
      price: 4000,
      adminFee: 0,
      quantity: 2,
      totalPrice: 8000,
      literals: literals('Sessions'),
    },
    {
      productId: 'b',
      name: 'B',
      price: 1999,
      adminFee: 0,
      quantity: 1,
      totalPrice: 1999,
      literals: literals('Assessment'),
    },
  ],
};

function renderBundle(disabled: boolean) {
  const onChoose = vi.fn();
  render(
    <AddOnBundleCard
      bundle={bundle}
      currency={CANADIAN_DOLLARS}
      disabled={disabled}
      onChoose={onChoose}
    />,
  );
  return { onChoose, user: userEvent.setup() };
}

describe('an add-on bundle card (product/add-ons-and-pool-pass.md#add-on-bundles, #choosing-an-add-on)', () => {
  it('totals its products in the club currency and shows a product’s details in a modal', async () => {
    const { user } = renderBundle(false);

    expect(screen.getByRole('region', { name: 'Personal Training' }).textContent).toContain(
      'C$99.99 per month',
    );
    await user.click(screen.getByRole('button', { name: 'Details of Assessment' }));
    const modal = screen.getByRole('dialog', { name: 'About Assessment' });
    expect(modal.textContent).toContain('Assessment in detail');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['chooses the bundle', false, 1],
    ['does nothing while a call runs', true, 0],
  ])('Add %s', async (_, disabled, calls) => {
    const { onChoose, user } = renderBundle(disabled);

    await user.click(screen.getByRole('button', { name: 'Add Personal Training' }));

    expect(onChoose).toHaveBeenCalledTimes(calls);
  });
});
