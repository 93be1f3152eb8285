import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoadFailed } from './pages/PageLoadFailed';

/** A route's screen: there at once, or loaded with its route (its code in a chunk of its own). */
export type RouteScreen = ReactElement | (() => Promise<ReactElement>);

/**
 * A screen as a route gives it: at once, or loaded beside the route's loader, so that a page's code
 * reaches only the visitors who open it. A loaded screen has the route's error boundary: should its
 * code fail to download, the page says so and offers to try again.
 */
export function screenRoute(screen: RouteScreen): Partial<RouteObject> {
  return typeof screen === 'function'
    ? { lazy: async () => ({ element: await screen() }), errorElement: <PageLoadFailed /> }
    : { element: screen };
}
