// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Club } from '@clubjoin/contract/catalog/club';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { type CouponAnswer, getClubCoupon, getCouponPromotions } from '@clubjoin/contract/coupon';
import { QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE } from '@clubjoin/domain/catalog/qualifiedPrograms';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { callTracker } from '../../../api/callTracker';
import { setupFakeApi } from '../../../testing/fakeApi';
import { decompressFromCookie } from '../../cookies/compressedCookieStorage';
import { LISTED_CLUB } from '../../navigation/clubSync.fixture';
import { expireSession } from '../../session/expireSession';
import { couponStore } from '../../stores/couponStore';
import { MedicareMembershipsPage } from './MedicareMembershipsPage';
import { renderAt, routes } from '../../../testing/memoryHistory';

const api = setupFakeApi();

const club = (mmsClubId: string, marketingClubName: string, more: Partial<Club> = {}): Club => ({
  ...LISTED_CLUB,
  mmsClubId,
  marketingClubName,
  ...more,
});

const chanhassen = club('5', 'Chanhassen, MN', { state: 'Minnesota' });
const minneapolis = club('17', 'Minneapolis Target Center, MN', { state: 'Minnesota' });
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

type Program = Extract<CouponAnswer, { kind: 'Qualified' }>;

/** A Medicare program as the coupon service lists it, valid at clubs 5 and 412. */
function program(code: string, name: string, more: Partial<Program> = {}): Program {
  return {
    kind: 'Qualified',
    code,
    promotionName: name,
    promotionDisplayName: name,
    promotionIdentifier: code,
    sourcePromotionId: `SRC-${code}`,
    description: `${name} members join at no cost`,
    clientAppAccess: 'All',
    clubIds: ['5', '412'],
    productTypes: ['MonthlyQualified'],
    startDateTime: null,
    endDateTime: null,
    promotionEligibilityLink: `https://www.example.com/${code.toLowerCase()}/eligibility`,
    partnerProgram: {
      programId: code,
      identifierFormat: {
        formatId: `${code}-ID`,
        identifierParts: [
          {
            formatPartId: 'memberId',
            name: `your ${name} Member ID`,
            length: 9,
            rule: '\\d{9}',
            errorMessage: 'A Member ID is 9 digits.',
          },
        ],
      },
    },
    isValid: true,
    verdict: 'valid',
    message: `The coupon code ${code} is valid.`,
    ...more,
  };
}

const silverStep = program('SILVERSTEP', 'SilverStep Medicare');
const fitWell = program('FITWELL', 'FitWell Medicare', { promotionEligibilityLink: null });

function open(search = '') {
  const history = renderAt(
    `${OTHER_APP_PAGES.medicareMemberships}${search}`,
    routes({
      [OTHER_APP_PAGES.medicareMemberships]: <MedicareMembershipsPage />,
      [OTHER_APP_PAGES.transition]: <p>transition</p>,
    }),
    { wrapper: ServerDataProvider },
  );
  return { history, user: userEvent.setup() };
}

const programChoice = () => screen.getByRole('combobox', { name: 'Program' });
const clubChoice = () => screen.getByRole('combobox', { name: 'Club' });
const enroll = () => screen.getByRole('button', { name: 'Enroll' });
/** Chooses a program once the list has come. */
async function chooseProgram(user: ReturnType<typeof userEvent.setup>, name: string) {
  await screen.findByRole('option', { name });
  await user.selectOptions(programChoice(), name);
}

const eligibilityLink = () => screen.queryByRole('link', { name: 'Confirm Eligibility' });

beforeEach(() => {
  api.answer(getAllClubs, [toronto, minneapolis, austinCapitol, chanhassen]);
  api.answer(getCouponPromotions, { coupons: [silverStep, fitWell] });
  // The coupon service's check: valid only at the program's clubs.
  api.answer(getClubCoupon, ({ params }) => {
    const listed = [silverStep, fitWell].find(({ code }) => code === params.couponCode);
    if (!listed) throw new Error(`no program ${params.couponCode}`);
    const valid = listed.clubIds.includes(params.clubId);
    return {
      ...listed,
      isValid: valid,
      verdict: valid ? 'valid' : 'notAtClub',
      message: valid ? listed.message : `The coupon code ${listed.code} is not valid at this club.`,
    };
  });
});

