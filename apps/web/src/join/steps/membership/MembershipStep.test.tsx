// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClubAccessResult, getAccessibleClubs } from '@clubjoin/contract/clubs';
import { getClubProducts } from '@clubjoin/contract/product';
import { US_DOLLARS } from '@clubjoin/domain/money/currency';
import type { LocationAccess } from '@clubjoin/domain/wizard/locationAccess';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { setupFakeApi } from '../../../testing/fakeApi';
import { answerStoredClub } from '../../../testing/storedClub';
import { renderAt } from '../../../testing/memoryHistory';
import { JoinRoutes } from '../../joinRoutes';
import { writeCurrentStep } from '../../session/currentStep';
import { expireSession } from '../../session/expireSession';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import { accessArea, accessClub, membershipCard } from './membershipCard.fixture';

const area = accessArea('MN', 'Minnesota', [accessClub('5', 'Chanhassen, MN', 'OPEN')]);

/** The product service's cards of club 5, the club-access call and the step load's club read. */
const api = setupFakeApi();

const link: LocationAccess = {
  adultQuantity: 1,
  juniorQuantity: 0,
  clubId: '5',
  membershipType: 'MonthlySGT',
};

async function enterMembershipStep(locationAccess: LocationAccess) {
  membershipStore.setState({ mmsClubId: '5', locationAccess });
  writeCurrentStep('membershipProducts');
  renderAt('/join/membership', <JoinRoutes />, { wrapper: ServerDataProvider });
  await screen.findByRole('region', { name: 'Monthly title' });
  return userEvent.setup();
}

beforeEach(() => {
  answerStoredClub(api);
  api.answer(getAccessibleClubs, ClubAccessResult.parse({ localArea: area, globalAreas: [] }));
  api.answer(getClubProducts, {
    mmsClubId: '5',
    currency: US_DOLLARS,
    cards: [membershipCard('Monthly'), membershipCard('MonthlySGT')],
  });
  clubStore.setState({
    club: { mmsClubId: '5', marketingClubName: 'Chanhassen, MN', country: 'US' },
  });
});

afterEach(() => {
  cleanup();
  expireSession();
});

describe("the club-access modal a link opens (product/club-and-entry.md#location-access 'Quantities')", () => {
  it("opens the link's card's club access once the cards are shown; closing it leaves the cards for good", async () => {
    const user = await enterMembershipStep(link);

    const dialog = await screen.findByRole('dialog', {
      name: 'Clubs included with MonthlySGT title',
    });
    await screen.findByRole('heading', { level: 3, name: 'Minnesota' });
    expect(dialog.textContent).toContain('Chanhassen, MN');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'MonthlySGT title' })).toBeTruthy();
    expect(membershipStore.getState().locationAccess).toEqual({});
  });

  it.each<[string, LocationAccess]>([
    ['the location access is incomplete', { ...link, membershipType: undefined }],
    ['the location access was reset', {}],
  ])('opens nothing when %s', async (_, locationAccess) => {
    await enterMembershipStep(locationAccess);

    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'MonthlySGT title' })).toBeTruthy(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await api.calls(getAccessibleClubs)).toEqual([]);
  });
});
