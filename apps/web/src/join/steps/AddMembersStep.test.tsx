// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { ClubPoolPassSeason } from '@clubjoin/contract/product';
import { getClubPoolPasses } from '@clubjoin/contract/product';
import { ServerDataProvider } from '../../api/ServerDataProvider';
import { setupFakeApi } from '../../testing/fakeApi';
import { answerStoredClub } from '../../testing/storedClub';
import { renderAt } from '../../testing/memoryHistory';
import { JoinRoutes } from '../joinRoutes';
import { writeCurrentStep } from '../session/currentStep';
import { expireSession } from '../session/expireSession';
import { markActivity } from '../session/sessionActivity';
import { clubStore } from '../stores/clubStore';
import type { PoolPassStoreState } from '../stores/poolPassStore';
import { poolPassStore } from '../stores/poolPassStore';

const api = setupFakeApi();

/** The pool-pass season the product service answers for club 5 (the demo catalog's 2027 one). */
const season: z.input<typeof ClubPoolPassSeason> = {
  mmsClubId: '5',
  currency: { code: 'USD', symbol: '$' },
  startDate: '2027-05-29',
  endDate: '2027-09-06',
  poolPasses: [
    { sku: 'pool-pass-adult', price: 19900 },
    { sku: 'pool-pass-junior', price: 9900 },
  ],
};
/** Opens Add Members at club 5 on `today`, the person active just now (no session popup). */
async function enterAddMembers(today: string, held?: PoolPassStoreState) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(today));
  markActivity();
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
  if (held) poolPassStore.setState(held);
  writeCurrentStep('addMembers');
  renderAt('/join/members', <JoinRoutes />, { wrapper: ServerDataProvider });
  await screen.findByRole('heading', { level: 1, name: 'Add Members' });
  return userEvent.setup();
}

beforeEach(() => {
  answerStoredClub(api);
  api.answer(getClubPoolPasses, season);
});

afterEach(() => {
  cleanup();
  expireSession();
  vi.useRealTimers();
});

describe('the summer pool-pass pop-up on Add Members (product/add-ons-and-pool-pass.md#pool-pass-offer, #pool-pass-season)', () => {
  it('offers the season in progress with its fees, and Add pool access takes it', async () => {
    const user = await enterAddMembers('2027-07-04T12:00:00Z');

    const dialog = await screen.findByRole('dialog', { name: 'Summer pool access' });
    expect(dialog.textContent).toContain('$199.00 per adult');
    expect(dialog.textContent).toContain('$99.00 per junior');
    await user.click(screen.getByRole('button', { name: 'Add pool access' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(poolPassStore.getState()).toMatchObject({
      poolPass: { kind: 'offered', active: true },
      isPoolPass: true,
    });
  });

  it('asks once: No thanks is remembered on the next entry', async () => {
    const user = await enterAddMembers('2027-05-29T00:00:00Z');
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(poolPassStore.getState().isPoolPass).toBe(false);
    cleanup();

    await enterAddMembers('2027-05-29T00:00:00Z');
    await waitFor(() => expect(poolPassStore.getState().poolPass.kind).toBe('offered'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not pop up before the season starts', async () => {
    await enterAddMembers('2027-05-28T23:59:59Z');

    await waitFor(() =>
      expect(poolPassStore.getState().poolPass).toMatchObject({ kind: 'offered', active: false }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets the pool pass when the club has none, with no error modal', async () => {
    api.answer(getClubPoolPasses, {
      mmsClubId: '5',
      currency: { code: 'USD', symbol: '$' },
      poolPasses: [],
    });

    await enterAddMembers('2027-07-04T12:00:00Z', {
      poolPass: {
        kind: 'offered',
        active: true,
        adult: { sku: 'pool-pass-adult', price: 1 },
        junior: undefined,
      },
      isPoolPass: true,
    });

    await waitFor(() => expect(poolPassStore.getState()).toEqual({ poolPass: { kind: 'reset' } }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
