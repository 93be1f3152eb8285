// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClubHoursToday } from '@clubjoin/contract/clubHours';
import { getAllClubs, getLocatorMapSettings } from '@clubjoin/contract/clubs';
import { getClubPoolPasses } from '@clubjoin/contract/product';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { ServerDataProvider } from '../api/ServerDataProvider';
import { renderAt } from '../testing/memoryHistory';
import { getContentClub } from '@clubjoin/contract/content';
import { failure, type Reply, setupFakeApi } from '../testing/fakeApi';
import { answerStoredClub } from '../testing/storedClub';
import { JUNIOR_ACCESS_NOTE } from './steps/AddMembersStep';
import { JoinRoutes } from './joinRoutes';
import { expireSession } from './session/expireSession';
import { readCurrentStep, writeCurrentStep } from './session/currentStep';
import { clubStore } from './stores/clubStore';
import type { ChosenClub } from './stores/clubStore';
import { membershipStore } from './stores/membershipStore';
import { productStore } from './stores/productStore';
import { dismissCallErrors } from '../api/callTracker';
import { membershipCard } from './steps/membership/membershipCard.fixture';

const api = setupFakeApi();

const club: ChosenClub = {
  mmsClubId: '12',
  marketingClubName: 'Eden Prairie',
  country: 'US',
  street1: '755 Prairie Center Dr',
  city: 'Eden Prairie',
  stateAbbr: 'MN',
  zip: '55344',
  phone: '9525550143',
  juniorAccess: 'Yes',
};

/** The wizard's routes in memory, entered at `path` with `step` stored as an earlier visit left it. */
async function enter(path: string, step: WizardStep) {
  writeCurrentStep(step);
  const history = renderAt(path, <JoinRoutes />, { wrapper: ServerDataProvider });
  await screen.findByRole('heading', { level: 1 });
  return { history, user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  // The club step loads the club list, each step load reads the chosen club again, and Add
  // Members asks for the club's pool passes (it has none).
  answerStoredClub(api);
  api.answer(getAllClubs, []);
  api.answer(getLocatorMapSettings, { tiles: null });
  // The locator reads every club's hours today (none published here).
  api.answer(getClubHoursToday, []);
  api.answer(getClubPoolPasses, {
    mmsClubId: '5',
    currency: { code: 'USD', symbol: '$' },
    poolPasses: [],
  });
  window.dataLayer = undefined;
});

afterEach(() => {
  cleanup();
  expireSession();
  // A call of one test that fails after it ended must not open the next test's error modal.
  dismissCallErrors();
});

describe('initialize at /join (product/club-and-entry.md#initialize)', () => {
  it('shows a full-screen spinner, then goes on to club choice', async () => {
    await enter('/join', 'addMembers');

    await screen.findByRole('heading', { level: 1, name: 'Club Location' });
    expect(readCurrentStep()).toBe('clubLocation');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends invalid parameters to club choice, which names each', async () => {
    await enter('/join?adultQuantity=9&juniorQuantity=x', 'initialize');

    await screen.findByRole('heading', { level: 1, name: 'Club Location' });
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      'The link you followed has details we could not use:' +
        'adultQuantity must be a whole number from 1 to 4.' +
        'juniorQuantity must be a whole number from 0 to 6.',
    );
  });
});

describe('Add Members (product/membership-and-promotions.md#adults-and-juniors)', () => {
  it.each([
    ['shows the junior-access note when the club has no junior access', 'No' as const, true],
    ['shows no note when it has', 'Yes' as const, false],
  ])('%s', async (_rule, juniorAccess, shown) => {
    clubStore.setState({ club: { ...club, juniorAccess } });
    await enter('/join/members', 'addMembers');

    expect(screen.queryByText(JUNIOR_ACCESS_NOTE) !== null).toBe(shown);
  });

  it.each([
    ["the largest quantity of the club's default products", [1, 2], '2'],
    ['the 6 adults the wizard has steps for without them', undefined, '6'],
  ])('holds adults to %s', async (_rule, quantities, max) => {
    if (quantities) {
      productStore.setState({
        defaultProduct: {
          clubId: '12',
          clubProduct: membershipCard('Monthly', {
            products: membershipCard('Monthly').products.filter(({ quantity }) =>
              quantities.includes(quantity),
            ),
          }),
          membershipDescriptor: { flows: [] },
        },
      });
    }
    await enter('/join/members', 'addMembers');

    expect(screen.getByRole('spinbutton', { name: 'Adults' }).getAttribute('aria-valuemax')).toBe(
      max,
    );
  });

  it('stores each count and pushes an add or remove event with it', async () => {
    const { user } = await enter('/join/members', 'addMembers');

    await user.click(screen.getByRole('button', { name: 'Add an adult' }));
    await user.click(screen.getByRole('button', { name: 'Add a junior' }));
    await user.click(screen.getByRole('button', { name: 'Remove an adult' }));

    expect(membershipStore.getState().quantities).toEqual({ adults: 1, juniors: 1 });
    expect(window.dataLayer).toEqual([
      { event: 'add_member', memberType: 'adult', quantity: 2 },
      { event: 'add_member', memberType: 'junior', quantity: 1 },
      { event: 'remove_member', memberType: 'adult', quantity: 1 },
    ]);
  });

  it('moves forward to the next step that applies, which becomes the current step', async () => {
    const { user, history } = await enter('/join/members', 'addMembers');

    await user.click(screen.getByRole('button', { name: 'Move Forward' }));

    const next = await screen.findByRole('heading', { level: 1, name: 'Membership' });
    expect(history.location.pathname).toBe('/join/membership');
    expect(readCurrentStep()).toBe('membershipProducts');
    // The heading takes focus once the step has shown, which a busy machine may take a moment for.
    await vi.waitFor(() => expect(document.activeElement).toBe(next));
  });
});

