// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Club } from '@clubjoin/contract/catalog/club';
import { getClubHours } from '@clubjoin/contract/clubHours';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { getProductPromotion } from '@clubjoin/contract/product';
import { DAY_PASS_NOT_AVAILABLE_MESSAGE } from '@clubjoin/domain/catalog/dayPassPrice';
import { CANADIAN_DOLLARS, US_DOLLARS } from '@clubjoin/domain/money/currency';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { callTracker } from '../../../api/callTracker';
import { failure, setupFakeApi } from '../../../testing/fakeApi';
import { LISTED_CLUB } from '../../navigation/clubSync.fixture';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { couponStore } from '../../stores/couponStore';
import { membershipCard, offeredPromotion } from '../membership/membershipCard.fixture';
import { OneDayMembershipPage } from './OneDayMembershipPage';
import { renderAt } from '../../../testing/memoryHistory';

const api = setupFakeApi();

const club = (mmsClubId: string, marketingClubName: string, more: Partial<Club> = {}): Club => ({
  ...LISTED_CLUB,
  mmsClubId,
  marketingClubName,
  ...more,
});

const chanhassen = club('5', 'Chanhassen, MN', { state: 'Minnesota' });
const rosemount = club('31', 'Rosemount, MN', { state: 'Minnesota' });
const toronto = club('412', 'Toronto Yorkville, ON', {
  state: 'Ontario',
  stateAbbr: 'ON',
  zip: 'M5R 2E3',
  country: 'CA',
});
const austinCapitol = club('303', 'Austin Capitol, TX', {
  state: 'Texas',
  stateAbbr: 'TX',
  zip: '78701',
  open: 'PRESALE',
  openDate: '2027-01-15',
});
const halifax = club('451', 'Halifax Citadel, NS', {
  state: 'Nova Scotia',
  stateAbbr: 'NS',
  zip: 'B3J 3Y3',
  country: 'CA',
});

/** The day-pass lookup's answer: its products priced as the fixture's, $59.99 for one adult. */
function dayPassAnswer(clubId: string) {
  return {
    mmsClubId: clubId,
    productType: 'DayPass' as const,
    currency: clubId === '412' ? CANADIAN_DOLLARS : US_DOLLARS,
    promotion: offeredPromotion('DayPass', { selected: true }),
    products: membershipCard('DayPass').products,
  };
}

const weekend = [
  { opens: '00:00', closes: '07:00', kind: 'extended' as const },
  { opens: '07:00', closes: '20:00', kind: 'staffed' as const },
];
/** Chanhassen's hours on a Saturday at noon, as the server answers them. */
const chanhassenHours = {
  clubId: '5',
  timeZone: 'America/Chicago',
  today: { date: '2026-11-21', weekday: 'saturday' as const, blocks: weekend, holiday: null },
  status: {
    open: true as const,
    kind: 'staffed' as const,
    until: { date: '2026-11-21', time: '20:00' },
  },
  week: {
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: weekend,
    sunday: weekend,
  },
  holidays: [],
};

function open(search = '') {
  const history = renderAt(
    `${OTHER_APP_PAGES.oneDayMembership}${search}`,
    <OneDayMembershipPage />,
    {
      wrapper: ServerDataProvider,
    },
  );
  return { history, user: userEvent.setup() };
}

const clubChoice = () => screen.getByRole('combobox', { name: 'Club' });
const buyLink = () => screen.queryByRole('link', { name: 'Buy a 1-Day Membership' });

beforeEach(() => {
  api.answer(getAllClubs, [toronto, rosemount, austinCapitol, halifax, chanhassen]);
  api.answer(getProductPromotion, ({ params }) =>
    params.clubId === '451'
      ? failure(404, 'Club 451 sells no Day Pass memberships.')
      : dayPassAnswer(params.clubId),
  );
  api.answer(getClubHours, ({ params }) =>
    params.clubId === '5'
      ? chanhassenHours
      : failure(404, 'This club has not published its hours.'),
  );
});

