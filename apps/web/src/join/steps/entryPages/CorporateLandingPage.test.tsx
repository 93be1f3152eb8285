// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Club } from '@clubjoin/contract/catalog/club';
import { getAllClubs } from '@clubjoin/contract/clubs';
import { getPromotionCoupons, type KnownCoupon } from '@clubjoin/contract/coupon';
import { getProductPromotion } from '@clubjoin/contract/product';
import {
  CORPORATE_LANDING_UNAVAILABLE_MESSAGE,
  CORPORATE_PROMOTION_COOKIE,
} from '@clubjoin/domain/catalog/corporateLanding';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { callTracker } from '../../../api/callTracker';
import { failure, setupFakeApi } from '../../../testing/fakeApi';
import { expireCookie, readCookie } from '../../cookies/cookieJar';
import { decompressFromCookie } from '../../cookies/compressedCookieStorage';
import { LISTED_CLUB } from '../../navigation/clubSync.fixture';
import { expireSession } from '../../session/expireSession';
import { couponStore } from '../../stores/couponStore';
import { membershipCard, offeredPromotion } from '../membership/membershipCard.fixture';
import { CorporateLandingPage } from './CorporateLandingPage';
import { renderAt } from '../../../testing/memoryHistory';

const api = setupFakeApi();

const club = (mmsClubId: string, marketingClubName: string): Club => ({
  ...LISTED_CLUB,
  mmsClubId,
  marketingClubName,
  state: 'Minnesota',
});

const PROMOTION = 'Contoso Manufacturing Corporate';

/** A corporate coupon as the coupon service answers it, each rule with the server's display. */
function corporateCoupon(more: Partial<CorporateCouponFields> = {}): KnownCoupon {
  return {
    code: 'CONTOSO',
    promotionName: PROMOTION,
    promotionDisplayName: PROMOTION,
    promotionIdentifier: 'CONTOSO_MANUFACTURING_CORPORATE',
    sourcePromotionId: 'SRC-CONTOSO',
    description: 'Contoso Manufacturing employee membership',
    clientAppAccess: 'All',
    productTypes: ['Monthly'],
    kind: 'Corporate',
    companyId: 'CO-1002',
    startDateTime: null,
    endDateTime: null,
    clubIds: ['5', '31'],
    isValid: true,
    verdict: 'valid',
    message: 'The coupon code CONTOSO is valid.',
    corporatePromotion: {
      companyName: 'Contoso Manufacturing',
      eligibilityRequirements: 'Contoso Manufacturing employees with 90 days of service.',
      legalDisclaimer: 'Reimbursement is paid through payroll after each month of membership.',
      subsidyOverrideDescription: null,
      maximumReimbursementAmount: 3000,
      subsidyRuleReimbursements: [
        {
          reimbursementType: 'MonthlyDues',
          reimbursementAmount: 2500,
          reimbursementAmountType: 'Amount',
          reimbursementLTAmount: 1500,
          reimbursementLTAmountType: 'Amount',
          subsidyType: 'Reimbursement',
          display: { kind: 'amount', cents: 3000 },
        },
        {
          reimbursementType: 'EnrollmentFee',
          reimbursementAmount: 100,
          reimbursementAmountType: 'Percentage',
          reimbursementLTAmount: 0,
          reimbursementLTAmountType: 'Percentage',
          subsidyType: 'PointOfSale',
          display: { kind: 'free' },
        },
        {
          reimbursementType: 'AdminFee',
          reimbursementAmount: 2000,
          reimbursementAmountType: 'Amount',
          reimbursementLTAmount: 50,
          reimbursementLTAmountType: 'Percentage',
          subsidyType: 'PointOfSale',
          display: { kind: 'variesByClub' },
        },
      ],
    },
    ...more,
  } as KnownCoupon;
}
interface CorporateCouponFields {
  clubIds: string[];
  isValid: boolean;
}

function open(search: string) {
  const history = renderAt(
    `${OTHER_APP_PAGES.corporateLanding}${search}`,
    <CorporateLandingPage />,
    {
      wrapper: ServerDataProvider,
    },
  );
  return { history, user: userEvent.setup() };
}

const linkTo = `?promotionName=${encodeURIComponent(PROMOTION)}`;
const clubChoice = () => screen.getByRole('combobox', { name: 'Club' });
const covered = (what: string) =>
  screen.getByText(what, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  api.answer(getPromotionCoupons, ({ params }) =>
    params.promotionName === PROMOTION
      ? { coupons: [corporateCoupon()] }
      : failure(404, `No coupon has the promotion ${params.promotionName}.`),
  );
  api.answer(getAllClubs, [club('5', 'Chanhassen, MN'), club('17', 'Eden Prairie, MN')]);
  api.answer(getProductPromotion, ({ params }) => ({
    mmsClubId: params.clubId,
    productType: 'Monthly' as const,
    currency: US_DOLLARS,
    promotion: { ...offeredPromotion('Monthly', { selected: true }), price: 0 },
    products: membershipCard('Monthly').products,
  }));
});

