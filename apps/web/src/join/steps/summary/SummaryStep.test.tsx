// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCartV2Post } from '@clubjoin/contract/cart';
import { postLog } from '@clubjoin/contract/logs';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { CartInput } from '@clubjoin/domain/pricing/cartInput';
import { deferredJoiningFeesNote } from '@clubjoin/domain/pricing/displayTexts';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { renderAt } from '../../../testing/memoryHistory';
import { JoinRoutes } from '../../joinRoutes';
import { writeCurrentStep } from '../../session/currentStep';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import { savedCartAnswer } from '../../useCases/savedCart.fixture';
import { failure, type Reply, setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';

/** The cart service; each test says when and how it answers. */
const api = setupFakeApi();

const product = { productId: 'Monthly-1', productType: 'Monthly' as const, hasAddOns: false };

/** A cart the domain priced, as the cart service answers it. */
const answer = (input: Partial<CartInput>, currency?: Currency) =>
  savedCartAnswer(input, { currency });

async function enterSummary() {
  writeCurrentStep('membershipSummary');
  const history = renderAt('/join/summary', <JoinRoutes />, { wrapper: ServerDataProvider });
  await screen.findByRole('heading', { level: 1, name: 'Membership Summary' });
  return { history, user: userEvent.setup() };
}

/** The Due Today table's rows as a person reads them. */
function dueToday(): string[] {
  const table = screen.getByRole('table', { name: 'Due Today' });
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent ?? '')
    .filter((text) => text !== 'ChargeAmount');
}

beforeEach(() => {
  answerStoredClub(api);
  clubStore.setState({
    club: {
      mmsClubId: '5',
      marketingClubName: 'Chanhassen, MN',
      country: 'US',
      phone: '9525550100',
    },
  });
  membershipStore.setState({ mmsClubId: '5', product });
});

afterEach(() => {
  cleanup();
  expireSession();
});

