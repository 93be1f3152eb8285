// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_FAILED_TEXT } from './pages/PageLoadFailed';
import { screenRoute } from './routeScreen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderRoute(screenLoad: () => Promise<ReactElement>) {
  const router = createMemoryRouter([{ path: '/', ...screenRoute(screenLoad) }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('a screen that loads with its route', () => {
  it('shows it once its code has loaded', async () => {
    renderRoute(async () => <h1>Loaded page</h1>);

    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('says so, with a way to try again, when its code fails to download', async () => {
    renderRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAGE_LOAD_FAILED_TEXT);
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