afterEach(() => {
  cleanup();
  expireSession();
  callTracker.setState({ loadingCount: 0 });
});

describe('the one-day membership page (product/pages.md#one-day-membership-page)', () => {
  it('lists the open clubs grouped by state, United States first, under its placeholder', async () => {
    open();

    await vi.waitFor(() => expect(within(clubChoice()).getAllByRole('group')).toHaveLength(3));
    expect(
      within(clubChoice())
        .getAllByRole('group')
        .map((group) => [
          group.getAttribute('label'),
          within(group)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ]),
    ).toEqual([
      ['Minnesota', ['Chanhassen, MN', 'Rosemount, MN']],
      ['Nova Scotia', ['Halifax Citadel, NS']],
      ['Ontario', ['Toronto Yorkville, ON']],
    ]);
    expect(within(clubChoice()).getAllByRole('option')[0]?.textContent).toBe('Start with location');
    expect(buyLink()).toBeNull();
  });

  it('shows the day-pass price of the link’s club and leads into its day-pass sale', async () => {
    open('?clubId=5');

    expect(await screen.findByText('$59.99')).toBeDefined();
    expect(buyLink()?.getAttribute('href')).toBe('/join?clubId=5&category=day-pass');
    expect((await screen.findByText(/^Hours today/)).textContent).toBe(
      'Hours today: midnight – 7 am (key fob), 7 am – 8 pm. Open now · until 8 pm.',
    );
    expect(await api.requests()).toContain('GET /api/product/club/5/producttype/DayPass/promotion');
  });

  it('prices a Canadian club in C$, and puts a chosen club in the address', async () => {
    const { history, user } = open('?clubId=5');
    await screen.findByText('$59.99');

    await user.selectOptions(clubChoice(), 'Toronto Yorkville, ON');

    expect(await screen.findByText('C$59.99')).toBeDefined();
    expect(history.location.search).toBe('?clubId=412');
  });

  it('shows the notice, and nothing to buy, at a club whose lookup finds no day pass', async () => {
    open('?clubId=451');

    expect(await screen.findByText(DAY_PASS_NOT_AVAILABLE_MESSAGE)).toBeDefined();
    expect(buyLink()).toBeNull();
  });

  it('counts a missing price as 0: the notice', async () => {
    api.answer(getProductPromotion, () => ({
      ...dayPassAnswer('5'),
      products: membershipCard('DayPass').products.filter((product) => product.quantity !== 1),
    }));
    open('?clubId=5');

    expect(await screen.findByText(DAY_PASS_NOT_AVAILABLE_MESSAGE)).toBeDefined();
    expect(buyLink()).toBeNull();
  });

  it('opens at the club this browser chose last, and starts a new sale keeping it', async () => {
    clubStore.setState({ club: { mmsClubId: '412', marketingClubName: 'Toronto', country: 'CA' } });
    couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } });
    open();

    expect(await screen.findByText('C$59.99')).toBeDefined();
    expect((clubChoice() as HTMLSelectElement).value).toBe('412');
    expect(couponStore.getState().coupon).toBeUndefined();
    expect(clubStore.getState().club?.mmsClubId).toBe('412');
  });

  it('hands the session its link carries on through the transition page', async () => {
    const { history, user } = open('?clubId=5&couponModule=N4Ig');
    await screen.findByText('$59.99');

    expect(buyLink()?.getAttribute('href')).toBe(
      '/join/transition?clubId=5&category=day-pass&couponModule=N4Ig',
    );
    await user.selectOptions(clubChoice(), 'Toronto Yorkville, ON');

    expect(await screen.findByText('C$59.99')).toBeDefined();
    expect(history.location.search).toBe('?clubId=412&couponModule=N4Ig');
  });

  it('asks no price for a club it does not list', async () => {
    open('?clubId=303');

    await vi.waitFor(() => expect(within(clubChoice()).getAllByRole('group')).toHaveLength(3));
    expect((clubChoice() as HTMLSelectElement).value).toBe('');
    expect(await api.requests()).toEqual(['GET /api/gateway/club']);
  });
});