afterEach(() => {
  cleanup();
  expireSession();
  callTracker.setState({ loadingCount: 0 });
});

describe('the Medicare memberships page (product/pages.md#medicare-memberships-page)', () => {
  it('lists the Medicare programs the server gives, the club choice off until one is chosen', async () => {
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Medicare Memberships' }));
    await vi.waitFor(() =>
      expect(
        within(programChoice())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a Program', 'SilverStep Medicare', 'FitWell Medicare']),
    );
    expect(within(clubChoice()).getAllByRole('option')[0]?.textContent).toBe('Choose a Location');
    expect((clubChoice() as HTMLSelectElement).disabled).toBe(true);
    expect((enroll() as HTMLButtonElement).disabled).toBe(true);
    expect(await api.requests()).toContain('GET /api/coupon-code/v1/promotions?kind=Qualified');
  });

  it('lists the open clubs of type 1 or 2, United States first, by state and name', async () => {
    const { user } = open();
    await chooseProgram(user, 'SilverStep Medicare');

    await vi.waitFor(() => expect((clubChoice() as HTMLSelectElement).disabled).toBe(false));
    expect(
      within(clubChoice())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a Location',
      'Chanhassen, MN',
      'Minneapolis Target Center, MN',
      'Toronto Yorkville, ON',
    ]);
  });

  it('offers the details, Confirm Eligibility and Enroll for a program valid at the club', async () => {
    const { history, user } = open();
    await chooseProgram(user, 'SilverStep Medicare');
    await user.selectOptions(clubChoice(), 'Chanhassen, MN');

    await vi.waitFor(() => expect((enroll() as HTMLButtonElement).disabled).toBe(false));
    expect(eligibilityLink()?.getAttribute('href')).toBe(
      'https://www.example.com/silverstep/eligibility',
    );
    expect(screen.getByRole('link', { name: 'Program details' }).getAttribute('href')).toBe(
      '#program-details',
    );
    expect(
      screen.getByText('To enroll, have your SilverStep Medicare Member ID at hand.'),
    ).toBeDefined();
    expect(screen.queryByText(QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE)).toBeNull();
    expect(history.location.search).toBe('?program=SILVERSTEP&clubId=5');
    expect(await api.requests()).toContain(
      'GET /api/coupon-code/v1/clubs/5/coupons/SILVERSTEP?channel=Online',
    );
  });

  it('warns, and offers neither Enroll nor Confirm Eligibility, at a club the program is not valid at', async () => {
    open('?program=SILVERSTEP&clubId=17');

    expect(await screen.findByText(QUALIFIED_PROGRAM_NOT_AVAILABLE_MESSAGE)).toBeDefined();
    expect((enroll() as HTMLButtonElement).disabled).toBe(true);
    expect(eligibilityLink()).toBeNull();
  });

  it('offers no Confirm Eligibility for a program without an eligibility link', async () => {
    open('?program=FITWELL&clubId=5');

    await vi.waitFor(() => expect((enroll() as HTMLButtonElement).disabled).toBe(false));
    expect(eligibilityLink()).toBeNull();
  });

  it('enrolls through the transition page into the Qualified sale, handing the coupon over', async () => {
    couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } });
    const { history, user } = open('?program=SILVERSTEP&clubId=412');
    // Opening the page starts a new sale.
    expect(couponStore.getState().coupon).toBeUndefined();
    await vi.waitFor(() => expect((enroll() as HTMLButtonElement).disabled).toBe(false));

    await user.click(enroll());

    expect(history.location.pathname).toBe('/join/transition');
    const link = new URLSearchParams(history.location.search);
    expect(Object.fromEntries([...link].filter(([name]) => name !== 'couponModule'))).toEqual({
      clubId: '412',
      category: 'medicare',
      adultQuantity: '1',
      juniorQuantity: '0',
    });
    expect(JSON.parse(decompressFromCookie(link.get('couponModule') ?? '') ?? '')).toEqual({
      state: { coupon: { code: 'SILVERSTEP', isValid: true } },
      version: 1,
    });
  });
});
