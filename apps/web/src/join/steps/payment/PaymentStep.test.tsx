// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getFlags } from '@clubjoin/contract/flags';
import { getCardFunding } from '@clubjoin/contract/payments';
import { DEFAULT_FLAG_VALUES } from '@clubjoin/domain/flags/featureFlags';
import type { CartInput } from '@clubjoin/domain/pricing/cartInput';
import type { Flow, ProductType } from '@clubjoin/domain/vocabulary';
import { setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { openStep } from '../../openStep.fixture';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import { savedCartAnswer } from '../../useCases/savedCart.fixture';

const api = setupFakeApi();

beforeEach(() => {
  answerStoredClub(api);
  api.answer(getFlags, DEFAULT_FLAG_VALUES);
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US', open: 'OPEN' },
  });
});

afterEach(() => {
  cleanup();
  expireSession();
});

/** Opens the payment step of a sale in `flows` of a `productType`, priced by the domain's cart. */
async function openPayment(flows: Flow[], productType: ProductType, cart: Partial<CartInput>) {
  membershipStore.setState({
    mmsClubId: '5',
    product: { productId: `${productType}-1`, productType, hasAddOns: false },
    membershipDescriptor: { flows },
    cartSummary: savedCartAnswer(cart).summary,
  });
  openStep('payment');
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  return {
    due: screen.getByRole('region', { name: 'What you pay' }).textContent,
    agreements: Array.from(
      screen.getByRole('group', { name: 'Agreements' }).querySelectorAll('label'),
      (label) => label.textContent,
    ),
  };
}

describe('the payment step words the sale’s charge terms (product/pricing-and-dues.md#charge-terms)', () => {
  it('tells a monthly member what follows each month and asks them to authorise it', async () => {
    const { due, agreements } = await openPayment([], 'Monthly', {});

    // The fixture's cart was priced on June 15, 2026: today pays the rest of June and July.
    expect(due).toBe('Pay $187.00 today, then $90.00 a month from August 1, 2026.');
    expect(agreements[1]).toBe(
      'I authorize the club to charge this payment method today and for my dues at the beginning of each month until I cancel.',
    );
  });

  it('charges a day pass once, for one visit, with no monthly line or monthly authorisation', async () => {
    const { due, agreements } = await openPayment(['DayPass'], 'DayPass', { flow: 'DayPass' });

    expect(due).toBe(
      'Pay $90.00 today for one visit.A day pass is good for one visit: nothing is charged after today.',
    );
    expect(agreements[1]).toBe(
      'I authorize the club to charge this payment method once, today, for this purchase. Nothing is charged monthly.',
    );
  });

  it('tells a short-term member the term is paid in full, with nothing monthly', async () => {
    const { due, agreements } = await openPayment(['ShortTerm'], 'ShortTerm', {});

    expect(due).not.toContain('a month');
    expect(due).toContain('Paid in full for the whole term: nothing is charged monthly.');
    expect(agreements[1]).toContain('Nothing is charged monthly.');
  });

  it('tells a waitlist join the card is not charged until activation', async () => {
    const { due, agreements } = await openPayment(['Waitlist'], 'Monthly', { flow: 'Waitlist' });

    expect(due).toBe(
      'Nothing is charged today; then $90.00 a month once your membership is activated.Your card will not be charged until your membership is activated.',
    );
    expect(agreements[1]).toContain('once my membership is activated');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay and join' })).toBeNull();
  });
});

