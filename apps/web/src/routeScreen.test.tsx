// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_FAILED_TEXT } from './pages/PageLoadFailed';
import { screenRoute } from './routeScreen';
import { ScreenSlot } from './routing/ScreenSlot';
import { renderAt } from './testing/memoryHistory';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What a browser's import() rejects with when a chunk cannot be downloaded. */
const failedDownload = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page.js'));

/** The app's shape: a frame whose slot shows a start page or a page loaded with its route. */
function renderApp(load: () => Promise<ReactElement>, at: string) {
  const { Screen } = screenRoute(load);
  return renderAt(
    at,
    <>
      <header>The frame</header>
      <ScreenSlot>
        <Switch>
          <Route path="/">
            <h1>Start</h1>
          </Route>
          <Route path="/page">
            <Screen />
          </Route>
        </Switch>
      </ScreenSlot>
    </>,
  );
}

/** A screen that fails as it renders. */
function Broken(): ReactElement {
  throw new Error('The screen broke');
}

describe('a screen that loads with its route', () => {
  it('shows once its code has loaded', async () => {
    renderApp(async () => <h1>Loaded page</h1>, '/page');

    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('says so in the frame, with a Try again that reloads, when its code fails to download on the way there', async () => {
    const history = renderApp(failedDownload, '/');
    await screen.findByRole('heading', { name: 'Start' });

    await history.navigate('/page');

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

  it('says so in the frame when it fails as it renders, and shows the next page the person opens', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = renderApp(async () => <Broken />, '/page');

    expect((await screen.findByRole('alert')).textContent).toContain(PAGE_LOAD_FAILED_TEXT);
    expect(screen.getByRole('banner').textContent).toBe('The frame');
    await history.navigate('/');
    expect(screen.getByRole('heading', { name: 'Start' })).toBeTruthy();
  });
});
