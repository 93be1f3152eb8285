import type { ComponentType, ReactElement } from 'react';
import { lazy } from 'react';
import { PageLoadFailed } from './pages/PageLoadFailed';

/** A route's screen: there at once, or loaded with its route (its code in a chunk of its own). */
export type RouteScreen = ReactElement | (() => Promise<ReactElement>);

/**
 * A page's code loaded with its route; should the download fail, the page says so and offers to
 * try again. The failure is the screen loaded, not a rejected import, so the page shows it in its
 * frame like any other screen.
 */
export async function loadedOrFailed(load: () => Promise<ReactElement>): Promise<ReactElement> {
  try {
    return await load();
  } catch {
    return <PageLoadFailed />;
  }
}

/** A route's screen as its route renders it, and a way to start loading its code early. */
export interface ScreenRoute {
  Screen: ComponentType;
  /** Starts the download of the screen's code (the wizard's guard, beside its club check). */
  preload: () => void;
}

/**
 * A screen as a route gives it: at once, or loaded when the route first shows (React.lazy, with
 * the frame's ScreenSlot showing a spinner meanwhile), so that a page's code reaches only the
 * visitors who open it.
 */
export function screenRoute(screen: RouteScreen): ScreenRoute {
  if (typeof screen !== 'function') return { Screen: () => screen, preload: () => undefined };
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () =>
    (loading ??= loadedOrFailed(screen).then((element) => ({ default: () => element })));
  return { Screen: lazy(load), preload: () => void load() };
}
