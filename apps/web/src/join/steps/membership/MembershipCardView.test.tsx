// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MembershipCardView, NOT_AVAILABLE_TEXT } from './MembershipCardView';
import { membershipCard, productFor } from './membershipCard.fixture';

afterEach(cleanup);

function renderCard(isAvailable: boolean, cartUpdating: boolean) {
  const card = membershipCard('Monthly', {
    isAvailable,
    displayContent: {
      disclaimers: { priceDisclaimer: 'Plus tax.', accessDisclaimer: 'Every Gold club.' },
    },
  });
  const onSelect = vi.fn();
  render(
    <MembershipCardView
      shown={{ card, product: productFor(card, 1), price: '$49.99' }}
      cartUpdating={cartUpdating}
      onSelect={onSelect}
    />,
  );
  return { onSelect, user: userEvent.setup() };
}

describe('a membership card (01 §2, §5)', () => {
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
});
