// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getClubHours } from '@clubjoin/contract/clubHours';
import { getOrder } from '@clubjoin/contract/completion';
import { getFlags } from '@clubjoin/contract/flags';
import { DEFAULT_FLAG_VALUES } from '@clubjoin/domain/flags/featureFlags';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import type { Flow, ProductType } from '@clubjoin/domain/vocabulary';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { failure, setupFakeApi } from '../../../testing/fakeApi';
import { CONFIRMATION_PATH, ConfirmationPage } from './ConfirmationPage';
import { keepConfirmation } from './confirmationRecord';
import { renderAt } from '../../../testing/memoryHistory';

const api = setupFakeApi();

beforeEach(() => {
  api.answer(getFlags, DEFAULT_FLAG_VALUES);
  // The token's order read refused: the page shows what the tab kept.
  api.answer(getOrder, failure(404, 'No such order.'));
  // Hours are extra: a club that publishes none shows its address alone.
  api.answer(getClubHours, failure(404, 'This club has not published its hours.'));
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/**
 * The confirmation of a sale in `flows` of a `productType`, as the payment step keeps it; answers
 * what the page says under Payment and What happens next.
 */
async function confirmationOf(
  flows: Flow[],
  productType: ProductType,
  figures: { chargedToday: number; monthly: number; status?: string },
  presaleClub = false,
  flagContext: { clubId?: string } | undefined = undefined,
) {
  keepConfirmation({
    answer: {
      orderId: 'order-1',
      orderNumber: 'CJ-000042',
      membershipId: 'membership-1',
      status: figures.status ?? 'Active',
      members: [
        {
          memberType: 'primary',
          firstName: 'Jane',
          lastName: 'Doe',
          memberId: 'M-1',
          partyId: 'party-1',
        },
      ],
      chargedToday: figures.chargedToday,
      monthly: figures.monthly,
      currency: 'USD',
      paymentKind: 'credit',
      brand: 'visa',
      lastFour: '4242',
      email: 'jane.doe@example.com',
      confirmationToken: 'token-1',
    },
    clubName: 'Chanhassen, MN',
    clubPhone: '9525550100',
    clubAddress: '2901 Corporate Pl, Chanhassen, MN 55317',
    productName: 'Gold',
    terms: chargeTerms({ flows, productType, presaleClub }),
    flagContext,
  });
  renderAt(CONFIRMATION_PATH, <ConfirmationPage />, { wrapper: ServerDataProvider });
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the club!' });
  await api.settled();
  const next = screen.getByRole('heading', { level: 2, name: 'What happens next' });
  return {
    payment: Array.from(document.querySelectorAll('dt'), (term) => term.textContent),
    next: next.nextElementSibling?.textContent,
  };
}

describe('the confirmation words the sale’s charge terms (product/pricing-and-dues.md#charge-terms)', () => {
  it('tells a monthly member their dues and to bring a photo ID to the club', async () => {
    const { payment, next } = await confirmationOf([], 'Monthly', {
      chargedToday: 18_700,
      monthly: 9_000,
    });

    expect(payment).toEqual(['Charged today', 'Charged monthly']);
    expect(screen.getByText('$90.00')).toBeTruthy();
    expect(next).toBe(
      'Your membership is active; your monthly dues are charged at the beginning of each month. Bring a photo ID to the club for your first visit.',
    );
  });

  it('gives the club’s phone as people write it, to call with a tap', async () => {
    await confirmationOf([], 'Monthly', { chargedToday: 18_700, monthly: 9_000 });

    const phone = screen.getByRole('link', { name: '(952) 555-0100' });
    expect(phone.getAttribute('href')).toBe('tel:+19525550100');
  });

  it('tells a day pass buyer it is one visit, and nothing of monthly dues', async () => {
    const { payment, next } = await confirmationOf(['DayPass'], 'DayPass', {
      chargedToday: 3_835,
      monthly: 0,
    });

    expect(payment).toEqual(['Charged today']);
    expect(next).toBe(
      'Your day pass is good for one visit; nothing more is charged. Bring a photo ID to the club for your first visit.',
    );
  });

  it('tells a short-term member the term is paid in full', async () => {
    const { payment, next } = await confirmationOf(['ShortTerm'], 'ShortTerm', {
      chargedToday: 26_800,
      monthly: 21_900,
    });

    expect(payment).toEqual(['Charged today']);
    expect(next).toContain('paid in full: nothing is charged monthly');
  });

  it('tells a Digital member no club visit is needed, and nothing of a photo ID', async () => {
    const { next } = await confirmationOf(['Digital'], 'Digital', {
      chargedToday: 1_500,
      monthly: 1_500,
    });

    expect(next).toContain('It is used online: no club visit is needed.');
    expect(next).not.toContain('photo ID');
  });

  it('tells a waitlist join nothing was charged, and when it will be', async () => {
    const { payment, next } = await confirmationOf(['Waitlist'], 'MonthlySGT', {
      chargedToday: 0,
      monthly: 30_900,
      status: 'Pending',
    });

    expect(payment).toEqual(['Charged today', 'Charged monthly once activated']);
    expect(next).toBe(
      'You are on the waitlist. Nothing was charged today, and your card is not charged until your membership is activated; we will email you when it is.',
    );
  });
});

describe('the confirmation leads on to the new member experiences (product/pages.md#new-member-experiences)', () => {
  const experiencesLink = () =>
    screen.queryByRole('link', { name: 'Choose your new member experiences' });

  it('links to the club’s experiences with the purchase’s proof as the sso', async () => {
    await confirmationOf([], 'Monthly', { chargedToday: 8_999, monthly: 8_999 }, false, {
      clubId: '5',
    });

    expect(experiencesLink()?.getAttribute('href')).toBe(
      '/new-member-experiences?mmsClubId=5&clubProductPagePath=%2Fjoin%2Fconfirmation&sso=token-1',
    );
  });

  it('offers no link when neither the tab nor the server knows the club', async () => {
    await confirmationOf([], 'Monthly', { chargedToday: 8_999, monthly: 8_999 });

    expect(experiencesLink()).toBeNull();
  });

  it('says where the club is, with a map, and its hours today (issue 21: next steps)', async () => {
    const day = [{ opens: '05:00', closes: '22:00', kind: 'staffed' as const }];
    api.answer(getClubHours, {
      clubId: '5',
      timeZone: 'America/Chicago',
      today: { date: '2026-11-23', weekday: 'monday' as const, blocks: day, holiday: null },
      status: {
        open: true as const,
        kind: 'staffed' as const,
        until: { date: '2026-11-23', time: '22:00' },
      },
      week: {
        monday: day,
        tuesday: day,
        wednesday: day,
        thursday: day,
        friday: day,
        saturday: [],
        sunday: [],
      },
      holidays: [],
    });
    await confirmationOf([], 'Monthly', { chargedToday: 8_999, monthly: 8_999 }, false, {
      clubId: '5',
    });

    const club = screen.getByRole('region', { name: 'Your club' });
    expect(
      within(club).getByRole('link', { name: /^2901 Corporate Pl, Chanhassen, MN 55317/ }),
    ).toBeTruthy();
    expect(await within(club).findByText(/^Hours today: 5 am – 10 pm\. Open now/)).toBeTruthy();
  });
});
