// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Club } from '@clubjoin/contract/catalog/club';
import { getClubHours, getClubHoursToday } from '@clubjoin/contract/clubHours';
import {
  getAllClubs,
  getLocatorClubs,
  getLocatorMapSettings,
  getNearestClubs,
} from '@clubjoin/contract/clubs';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { callTracker } from '../../../api/callTracker';
import { setupFakeApi } from '../../../testing/fakeApi';
import { ClubLocator } from './ClubLocator';
import { loadClubMap } from './ClubMapSlot';
import { LOCATION_REFUSED, LOCATION_UNAVAILABLE, PLACE_NOT_FOUND } from './clubResultTexts';

/** The club list, the search by place and the nearest-club search. */
const api = setupFakeApi();

/** A club of the catalog, valid for the club schema, in Austin unless told otherwise. */
const club = (overrides: Partial<Club>): Club => ({
  mmsClubId: '301',
  name: 'Austin North',
  clubTitle: 'Austin North',
  marketingClubName: 'Austin North, TX',
  country: 'US',
  street1: '1 Main St',
  city: 'Austin',
  state: 'Texas',
  stateAbbr: 'TX',
  zip: '78753',
  region: 'South',
  area: 'Austin',
  timeZone: 'America/Chicago',
  membershipLevel: 'Gold',
  juniorAccess: 'Yes',
  salesRadius: 20,
  latitude: 30.4225,
  longitude: -97.6728,
  phone: '5125550100',
  open: 'OPEN',
  openDate: null,
  oms: true,
  webFreePass: false,
  clubTypeId: 1,
  domainPrefix: 'austin-north',
  ...overrides,
});

const austinNorth = club({});
const austinCapitol = club({
  mmsClubId: '303',
  marketingClubName: 'Austin Capitol, TX',
  zip: '78701',
  latitude: 30.2747,
  longitude: -97.7404,
  open: 'PRESALE',
  openDate: '2027-01-15',
});
const toronto = club({
  mmsClubId: '412',
  marketingClubName: 'Toronto Yorkville, ON',
  country: 'CA',
  city: 'Toronto',
  state: 'Ontario',
  stateAbbr: 'ON',
  zip: 'M4W 1A5',
  timeZone: 'America/Toronto',
});

const weekday = [{ opens: '05:00', closes: '22:00', kind: 'staffed' as const }];
/** Austin North's hours on a Saturday at noon: the server's status at the club. */
const austinNorthToday = {
  clubId: austinNorth.mmsClubId,
  today: { date: '2026-11-21', weekday: 'saturday' as const, blocks: weekday, holiday: null },
  status: {
    open: true as const,
    kind: 'staffed' as const,
    until: { date: '2026-11-21', time: '22:00' },
  },
};

/** The browser's geolocation, answering with a position or an error code. */
function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const geolocation = {
    getCurrentPosition: (
      found: (position: { coords: { latitude: number; longitude: number } }) => void,
      failed: (error: { code: number; PERMISSION_DENIED: number }) => void,
    ) =>
      'code' in answer ? failed({ ...answer, PERMISSION_DENIED: 1 }) : found({ coords: answer }),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
}

async function renderLocator() {
  const onChoose = vi.fn();
  render(<ClubLocator onChoose={onChoose} />, { wrapper: ServerDataProvider });
  await screen.findByRole('searchbox', { name: 'City, state, ZIP or postal code' });
  return { onChoose, user: userEvent.setup() };
}

const outcome = () => document.querySelector('[aria-live="polite"]')?.textContent;

// The map's module (with its atlases) and the searches' load once here, so no test waits on their
// first transform.
beforeAll(() => Promise.all([loadClubMap(), import('./clubSearch')]));

/** The locator's answer for a search that names no place. */
const noPlace = { place: null, radius: 20, clubs: [], nearestFarther: null };