describe('each entry to a step (product/wizard.md#page-loads-and-the-current-step)', () => {
  it('shows the frame’s spinner, not the step, while the club is checked; a club gone leads to club choice', async () => {
    let answer: (reply: Reply<typeof getContentClub>) => void = () => undefined;
    api.answerOnce(getContentClub, () => new Promise((resolve) => (answer = resolve)));
    clubStore.setState({ club });
    writeCurrentStep('addMembers');
    const history = renderAt('/join/members', <JoinRoutes />, { wrapper: ServerDataProvider });

    expect(await screen.findAllByRole('status', { name: 'Loading' })).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await act(async () => answer(failure(404, 'No such club')));

    await screen.findByRole('heading', { level: 1, name: 'Club Location' });
    expect(history.location).toEqual({ pathname: '/join/club', search: '?notice=clubUnavailable' });
    expect(history.action).toBe('REPLACE');
    expect(screen.getByRole('status').textContent).toContain('no longer available online');
  });

  it('runs again on the browser’s Back: a later page leads to the stored step', async () => {
    writeCurrentStep('addMembers');
    const history = renderAt(['/join/summary', '/join/members'], <JoinRoutes />, {
      wrapper: ServerDataProvider,
    });
    await screen.findByRole('heading', { level: 1, name: 'Add Members' });

    await history.back();

    await screen.findByRole('heading', { level: 1, name: 'Add Members' });
    expect(history.location.pathname).toBe('/join/members');
    expect(history.action).toBe('REPLACE');
  });
});

describe('the club step', () => {
  it('offers the club search, and no way on without a club', async () => {
    await enter('/join/club', 'clubLocation');

    expect(heading().textContent).toBe('Club Location');
    expect(screen.getByRole('searchbox', { name: 'City, state, ZIP or postal code' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /Continue|Back|Move Forward/ })).toEqual([]);
  });

  it('continues with the club the store holds', async () => {
    clubStore.setState({ club });
    const { user, history } = await enter('/join/club', 'clubLocation');

    const card = screen.getByRole('region', { name: 'Eden Prairie' });
    expect(within(card).getByText(/755 Prairie Center Dr/).textContent).toBe(
      '755 Prairie Center DrEden Prairie, MN 55344',
    );
    await user.click(within(card).getByRole('button', { name: 'Continue with Eden Prairie' }));

    await screen.findByRole('heading', { level: 1, name: 'Add Members' });
    expect(history.location.pathname).toBe('/join/members');
  });
});

