// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideSaleHold, listSaleHolds, type SaleHold } from '@clubjoin/contract/saleHolds';
import { getSalesDashboard } from '@clubjoin/contract/salesDashboard';
import { HOLD_REASON_MESSAGE } from '@clubjoin/domain/staff/saleHold';
import { SALES_RANGE_ORDER_MESSAGE } from '@clubjoin/domain/staff/salesDashboard';
import { renderAt } from '../../testing/memoryHistory';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { dismissCallErrors } from '../../api/callTracker';
import { failure, setupFakeApi } from '../../testing/fakeApi';
import { answerSignedInAdvisor } from '../../testing/signedInStaff';
import { SaleApprovalsPage } from './SaleApprovalsPage';
import { SalesDashboardPage } from './SalesDashboardPage';

const api = setupFakeApi();

const HOLD: SaleHold = {
  cartId: 'cart-1',
  clubId: '5',
  status: 'held',
  member: 'Pat Lindqvist',
  productType: 'Monthly',
  adults: 2,
  juniors: 1,
  dueToday: 12345,
  monthlyCharge: 9900,
  currency: { code: 'USD', symbol: '$' },
  saleCredit: [
    { staffId: 's1', displayName: 'Sam Sales', percent: 70 },
    { staffId: 's2', displayName: 'Morgan Services', percent: 30 },
  ],
  consentName: 'Pat Lindqvist',
  heldBy: 'Sam Sales',
  heldAt: '2026-11-21T18:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
};

function open(element: ReactNode) {
  renderAt('/', element, { wrapper: ServerDataProvider });
  return userEvent.setup();
}

beforeEach(() => answerSignedInAdvisor(api));
afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('the sale approval queue', () => {
  it('asks a reason to reject, then approves the sale', async () => {
    api.answer(listSaleHolds, { clubId: '5', holds: [HOLD] });
    api.answer(decideSaleHold, { ...HOLD, status: 'approved', decidedBy: 'Casey Manager' });
    const user = open(<SaleApprovalsPage />);
    const queue = await screen.findByRole('list', { name: 'Sales waiting for approval' });
    expect(within(queue).getByText('$123.45')).toBeDefined();
    expect(
      within(queue).getByText('Sold by Sam Sales (70%) and Morgan Services (30%)'),
    ).toBeDefined();
    await user.click(
      within(queue).getByRole('button', { name: 'Reject the sale to Pat Lindqvist' }),
    );
    expect(within(queue).getByText(HOLD_REASON_MESSAGE)).toBeDefined();
    expect(await api.calls(decideSaleHold)).toEqual([]);
    await user.click(
      within(queue).getByRole('button', { name: 'Approve the sale to Pat Lindqvist' }),
    );
    expect(await screen.findByText('The sale to Pat Lindqvist is approved.')).toBeDefined();
    const [call] = await api.calls(decideSaleHold);
    expect([call?.params, call?.body]).toEqual([{ cartId: 'cart-1' }, { decision: 'approve' }]);
  });
});

describe('the sales dashboard', () => {
  it('shows joins by day, the salespeople and the funnel, and names a bad range by its field', async () => {
    api.answer(getSalesDashboard, {
      clubId: '5',
      from: '2026-11-20',
      to: '2026-11-21',
      days: [
        { date: '2026-11-20', online: 0, inClub: 0 },
        { date: '2026-11-21', online: 1, inClub: 2 },
      ],
      totals: { online: 1, inClub: 2 },
      salespeople: [{ staffId: 's1', displayName: 'Sam Sales', sales: 2, creditedPercent: 170 }],
      funnel: [
        { step: 'cart', reached: 6, stoppedHere: 2 },
        { step: 'staged', reached: 4, stoppedHere: 1 },
        { step: 'payment', reached: 3, stoppedHere: 0 },
        { step: 'completed', reached: 3, stoppedHere: 0 },
      ],
    });
    const user = open(<SalesDashboardPage />);
    const byDay = await screen.findByRole('table', { name: 'Joins by day, in-club and online' });
    expect(within(byDay).getByRole('row', { name: 'November 21, 2026 2 1 3' })).toBeDefined();
    expect(screen.getByRole('img', { name: /^Joins by day: 3 in 2 days/ })).toBeDefined();
    const people = screen.getByRole('table', { name: /by salesperson/ });
    expect(within(people).getByRole('row', { name: 'Sam Sales 2 1.7' })).toBeDefined();
    const funnel = screen.getByRole('table', { name: /furthest step/ });
    expect(
      within(funnel).getByRole('row', { name: 'Gave the members’ details 4 1' }),
    ).toBeDefined();
    expect((await api.calls(getSalesDashboard))[0]?.query).toEqual({ clubId: '5' });

    api.answer(
      getSalesDashboard,
      failure(400, SALES_RANGE_ORDER_MESSAGE, {
        fields: [{ field: 'query.from', message: SALES_RANGE_ORDER_MESSAGE }],
      }),
    );
    await user.type(screen.getByLabelText('First day'), '2026-11-22');
    await user.type(screen.getByLabelText('Last day'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(SALES_RANGE_ORDER_MESSAGE)).toBeDefined();
    expect((await api.calls(getSalesDashboard)).at(-1)?.query).toEqual({
      clubId: '5',
      from: '2026-11-22',
      to: '2026-11-21',
    });
  });
});