beforeEach(() => {
  api.answer(getLocatorClubs, noPlace);
  api.answer(getLocatorMapSettings, { tiles: null });
  api.answer(getNearestClubs, [{ ...austinNorth, distance: 2.345 }]);
  api.answer(getAllClubs, [toronto, austinNorth, austinCapitol]);
  api.answer(getClubHoursToday, [austinNorthToday]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  callTracker.setState({ loadingCount: 0 });
});

describe('the club locator (product/club-and-entry.md#club-locator, #which-clubs-are-listed, #clubs)', () => {
  it('reads the club list, hours and map settings only once the person sets out to search', async () => {
    const { user } = await renderLocator();
    expect(await api.requests()).toEqual([]);

    await user.click(screen.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }));

    await vi.waitFor(async () =>
      expect([...(await api.requests())].sort()).toEqual([
        'GET /api/gateway/club',
        'GET /api/gateway/club-hours',
        'GET /api/locator/map',
      ]),
    );
  });

  it('lists the open and presale clubs a search finds, announces the count and chooses one', async () => {
    const { onChoose, user } = await renderLocator();

    await user.type(
      screen.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }),
      'austin',
    );
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(outcome()).toBe('2 clubs found.'));
    // Hours are extra, and fill in when their read answers.
    await screen.findByText(/Open now · until 10 pm/);
    const map = await screen.findByRole('group', { name: 'Map of the 2 clubs found near austin' });
    expect(map.querySelectorAll('[data-club-id]')).toHaveLength(2);
    const results = within(screen.getByRole('list')).getAllByRole('button');
    expect(results.map((result) => result.textContent)).toEqual([
      'Austin Capitol, TX1 Main StAustin, TX 78701Presale: opens January 15, 2027',
      'Austin North, TX1 Main StAustin, TX 78753Open now · until 10 pm',
    ]);
    // Each club wears the brand's picture of it (data/brand/brand.json): a downtown club and one
    // with a pool; decoration, as the club's name says which it is.
    const pictures = results.map((result) => result.querySelector('img'));
    expect(pictures[0]?.getAttribute('src')).toMatch(/\/club-downtown[^/]*\.svg/);
    expect(pictures[1]?.getAttribute('src')).toMatch(/\/club-pool[^/]*\.svg/);
    expect(pictures.map((picture) => picture?.getAttribute('alt'))).toEqual(['', '']);
    await user.click(results[1] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith(austinNorth);
  });

  it('lists the clubs around a place the server found, nearest first, with their distances', async () => {
    api.answer(getLocatorClubs, {
      place: { name: '78753 Austin, TX', latitude: 30.38, longitude: -97.67 },
      radius: 20,
      clubs: [
        { ...austinNorth, distance: 2.9 },
        { ...austinCapitol, distance: 12.25 },
      ],
      nearestFarther: null,
    });
    const { onChoose, user } = await renderLocator();

    await user.type(screen.getByRole('searchbox'), ' 78753 ');
    await user.keyboard('{Enter}');

    await vi.waitFor(() =>
      expect(outcome()).toBe('2 clubs within 20 miles of 78753 Austin, TX, nearest first.'),
    );
    expect((await api.calls(getLocatorClubs)).map(({ url }) => url)).toEqual([
      '/api/locator/clubs?place=78753',
    ]);
    const results = within(screen.getByRole('list')).getAllByRole('button');
    expect(results.map((result) => result.textContent)).toEqual([
      'Austin North, TX1 Main StAustin, TX 78753Open now · until 10 pm2.9 miles away',
      'Austin Capitol, TX1 Main StAustin, TX 78701' +
        '12.3 miles awayPresale: opens January 15, 2027',
    ]);
    await screen.findByRole('group', { name: 'Map of the 2 clubs near 78753 Austin, TX' });
    await user.click(results[0] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith({ ...austinNorth, distance: 2.9 });
  });

  it('names the nearest club farther away when none is within the radius', async () => {
    api.answer(getLocatorClubs, {
      place: { name: 'Boise, ID', latitude: 43.6, longitude: -116.2 },
      radius: 20,
      clubs: [],
      nearestFarther: { ...austinNorth, distance: 1234.56 },
    });
    const { user } = await renderLocator();

    await user.type(screen.getByRole('searchbox'), 'Boise');
    await user.keyboard('{Enter}');

    await vi.waitFor(() =>
      expect(outcome()).toBe(
        'No clubs within 20 miles of Boise, ID. The nearest is Austin North, TX, 1234.6 miles away.',
      ),
    );
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(1);
  });

  it('says so when a search names no place, state or province', async () => {
    const { user } = await renderLocator();

    await user.type(screen.getByRole('searchbox'), 'Atlantis');
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(outcome()).toBe(PLACE_NOT_FOUND));
    expect(PLACE_NOT_FOUND).toBe(
      "We couldn't find that place. Try a city, a ZIP code or a postal code.",
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows a club's week of hours when the person opens them", async () => {
    api.answer(getClubHours, {
      ...austinNorthToday,
      timeZone: 'America/Chicago',
      week: {
        monday: weekday,
        tuesday: weekday,
        wednesday: weekday,
        thursday: weekday,
        friday: weekday,
        saturday: [],
        sunday: [{ opens: '00:00', closes: '24:00', kind: 'extended' }],
      },
      holidays: [{ date: '2026-11-26', name: 'Thanksgiving', blocks: [] }],
    });
    const { user } = await renderLocator();
    await user.type(screen.getByRole('searchbox'), 'austin');
    await user.keyboard('{Enter}');

    // Only the club with hours has them; the summary names its club for a screen reader.
    const summaries = await vi.waitFor(() => {
      const found = [...document.querySelectorAll('summary')];
      expect(found).not.toEqual([]);
      return found;
    });
    expect(summaries.map((summary) => summary.textContent)).toEqual(['Hours of Austin North, TX']);
    await user.click(summaries[0] as HTMLElement);
    const hours = await screen.findByText('Thanksgiving, November 26, 2026');
    expect(hours.closest('details')?.textContent).toContain(
      'Monday5 am – 10 pmTuesday5 am – 10 pm',
    );
    expect(hours.closest('details')?.textContent).toContain(
      'SaturdayClosedSundaymidnight – midnight (key fob)',
    );
    expect((await api.calls(getClubHours))[0]?.params).toEqual({ clubId: austinNorth.mmsClubId });
  });

  it('shows a Canadian club as such', async () => {
    const { user } = await renderLocator();

    await user.type(screen.getByRole('searchbox'), 'M4W');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await vi.waitFor(() => expect(outcome()).toBe('1 club found.'));
    expect(screen.getByRole('list').textContent).toContain('Canada: prices in C$');
  });

  it('searches the nearest clubs within the default radius around the position', async () => {
    stubGeolocation({ latitude: 30.4, longitude: -97.7 });
    const { user } = await renderLocator();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    await vi.waitFor(() => expect(outcome()).toBe('1 club near you.'));
    expect((await api.calls(getNearestClubs)).map(({ url }) => url)).toContain(
      '/api/gateway/club/nearest?latitude=30.4&longitude=-97.7&distance=20&limit=100',
    );
    expect(screen.getByRole('list').textContent).toContain('2.3 miles away');
    const map = await screen.findByRole('group', { name: 'Map of the club near you' });
    expect(map.querySelector('[data-club-id] title')?.textContent).toBe('Austin North, TX');
  });

  it.each([
    ['refused', { code: 1 }, LOCATION_REFUSED],
    ['not found', { code: 2 }, LOCATION_UNAVAILABLE],
    ['too slow', { code: 3 }, LOCATION_UNAVAILABLE],
  ])('says so when the position is %s', async (_, error, message) => {
    stubGeolocation(error);
    const { user } = await renderLocator();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    await vi.waitFor(() => expect(outcome()).toBe(message));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the location is unavailable in a browser without geolocation', async () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    const { user } = await renderLocator();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));

    await vi.waitFor(() => expect(outcome()).toBe(LOCATION_UNAVAILABLE));
  });
});
