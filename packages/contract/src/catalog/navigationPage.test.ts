import { describe, expect, it } from 'vitest';
import { verdict } from './catalogRecords.fixture';
import { NavigationPage } from './navigationPage';

const page = (path: string, children: unknown[] = []) => ({
  path,
  title: path,
  hidden: false,
  rawLink: false,
  children,
});

describe('a team-member navigation page (product/team-portal.md#navigation-tree)', () => {
  it.each([
    [
      'a page with nested children',
      page('/member', [page('/member/nmo', [page('/member/nmo/department-dashboard')])]),
      'valid',
    ],
    [
      'a raw link at a position',
      { ...page('/member/test-spa/library/workouts'), rawLink: true, position: 3 },
      'valid',
    ],
    [
      'a child outside its parent',
      page('/member', [page('/login')]),
      'children.0.path: A child of /member has a path under it',
    ],
    [
      'a grandchild outside its parent',
      page('/member', [page('/member/nmo', [page('/member/coaching')])]),
      'children.0.children.0.path: A child of /member/nmo has a path under it',
    ],
    [
      'a path with a trailing slash',
      page('/member/'),
      'path: A page path is /-separated lowercase segments',
    ],
  ])('%s', (_name, value, expected) => {
    expect(verdict(NavigationPage, value)).toBe(expected);
  });
});