describe('the amount follows the card as it is typed (product/pricing-and-dues.md#card-surcharge)', () => {
  it('groups the number, formats the expiry, and adds the surcharge only for a credit card', async () => {
    api.answer(getCardFunding, ({ query }) => ({
      bin: query.bin,
      funding: query.bin === '40000566' ? 'debit' : 'credit',
    }));
    const summary = savedCartAnswer({}).summary;
    membershipStore.setState({
      mmsClubId: '5',
      product: { productId: 'Monthly-1', productType: 'Monthly', hasAddOns: false },
      membershipDescriptor: { flows: [] },
      cartSummary: { ...summary, totalWithSurcharge: summary.total + 468 },
    });
    openStep('payment');
    const user = userEvent.setup();
    const due = () => screen.getByRole('region', { name: 'What you pay' }).textContent;
    const cardNumber = await screen.findByRole('textbox', { name: 'Card number' });

    expect(due()).toContain('Pay $187.00 today ($191.68 by credit card), then');
    expect(screen.getByRole('button', { name: 'Pay and join' })).toBeTruthy();

    await user.type(cardNumber, '4000056655665556');
    expect(cardNumber).toHaveProperty('value', '4000 0566 5566 5556');
    await screen.findByRole('button', { name: 'Pay and join – $187.00' });
    expect(due()).toContain('Pay $187.00 today, then');
    expect(screen.getByText('A debit card: no surcharge.')).toBeTruthy();

    await user.clear(cardNumber);
    await user.type(cardNumber, '4111111111111111');
    await screen.findByRole('button', { name: 'Pay and join – $191.68' });
    expect(due()).toContain('Pay $191.68 today, then');
    expect(screen.getByText(/^This credit card adds a surcharge/)).toBeTruthy();

    const expiry = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await user.type(expiry, '1230');
    expect(expiry).toHaveProperty('value', '12/30');
  });
});

describe('the card’s brand beside its number, as it is typed', () => {
  it('shows Visa, then American Express, and the brands taken under the field', async () => {
    api.answer(getCardFunding, ({ query }) => ({ bin: query.bin, funding: 'credit' }));
    await openPayment([], 'Monthly', {});
    const user = userEvent.setup();
    const cardNumber = screen.getByRole('textbox', { name: 'Card number' });
    const shownBrand = () => screen.getByRole('status', { name: 'Card brand' });

    expect(shownBrand().textContent).toBe('');
    const accepted = screen.getByRole('list', { name: 'Cards we accept' });
    expect(
      within(accepted)
        .getAllByRole('img')
        .map((mark) => mark.getAttribute('aria-label')),
    ).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);

    await user.type(cardNumber, '4');
    expect(within(shownBrand()).getByRole('img', { name: 'Visa' })).toBeTruthy();

    await user.clear(cardNumber);
    await user.type(cardNumber, '3782');
    expect(cardNumber).toHaveProperty('value', '3782');
    expect(within(shownBrand()).getByRole('img', { name: 'American Express' })).toBeTruthy();
    expect(within(shownBrand()).queryByRole('img', { name: 'Visa' })).toBeNull();

    await user.clear(cardNumber);
    await user.type(cardNumber, '9');
    expect(shownBrand().textContent).toBe('');
  });
});

describe('each agreement’s full text, to read before accepting it', () => {
  it('opens the Membership Agreement in a dialog with its version and text, and closes it', async () => {
    await openPayment([], 'Monthly', {});
    const user = userEvent.setup();
    const read = screen.getByRole('button', { name: 'Read the Membership Agreement' });

    await user.click(read);
    const dialog = screen.getByRole('dialog', { name: 'Membership Agreement' });
    // Focus starts at the dialog's top, not at Close below the text.
    expect(document.activeElement).toBe(dialog);
    expect(within(dialog).getByText('Version 2026-01')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Cancelling' })).toBeTruthy();
    expect(dialog.textContent).toContain('Freezing (pausing) a membership is not offered online.');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(read);
  });

  it('offers the authorisation the sale asks for: a day pass’s, charged once', async () => {
    await openPayment(['DayPass'], 'DayPass', { flow: 'DayPass' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Read the Payment Authorization' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment Authorization' });
    expect(within(dialog).getByText('Version 2026-11')).toBeTruthy();
    expect(dialog.textContent).toContain('once, today');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
