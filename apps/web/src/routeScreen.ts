import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';

/** A route's screen: there at once, or loaded with its route (its code in a chunk of its own). */
export type RouteScreen = ReactElement | (() => Promise<ReactElement>);

/**
 * A screen as a route gives it: at once, or loaded beside the route's loader, so that a page's code
 * reaches only the visitors who open it.
 */
export function screenRoute(screen: RouteScreen): Partial<RouteObject> {
  return typeof screen === 'function'
    ? { lazy: async () => ({ element: await screen() }) }
    : { element: screen };
}
