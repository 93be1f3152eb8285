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
  const onShowClubAccess = vi.fn();
  render(
    <MembershipCardView
      shown={{ card, product: productFor(card, 1), price: '$49.99' }}
      cartUpdating={cartUpdating}
      onSelect={onSelect}
      onShowClubAccess={onShowClubAccess}
    />,
  );
  return { onSelect, onShowClubAccess, user: userEvent.setup() };
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
        shown={{ card, product: productFor(card, 1), price: '$9.00' }}
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
