// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callEnded,
  callFailed,
  callStarted,
  callSucceeded,
  dismissCallErrors,
} from '../../api/callTracker';
import { expireSession } from '../session/expireSession';
import { clubStore } from '../stores/clubStore';
import { ErrorModal } from './ErrorModal';
import { SpinnerOverlay } from './SpinnerOverlay';

afterEach(() => {
  cleanup();
  act(() => dismissCallErrors());
  expireSession();
});

const TITLE = 'It looks like an error occurred in our system!';
const BODY =
  'Please refresh and try to complete the enrollment process again. If you experience this error a second time, please call';
const CLUB_URL = 'GET /api/content/clubs/12';

const dialog = () => screen.queryByRole('alertdialog', { name: TITLE });

describe('the error modal (product/errors-and-messages.md#the-system-error)', () => {
  it('is closed while no call holds an error', () => {
    render(<ErrorModal />);

    expect(dialog()).toBeNull();
  });

  it.each([
    ["the chosen club's phone as (###) ###-####", '9525550143', `${BODY} (952) 555-0143.`],
    ['a request to call the club before one is chosen', undefined, `${BODY} your club.`],
  ])('opens when a call fails, ending with %s', (_case, phone, body) => {
    if (phone) {
      clubStore.setState({
        club: { mmsClubId: '12', marketingClubName: 'Eden Prairie', country: 'US', phone },
      });
    }
    render(<ErrorModal />);

    act(() => callFailed(CLUB_URL, 'Something went wrong on our side'));

    expect(dialog()?.textContent).toBe(`${TITLE}${body}Close`);
  });

  it("closes when that URL's next call succeeds, not when another URL's does", () => {
    render(<ErrorModal />);
    act(() => callFailed(CLUB_URL, 'Something went wrong on our side'));

    act(() => callSucceeded('GET /api/product/club/12/default'));
    expect(dialog()).not.toBeNull();
    act(() => callSucceeded(CLUB_URL));
    expect(dialog()).toBeNull();
  });

  it('lets the person close it', async () => {
    const user = userEvent.setup();
    render(<ErrorModal />);
    act(() => callFailed(CLUB_URL, 'Something went wrong on our side'));

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(dialog()).toBeNull();
  });
});

describe('the spinner overlay (product/wizard.md#loading-indicators)', () => {
  it('shows while calls load, with the latest message, and goes when the last ends', () => {
    render(<SpinnerOverlay />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => callStarted(undefined));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    act(() => callStarted('Finding clubs near you'));
    expect(screen.getByRole('status', { name: 'Finding clubs near you' }).textContent).toBe(
      'Finding clubs near you',
    );

    act(() => callEnded());
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => callEnded());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
