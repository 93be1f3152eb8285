// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_FAILED_TEXT } from './pages/PageLoadFailed';
import { screenRoute } from './routeScreen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What a browser's import() rejects with when a chunk cannot be downloaded. */
const failedDownload = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js'));

/** The app's shape: a frame with a hydrate fallback around a start page and a lazy page. */
function renderApp(load: () => Promise<ReactElement>, at: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>The frame</header>
            <Outlet />
          </>
        ),
        HydrateFallback: () => null,
        children: [
          { path: '/', element: <h1>Start</h1> },
          { path: '/page', loader: () => null, ...screenRoute(load) },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a screen that loads with its route', () => {
  it('shows once its code has loaded', async () => {
    renderApp(async () => <h1>Loaded page</h1>, '/page');

    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('says so in the frame, with a Try again that reloads, when its code fails to download on the way there', async () => {
    const router = renderApp(failedDownload, '/');
    await screen.findByRole('heading', { name: 'Start' });

    await router.navigate('/page');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PAGE_LOAD_FAILED_TEXT);
    expect(screen.getByRole('banner').textContent).toBe('The frame');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so when the page is opened directly and its code fails to download', async () => {
    renderApp(failedDownload, '/page');

    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED_TEXT);
  });
});
