import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, TRAINER_PAGE_ROUTE } from '@clubjoin/domain/pages';
import { appRoutes } from './router';

/** Every path a route of the tree shows a page at; the catch-all (the not-found page) aside. */
function pagePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe('the app’s routes', () => {
  it('are the pages of the domain’s table, which the server answers 200 (and 404 elsewhere)', () => {
    expect(pagePaths(appRoutes()).sort()).toEqual([...APP_PAGE_PATHS, TRAINER_PAGE_ROUTE].sort());
  });
});
