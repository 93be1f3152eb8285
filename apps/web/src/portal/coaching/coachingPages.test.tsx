// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAllClubs } from '@clubjoin/contract/clubs';
import {
  type ClientDetail,
  completeSession,
  createTrainingPackage,
  getClient,
  listClients,
  listTrainingPackages,
  type PackageSold,
  planSession,
  sellTrainingPackage,
  type TrainingPackage,
} from '@clubjoin/contract/coaching';
import { createPaymentToken } from '@clubjoin/contract/payments';
import { listWorkouts } from '@clubjoin/contract/workouts';
import { DECLINE_MESSAGES } from '@clubjoin/domain/payments/declineMessages';
import { COACHING_MESSAGES } from '@clubjoin/domain/staff/coaching';
import { LISTED_CLUB } from '../../join/navigation/clubSync.fixture';
import { renderAt } from '../../testing/memoryHistory';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { ProgramAdminPage, SessionDetailPage } from './CoachingPages';

const api = setupFakeApi();
const CLIENT_ID = '3f0c8a52-0000-4000-8000-000000000001';

function detail(change: Partial<ClientDetail> = {}): ClientDetail {
  return {
    client: {
      clientId: CLIENT_ID,
      clubId: '5',
      firstName: 'Jane',
      lastName: 'Doe',
      email: null,
      phoneNumber: null,
      membershipId: 'M-700001',
      trainerId: 'pat',
      trainerName: 'Pat Trainer',
      sessionsLeft: 3,
      validUntil: '2027-01-20T18:00:00.000Z',
      lastSession: '2026-11-20T07:30',
      nextSession: '2026-11-23T07:30',
      daysSinceAssessed: null,
    },
    access: { needed: true, grantedAt: null },
    sessions: [
      {
        sessionId: 'planned-1',
        clientId: CLIENT_ID,
        trainerName: 'Pat Trainer',
        date: '2026-11-23',
        time: '07:30',
        exercises: [],
        notes: '',
        completedAt: null,
      },
      {
        sessionId: 'done-1',
        clientId: CLIENT_ID,
        trainerName: 'Pat Trainer',
        date: '2026-11-20',
        time: '07:30',
        exercises: [],
        notes: 'Left knee tender.',
        completedAt: '2026-11-20T08:30:00.000Z',
      },
    ],
    sales: [],
    program: null,
    ...change,
  };
}

/** Club 5 as if it were in Toronto: a Canadian club, on Eastern time. */
const CANADIAN_CLUB = {
  ...LISTED_CLUB,
  country: 'CA' as const,
  state: 'Ontario',
  stateAbbr: 'ON',
  zip: 'M5R 1B2',
  timeZone: 'America/Toronto',
};

const FOUR_SESSIONS: TrainingPackage = {
  packageId: 'pkg-4',
  clubId: '5',
  name: 'Four sessions',
  sessions: 4,
  priceCents: 32000,
  validityDays: 60,
};

const SOLD: PackageSold = {
  sale: {
    saleId: 'sale-1',
    packageName: 'Four sessions',
    sessions: 4,
    amountCents: 32000,
    currency: { code: 'CAD', symbol: 'C$' },
    cardBrand: 'visa',
    cardLastFour: '4242',
    chargeReference: 'ch_sandbox_1',
    soldByName: 'Pat Trainer',
    // 22:30 on the 21st in Toronto, already the 22nd in UTC.
    soldAt: '2026-11-22T03:30:00.000Z',
  },
  sessionsLeft: 7,
  validUntil: '2027-01-21T03:30:00.000Z',
};

function open(page = <SessionDetailPage />, path = '/member/coaching/session-detail') {
  renderAt(`${path}?clientId=${CLIENT_ID}`, page, { wrapper: ServerDataProvider });
  return userEvent.setup();
}

beforeEach(() => {
  answerSignedInAdvisor(api);
  api.answer(getAllClubs, [LISTED_CLUB]);
  api.answer(listTrainingPackages, { clubId: '5', packages: [], mayDefine: false });
  api.answer(listWorkouts, { workouts: [] });
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('session detail (docs/decisions/0033)', () => {
  it('says a member has given no access, and shows the server’s refusal to plan', async () => {
    api.answer(getClient, detail());
    api.answer(planSession, failure(403, COACHING_MESSAGES.noConsent));
    const user = open();
    expect((await screen.findByRole('note', { name: 'No consent' })).textContent).toContain(
      'Jane Doe has not given you access',
    );
    expect(screen.getByRole('region', { name: 'Previous session notes' }).textContent).toContain(
      'Left knee tender.',
    );
    await user.type(screen.getByLabelText('Date'), '2026-11-24');
    await user.type(screen.getByLabelText('Time'), '07:30');
    await user.click(screen.getByRole('button', { name: 'Plan the session' }));
    const plan = screen.getByRole('form', { name: 'Plan a session' });
    expect(
      (await within(plan).findByText(COACHING_MESSAGES.noConsent)).closest('[role="alert"]'),
    ).toBeTruthy();
  });

  it('names the member while acting for them, and completes a session from the package', async () => {
    let completed = false;
    const consented = { needed: true, grantedAt: '2026-11-21T18:00:00.000Z' };
    api.answer(getClient, () => detail({ access: consented }));
    api.answer(completeSession, () => {
      completed = true;
      return detail({
        access: consented,
        client: { ...detail().client, sessionsLeft: 2 },
      });
    });
    const user = open();
    expect(
      (await screen.findByRole('note', { name: 'Acting for a member' })).textContent,
    ).toContain('Acting for Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Complete the session of 2026-11-23' }));
    expect(await screen.findByText('Session completed: 2 sessions left.')).toBeDefined();
    expect(completed).toBe(true);
    const [call] = await api.calls(completeSession);
    expect(call?.params).toEqual({ sessionId: 'planned-1' });
  });
});

