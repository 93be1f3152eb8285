// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissCallErrors } from '../../../api/callTracker';
import { ClubAccessModal } from './ClubAccessModal';
import {
  accessArea as area,
  accessClub,
  membershipCard,
  productFor,
} from './membershipCard.fixture';

const card = membershipCard('Monthly');
const shown = { card, product: productFor(card, 2), price: '$1.00' };

const result = {
  localArea: area('MN', 'Minnesota', [
    accessClub('5', 'Chanhassen, MN', 'OPEN'),
    accessClub('19', 'IDS Center, MN', 'OPEN', 6),
    accessClub('40', 'Edina, MN', 'PRESALE'),
  ]),
  globalAreas: [area('AZ', 'Arizona', [accessClub('212', 'Scottsdale, AZ', 'OPEN')])],
};

const requested: string[] = [];
let answer: () => Response;

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return url.startsWith('/api/gateway/') ? answer() : new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  cleanup();
  dismissCallErrors();
  vi.unstubAllGlobals();
});

describe('the club-access modal (product/club-and-entry.md#club-access, #which-clubs-are-listed)', () => {
  it("asks for the card's product at its price for the adults, and lists the open clubs of type 1 or 2 by area", async () => {
    answer = () => Response.json(result);
    render(
      <ClubAccessModal shown={shown} clubId="5" adults={2} onClose={vi.fn()} onFailure={vi.fn()} />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Clubs included with Monthly title' });
    await screen.findByRole('heading', { level: 3, name: 'Minnesota' });
    expect(requested).toEqual([
      `/api/gateway/proc-commerce/v2/accessibleclubs/producttype/Monthly/price/${shown.product.price.productPrice}/adults/2?clubId=5`,
    ]);
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Chanhassen, MN', 'Scottsdale, AZ']);
    expect(dialog.textContent).toContain('Arizona');
  });

  it('hands a failure to the caller', async () => {
    answer = () => Response.json({ message: 'Down' }, { status: 503 });
    const onFailure = vi.fn();
    render(
      <ClubAccessModal
        shown={shown}
        clubId="5"
        adults={2}
        onClose={vi.fn()}
        onFailure={onFailure}
      />,
    );

    await waitFor(() => expect(onFailure).toHaveBeenCalledOnce());
  });
});