describe('the membership summary (product/cart.md#cart-lifecycle, product/pricing-and-dues.md#price-details)', () => {
  it('holds the place of the prices, busy, with Move Forward off until the cart answers', async () => {
    // The cart call is answered only when the test says so; the test waits for it to arrive first.
    let markAsked: (respond: (reply: Reply<typeof saveCartV2Post>) => void) => void = () => {};
    const asked = new Promise<(reply: Reply<typeof saveCartV2Post>) => void>(
      (resolve) => (markAsked = resolve),
    );
    api.answerOnce(saveCartV2Post, () => new Promise((resolve) => markAsked(resolve)));
    await enterSummary();
    const respond = await asked;

    expect(
      screen
        .getByText('Pricing your membership…')
        .closest('[aria-busy]')
        ?.getAttribute('aria-busy'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Move Forward' })).toHaveProperty('disabled', true);

    respond(answer({}));

    await screen.findByRole('table', { name: 'Due Today' });
    expect(screen.getByRole('button', { name: 'Move Forward' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('Pricing your membership…')).toBeNull();
  });

  it('shows the monthly dues and every fee line of the cart, with the total due today', async () => {
    api.answerOnce(saveCartV2Post, answer({}));
    await enterSummary();
    await screen.findByRole('table', { name: 'Due Today' });

    expect(screen.getByRole('region', { name: 'Monthly Dues' }).textContent).toBe(
      'Monthly Dues$90.00Due at the beginning of each month.',
    );
    // Joining on June 15: 16 of 30 days prorated, then a full month.
    expect(dueToday()).toEqual([
      'Prorated Dues$48.00',
      'Next Month Dues$90.00',
      'Joining Fees$49.00',
      'Subtotal$187.00',
      'Tax$0.00',
      'Total Due Today$187.00',
    ]);
    // Above them, the sale's payments in one sentence, the same as the side panel's, and the days
    // today's dues pay for.
    expect(screen.getAllByText(/^Pay \$/).map((sentence) => sentence.textContent)).toEqual([
      'Pay $187.00 today, then $90.00 a month from August 1, 2026.',
      'Pay $187.00 today, then $90.00 a month from August 1, 2026.',
    ]);
    expect(screen.getByText(/^Today’s dues cover/).textContent).toBe(
      'Today’s dues cover June 15 to July 31, 2026.',
    );
  });

  it('titles the section Membership Dues in the ShortTerm flow and shows C$ for a Canadian club', async () => {
    membershipStore.setState({ membershipDescriptor: { flows: ['ShortTerm'] } });
    api.answerOnce(saveCartV2Post, answer({}, { code: 'CAD', symbol: 'C$' }));
    await enterSummary();

    const monthly = await screen.findByRole('region', { name: 'Membership Dues' });
    expect(monthly.textContent).toBe(
      'Membership DuesC$90.00Paid in full for the whole term: nothing is charged monthly.',
    );
    expect(dueToday().at(-1)).toBe('Total Due Today' + 'C$187.00');
  });

  it('shows a day pass as its one-visit price, with no monthly dues', async () => {
    membershipStore.setState({
      membershipDescriptor: { flows: ['DayPass'] },
      product: { productId: 'DayPass-1', productType: 'DayPass', hasAddOns: false },
    });
    api.answerOnce(saveCartV2Post, answer({ flow: 'DayPass' }));
    await enterSummary();
    await screen.findByRole('table', { name: 'Due Today' });

    expect(screen.queryByRole('region', { name: 'Monthly Dues' })).toBeNull();
    expect(screen.queryByText(/Monthly Dues|each month/)).toBeNull();
    expect(dueToday()[0]).toBe('Day Pass$90.00');
  });

  it('notes the deferred joining fees of a presale club with its opening day', async () => {
    clubStore.setState((state) => ({
      club: state.club && { ...state.club, open: 'PRESALE', openDate: '2027-03-01' },
    }));
    api.answerOnce(
      saveCartV2Post,
      answer({
        club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
        promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 900, defersJoiningFees: true },
      }),
    );
    await enterSummary();
    await screen.findByRole('table', { name: 'Due Today' });

    expect(dueToday()).toContain(
      `Deferred Joining Fees${deferredJoiningFeesNote('2027-03-01')}-$40.00`,
    );
    expect(deferredJoiningFeesNote('2027-03-01')).toContain('March 1, 2027');
    expect(
      screen.getByText('Due at the beginning of each month after the club opens.'),
    ).toBeTruthy();
  });

  it('says what is due at activation on the waitlist, and that the card is not charged', async () => {
    api.answerOnce(saveCartV2Post, answer({ flow: 'Waitlist' }));
    await enterSummary();

    const activation = await screen.findByRole('table', { name: 'Due at Activation' });
    expect(
      within(activation)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['TBD', 'TBD', 'TBD']);
    expect(screen.queryByRole('table', { name: 'Due Today' })).toBeNull();
    expect(
      screen.getByText('Your card will not be charged until your membership is activated.'),
    ).toBeTruthy();
  });

  it('offers to try again after a failed save, Move Forward staying off', async () => {
    api.answerOnce(saveCartV2Post, failure(503, 'Service Unavailable'));
    api.answerOnce(saveCartV2Post, answer({}));
    // The failure is sent to the server's log.
    api.answer(postLog, null);
    const { user } = await enterSummary();

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not price your membership.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Forward' })).toHaveProperty('disabled', true);
    await user.click(tryAgain);

    await screen.findByRole('table', { name: 'Due Today' });
    expect(screen.getByRole('button', { name: 'Move Forward' })).toHaveProperty('disabled', false);
  });

  it('asks for a membership when none is chosen, calling no cart', async () => {
    membershipStore.setState({ product: undefined });
    await enterSummary();

    expect(await screen.findByText('Choose a membership to see its summary.')).toBeTruthy();
    expect(await api.calls(saveCartV2Post)).toEqual([]);
  });
});