describe('selling a training package at the desk (docs/decisions/0038)', () => {
  async function enterCard(user: ReturnType<typeof open>, card = '4242424242424242') {
    await user.selectOptions(screen.getByLabelText('Training package'), 'pkg-4');
    await user.type(screen.getByLabelText('Card number'), card);
    await user.type(screen.getByLabelText('Name on card'), 'Jane Doe');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code'), '123');
  }

  beforeEach(() => {
    // The card entry checks the expiry against today: a fixed today, so 12/30 is never past.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:00:00Z'));
    api.answer(getAllClubs, [CANADIAN_CLUB]);
    api.answer(listTrainingPackages, { clubId: '5', packages: [FOUR_SESSIONS], mayDefine: false });
    api.answer(createPaymentToken, {
      token: 'tok_sandbox_1',
      paymentKind: 'credit',
      brand: 'visa',
      lastFour: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('charges the card entered in the join’s card entry once, in the club’s currency, and shows the receipt on the club’s clock', async () => {
    let sold = false;
    api.answer(getClient, () =>
      sold
        ? detail({ client: { ...detail().client, sessionsLeft: 7 }, sales: [SOLD.sale] })
        : detail({ client: { ...detail().client, validUntil: '2027-01-20T03:00:00.000Z' } }),
    );
    api.answer(sellTrainingPackage, () => {
      sold = true;
      return SOLD;
    });
    const user = open();
    const sale = await screen.findByRole('form', { name: 'Sell a training package' });
    // The package's validity ends at 22:00 on the 19th in Toronto.
    expect(screen.getByText('2027-01-19')).toBeTruthy();
    expect(
      within(sale).getByRole('option', {
        name: 'Four sessions: 4 sessions, C$320.00, valid 60 days',
      }),
    ).toBeTruthy();
    await user.click(within(sale).getByRole('button', { name: 'Sell the package' }));
    expect(within(sale).getByText(COACHING_MESSAGES.packageId)).toBeTruthy();
    expect(await api.calls(createPaymentToken)).toEqual([]);

    await enterCard(user);
    expect(within(sale).getByText('The card is charged C$320.00 for 4 sessions.')).toBeTruthy();
    await user.click(within(sale).getByRole('button', { name: 'Sell the package' }));
    expect(
      await within(sale).findByText(
        'Sold Four sessions: 4 sessions for C$320.00 on Visa ending 4242. 7 sessions left.',
      ),
    ).toBeTruthy();
    const [token] = await api.calls(createPaymentToken);
    const [call] = await api.calls(sellTrainingPackage);
    expect(token?.body).toMatchObject({ kind: 'card', cardNumber: '4242 4242 4242 4242' });
    expect(call?.body).toEqual({ packageId: 'pkg-4', paymentToken: 'tok_sandbox_1' });
    const attempt = token?.headers['idempotency-key']?.replace(/-token$/, '');
    expect(call?.headers['idempotency-key']).toBe(`${attempt}-sale`);
    const receipts = await screen.findByRole('list', { name: 'Receipts, newest first' });
    expect(receipts.textContent).toBe(
      '2026-11-21 22:30: Four sessions, 4 sessions, C$320.00 on Visa ending 4242, sold by Pat Trainer (charge ch_sandbox_1)',
    );
  });

  it('shows a declined card in the sale’s own alert, and a new press is a new attempt', async () => {
    api.answer(getClient, detail());
    api.answer(sellTrainingPackage, failure(402, DECLINE_MESSAGES.genericDecline));
    const user = open();
    const sale = await screen.findByRole('form', { name: 'Sell a training package' });
    await enterCard(user, '4000000000000002');
    await user.click(within(sale).getByRole('button', { name: 'Sell the package' }));
    expect(await within(sale).findByText(DECLINE_MESSAGES.genericDecline)).toBeTruthy();
    const plan = screen.getByRole('form', { name: 'Plan a session' });
    expect(within(plan).getByRole('alert').textContent).toBe('');

    await user.click(within(sale).getByRole('button', { name: 'Sell the package' }));
    await screen.findByText(DECLINE_MESSAGES.genericDecline);
    const keys = (await api.calls(sellTrainingPackage)).map(
      (call) => call.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('program admin’s training packages (docs/decisions/0038)', () => {
  it('refuses a blank price with the domain’s message, and sends a price typed in dollars as cents', async () => {
    api.answer(getAllClubs, [CANADIAN_CLUB]);
    api.answer(listTrainingPackages, { clubId: '5', packages: [], mayDefine: true });
    api.answer(listClients, { clubId: '5', clients: [], unassigned: [] });
    api.answer(createTrainingPackage, FOUR_SESSIONS);
    const user = open(<ProgramAdminPage />, '/member/coaching/program-admin');
    const form = await screen.findByRole('form', { name: 'Add a training package' });
    await user.type(within(form).getByLabelText('Package name'), 'Four sessions');
    await user.type(within(form).getByLabelText('Sessions'), '4');
    await user.type(within(form).getByLabelText('Valid for (days)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Add the package' }));
    expect(await within(form).findByText(COACHING_MESSAGES.priceRequired)).toBeTruthy();
    expect(await api.calls(createTrainingPackage)).toEqual([]);

    await user.type(within(form).getByLabelText('Price (C$)'), '320.5');
    await user.click(within(form).getByRole('button', { name: 'Add the package' }));
    expect(await screen.findByText('Four sessions is added.')).toBeTruthy();
    const [call] = await api.calls(createTrainingPackage);
    expect(call?.body).toEqual({
      clubId: '5',
      name: 'Four sessions',
      sessions: 4,
      priceCents: 32050,
      validityDays: 60,
    });
  });
});
