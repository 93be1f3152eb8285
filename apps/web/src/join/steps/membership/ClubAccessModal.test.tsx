// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubAccessResult, getAccessibleClubs } from '@clubjoin/contract/clubs';
import { postLog } from '@clubjoin/contract/logs';
import { ServerDataProvider } from '../../../api/ServerDataProvider';
import { dismissCallErrors } from '../../../api/callTracker';
import { failure, setupFakeApi } from '../../../testing/fakeApi';
import { ClubAccessModal } from './ClubAccessModal';
import {
  accessArea as area,
  accessClub,
  membershipCard,
  productFor,
} from './membershipCard.fixture';

const api = setupFakeApi();

const card = membershipCard('Monthly');
const shown = {
  card,
  product: productFor(card, 2),
  price: '$1.00',
  joiningFee: null,
  recommended: false,
};

const result = ClubAccessResult.parse({
  localArea: area('MN', 'Minnesota', [
    accessClub('5', 'Chanhassen, MN', 'OPEN'),
    accessClub('19', 'IDS Center, MN', 'OPEN', 6),
    accessClub('40', 'Edina, MN', 'PRESALE'),
  ]),
  globalAreas: [area('AZ', 'Arizona', [accessClub('212', 'Scottsdale, AZ', 'OPEN')])],
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
});

describe('the club-access modal (product/club-and-entry.md#club-access, #which-clubs-are-listed)', () => {
  it("asks for the card's product at its price for the adults, and lists the open clubs of type 1 or 2 by area", async () => {
    api.answer(getAccessibleClubs, result);
    render(
      <ClubAccessModal shown={shown} clubId="5" adults={2} onClose={vi.fn()} onFailure={vi.fn()} />,
      { wrapper: ServerDataProvider },
    );

    const dialog = screen.getByRole('dialog', { name: 'Clubs included with Monthly title' });
    await screen.findByRole('heading', { level: 3, name: 'Minnesota' });
    expect(await api.requests()).toEqual([
      `GET /api/gateway/proc-commerce/v2/accessibleclubs/producttype/Monthly/price/${shown.product.price.productPrice}/adults/2?clubId=5`,
    ]);
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Chanhassen, MN', 'Scottsdale, AZ']);
    expect(dialog.textContent).toContain('Arizona');
  });

  it('hands a failure to the caller', async () => {
    api.answer(getAccessibleClubs, failure(503, 'Down'));
    // The failure is sent to the server's log.
    api.answer(postLog, null);
    const onFailure = vi.fn();
    render(
      <ClubAccessModal
        shown={shown}
        clubId="5"
        adults={2}
        onClose={vi.fn()}
        onFailure={onFailure}
      />,
      { wrapper: ServerDataProvider },
    );

    await waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
  });
});