afterEach(() => {
  cleanup();
  expireSession();
  expireCookie(CORPORATE_PROMOTION_COOKIE);
  callTracker.setState({ loadingCount: 0 });
});

describe('the corporate landing page (product/pages.md#corporate-landing-page)', () => {
  it('shows the company of the link’s promotion and what each subsidy rule covers', async () => {
    open(linkTo);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Contoso Manufacturing Corporate Membership',
      }),
    ).toBeDefined();
    expect(
      screen.getByText('Contoso Manufacturing employees with 90 days of service.'),
    ).toBeDefined();
    expect(covered('Monthly dues')).toBe('$30.00, paid back to you by your employer');
    expect(covered('Enrollment fee')).toBe('Free, taken off when you join');
    expect(covered('Admin fee')).toBe('Varies By Club, taken off when you join');
    expect(
      screen.getByText('Reimbursement is paid through payroll after each month of membership.'),
    ).toBeDefined();
    expect(await api.requests()).toContain(
      `GET /api/coupon-code/v1/promotions/${encodeURIComponent(PROMOTION)}/coupons`,
    );
  });

  it('lists only the company’s clubs, and leads into the sale at the chosen one with its coupon', async () => {
    const { history, user } = open(linkTo);
    await vi.waitFor(() => expect(within(clubChoice()).getAllByRole('option')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: /^Join at/ })).toBeNull();

    await user.selectOptions(clubChoice(), 'Chanhassen, MN');

    expect(await screen.findByText('$0.00')).toBeDefined();
    const href = screen.getByRole('link', { name: 'Join at Chanhassen, MN' }).getAttribute('href');
    const link = new URL(href ?? '', 'http://localhost');
    expect(link.pathname).toBe('/join');
    expect(link.searchParams.get('clubId')).toBe('5');
    expect(link.searchParams.get('promotionName')).toBe(PROMOTION);
    expect(
      JSON.parse(decompressFromCookie(link.searchParams.get('couponModule') ?? '') ?? ''),
    ).toEqual({
      state: { coupon: { code: 'CONTOSO', isValid: true } },
      version: 1,
    });
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      promotionName: PROMOTION,
      clubId: '5',
    });
    const [lookup] = await api.calls(getProductPromotion);
    expect(lookup?.query).toEqual({ promotionName: PROMOTION, coupon: 'CONTOSO' });
  });

  it('offers the digital membership at club 815 only when the company’s coupon reaches it', async () => {
    open(linkTo);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Join the digital membership' })).toBeNull();
    cleanup();

    api.answer(getPromotionCoupons, { coupons: [corporateCoupon({ clubIds: ['5', '815'] })] });
    open(linkTo);

    const digital = await screen.findByRole('link', { name: 'Join the digital membership' });
    const link = new URL(digital.getAttribute('href') ?? '', 'http://localhost');
    expect(link.searchParams.get('clubId')).toBe('815');
    expect(link.searchParams.get('promotionName')).toBe(PROMOTION);
  });

  it('remembers the promotion in a browser-session cookie, and shows it again without a query', async () => {
    open(linkTo);
    await screen.findByRole('heading', { level: 1, name: /Contoso/ });
    await vi.waitFor(() =>
      expect(readCookie(CORPORATE_PROMOTION_COOKIE)).toBe(encodeURIComponent(PROMOTION)),
    );
    expect(document.cookie).toContain(CORPORATE_PROMOTION_COOKIE);
    cleanup();

    open('');

    expect(await screen.findByRole('heading', { level: 1, name: /Contoso/ })).toBeDefined();
  });

  it.each([
    { load: 'a promotion no coupon has', search: '?promotionName=Nobody%20Corporate' },
    { load: 'no promotion at all', search: '' },
  ])('hides the content behind the page’s message for $load', async ({ search }) => {
    open(search);

    expect(await screen.findByText(CORPORATE_LANDING_UNAVAILABLE_MESSAGE)).toBeDefined();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('hides the content when the company’s coupon cannot be used (an ended program)', async () => {
    api.answer(getPromotionCoupons, { coupons: [corporateCoupon({ isValid: false })] });
    open(linkTo);

    expect(await screen.findByText(CORPORATE_LANDING_UNAVAILABLE_MESSAGE)).toBeDefined();
    expect(screen.queryByText(/Contoso/)).toBeNull();
  });

  it('starts a new sale: the coupon an earlier visit held is gone', async () => {
    couponStore.setState({ coupon: { code: 'DAYPASS', isValid: true } });
    open(linkTo);

    await screen.findByRole('heading', { level: 1, name: /Contoso/ });
    expect(couponStore.getState().coupon).toBeUndefined();
  });
});
