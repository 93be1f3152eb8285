// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Club } from '@clubjoin/contract/catalog/club';
import { ClubResults } from './ClubResults';

// The map's chunk cannot be fetched (offline, or a deployment replaced it).
vi.mock('./ClubMap', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const toronto = {
  mmsClubId: '412',
  marketingClubName: 'Toronto Yorkville, ON',
  street1: '1 Bloor St',
  city: 'Toronto',
  stateAbbr: 'ON',
  zip: 'M4W 1A5',
  country: 'CA',
  open: 'OPEN',
  openDate: null,
  latitude: 43.6697,
  longitude: -79.389,
} as Club;

afterEach(cleanup);

it('lists and chooses the clubs without a map, and without a word, when the map cannot load', async () => {
  // React reports the error its boundary caught; the person sees nothing of it.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onChoose = vi.fn();
  const { container } = render(
    <ClubResults
      clubs={[toronto]}
      mapLabel="Map of the club found near Toronto"
      onChoose={onChoose}
    />,
  );

  await vi.waitFor(() => expect(reported).toHaveBeenCalled());
  expect(screen.queryByRole('group')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  // The map's box is gone, not left empty.
  expect(container.querySelector('ul')?.nextElementSibling?.childElementCount).toBe(0);
  const [result] = within(screen.getByRole('list')).getAllByRole('button');
  await userEvent.setup().click(result as HTMLElement);
  expect(onChoose).toHaveBeenCalledWith(toronto);
  reported.mockRestore();
});
