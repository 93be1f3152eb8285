// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVATION_MESSAGES, ACTIVATION_PAGE_PATH } from '@clubjoin/domain/accounts/activation';
import { dismissCallErrors } from '../api/callTracker';
import { ActivateAccountPage } from './ActivateAccountPage';

const TOKEN = 'T'.repeat(43);
let sent: { url: string; body: unknown }[];

function open(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return url.startsWith('/api/membership') ? answer() : new Response(null, { status: 204 });
    }),
  );
  window.location.hash = `#token=${TOKEN}`;
  const router = createMemoryRouter(
    [{ path: ACTIVATION_PAGE_PATH, element: <ActivateAccountPage /> }],
    {
      initialEntries: [ACTIVATION_PAGE_PATH],
    },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  sent = [];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  dismissCallErrors();
  window.location.hash = '';
});

describe('the activation page (product/accounts-and-sign-in.md#login-problems)', () => {
  it('activates only when asked, with the token of the link, and says so', async () => {
    const user = open(() =>
      Response.json({ username: 'jane@example.com', message: ACTIVATION_MESSAGES.activated }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeDefined();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    const said = await screen.findByText(ACTIVATION_MESSAGES.activated);
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(sent).toEqual([
      { url: '/api/membership/v1/userIdentity/activation', body: { token: TOKEN } },
    ]);
    expect(screen.queryByRole('button', { name: 'Activate my account' })).toBeNull();
  });

  it('tells a link that no longer works, and how to get a new one', async () => {
    const user = open(() =>
      Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: ACTIVATION_MESSAGES.invalidLink,
          requestId: 'r-1',
        },
        { status: 400 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText(ACTIVATION_MESSAGES.invalidLink)).toBeDefined();
    expect(screen.getByText(/Resend the activation email/)).toBeDefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