describe('the wizard frame (product/wizard.md#page-drivers-and-addresses)', () => {
  it('marks the step-list header from the current step', async () => {
    await enter('/join/members', 'addMembers');

    const steps = within(screen.getByRole('navigation', { name: 'Enrollment steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Club Location, complete',
      'Members, in progress',
      'Membership, pending',
    ]);
    expect(steps.getByText('Members').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('lists in the header only the steps the Digital flow walks, never ticking Club Location', async () => {
    membershipStore.setState({ membershipDescriptor: { flows: ['Digital'] } });
    await enter('/join/members', 'addMembers');

    const steps = within(screen.getByRole('navigation', { name: 'Enrollment steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Members, in progress',
      'Membership, pending',
    ]);
  });

  it('lists the steps that apply with their values and edit arrows only where allowed', async () => {
    clubStore.setState({ club });
    membershipStore.setState({ quantities: { adults: 2, juniors: 1 } });
    await enter('/join/summary', 'membershipSummary');

    const panel = within(screen.getByRole('complementary', { name: 'Membership Summary' }));
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Club LocationEden PrairieEdit Club Location›',
      'Members2 Adults, 1 JuniorEdit Members›',
      'MembershipEdit Membership›',
      'Dynamic PackageEdit Dynamic Package›',
    ]);
  });

  it('shows no edit arrow for a Day Pass product (product/wizard.md#edit-links)', async () => {
    membershipStore.setState({
      product: { productId: 'p-1', productType: 'DayPass', hasAddOns: false },
    });
    await enter('/join/summary', 'membershipSummary');

    const panel = screen.getByRole('complementary', { name: 'Membership Summary' });
    expect(within(panel).queryAllByRole('link')).toEqual([]);
  });

  it('closes the summary list on Escape and puts focus on its toggle', async () => {
    const { user } = await enter('/join/summary', 'membershipSummary');
    const toggle = screen.getByRole('button', { name: 'Membership Summary' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    within(screen.getByRole('complementary')).getByRole('link', { name: 'Edit Members' }).focus();
    await user.keyboard('{Escape}');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('holds the price bar’s place with a skeleton until a membership is priced', async () => {
    await enter('/join/members', 'addMembers');

    expect(screen.getByText('Your price shows here once you choose a membership.')).toBeTruthy();
  });

  it('shows the monthly total and its details once priced', async () => {
    clubStore.setState({
      club: {
        ...club,
        marketingClubName: 'Toronto',
        country: 'CA',
        city: 'Toronto',
        state: 'Ontario',
        stateAbbr: 'ON',
        zip: 'M5V 2T6',
      },
    });
    membershipStore.setState({
      pricingSummary: {
        primaryMemberDues: 10_000,
        adultMemberDues: 5_000,
        juniorMemberDues: 2_000,
        adultSummary: { quantity: 2, dues: 15_000, label: '2 Adults' },
        juniorSummary: { quantity: 1, dues: 2_000, label: '1 Junior' },
        monthlyDuesDiscount: 1_000,
        salesRuleDiscountAmount: 0,
        discounts: [
          { type: 'monthlyDuesDiscount', amount: 1_000, description: 'Monthly Dues Discount' },
        ],
        presaleDiscountAmount: 0,
        addOnProductsDues: 0,
      },
    });
    await enter('/join/members', 'addMembers');

    const panel = screen.getByRole('complementary', { name: 'Membership Summary' });
    expect(within(panel).getByText('C$160.00')).toBeTruthy();
    expect(within(panel).getByText('plus taxes and fees')).toBeTruthy();
    const details = within(panel).getByRole('button', { name: 'Price details' });
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(panel)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['2 Adults', '1 Junior', 'Monthly Dues Discount']);
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['C$150.00', 'C$20.00', '-C$10.00']);
  });

  it('gives the back button of the first step after the club the club step', async () => {
    const { user, history } = await enter('/join/members', 'addMembers');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    await screen.findByRole('heading', { level: 1, name: 'Club Location' });
    expect(history.location.pathname).toBe('/join/club');
    expect(readCurrentStep()).toBe('clubLocation');
  });
});

describe('the session popups (product/accounts-and-sign-in.md#session-timeout)', () => {
  /** Enters Add Members with the clock at 0 and lets 29 idle minutes pass. */
  async function idle() {
    const { markActivity } = await import('./session/sessionActivity');
    markActivity(0);
    const entered = await enter('/join/members', 'addMembers');
    // The step is on screen with its reads answered: its inactivity check runs from now on.
    await screen.findByRole('heading', { level: 1, name: 'Add Members' });
    await api.settled();
    act(() => vi.advanceTimersByTime(29 * 60_000));
    return entered;
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: 0, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("'Yes, I need more time' closes the popup and starts the clock again", async () => {
    await idle();
    const popup = screen.getByRole('alertdialog', { name: 'Are you still there?' });

    act(() => within(popup).getByRole('button', { name: 'Yes, I need more time' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(27 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(readCurrentStep()).toBe('addMembers');
  });

  it("'No, I'm done' expires the session; OK sends the person to choose a club", async () => {
    membershipStore.setState({ quantities: { adults: 3, juniors: 0 } });
    const { history } = await idle();

    act(() => screen.getByRole('button', { name: "No, I'm done" }).click());
    const reset = screen.getByRole('alertdialog', { name: 'Session Reset' });
    expect(
      within(reset).getByText('For security reasons, your session has been reset.'),
    ).toBeTruthy();
    expect(readCurrentStep()).toBeUndefined();
    expect(membershipStore.getState().quantities).toEqual({ adults: 1, juniors: 0 });

    act(() => within(reset).getByRole('button', { name: 'OK' }).click());
    await vi.waitFor(() => expect(history.location.pathname).toBe('/join/club'));
    expect(readCurrentStep()).toBe('clubLocation');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows 'Are you still there?' after 28 idle minutes and resets at 30", async () => {
    const { markActivity } = await import('./session/sessionActivity');
    markActivity(0);
    await enter('/join/members', 'addMembers');

    act(() => vi.advanceTimersByTime(27 * 60_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    const popup = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(within(popup).getByRole('timer').textContent).toBe('02:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(popup).getByRole('timer').textContent).toBe('01:59');

    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.getByRole('alertdialog', { name: 'Session Reset' }).textContent).toContain(
      'For security reasons, your session has been reset due to inactivity.',
    );
    expect(readCurrentStep()).toBeUndefined();
  });
});
