import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoadFailed } from './pages/PageLoadFailed';

/** A route's screen: there at once, or loaded with its route (its code in a chunk of its own). */
export type RouteScreen = ReactElement | (() => Promise<ReactElement>);

/**
 * A page's code loaded with its route; should the download fail, the page says so and offers to
 * try again. The failure is the route's screen, not a rejected `lazy`: React Router keeps a route
 * whose `lazy` rejected as still loading and renders nothing in its place, under a parent with a
 * hydrate fallback as the app's frame has.
 */
export async function loadedOrFailed(
  load: () => Promise<ReactElement>,
): Promise<{ element: ReactElement }> {
  try {
    return { element: await load() };
  } catch {
    return { element: <PageLoadFailed /> };
  }
}

/**
 * A screen as a route gives it: at once, or loaded beside the route's loader, so that a page's code
 * reaches only the visitors who open it. A loaded screen also has the route's error boundary, which
 * says the same should the screen fail as it renders.
 */
export function screenRoute(screen: RouteScreen): Partial<RouteObject> {
  return typeof screen === 'function'
    ? { lazy: () => loadedOrFailed(screen), errorElement: <PageLoadFailed /> }
    : { element: screen };
}
