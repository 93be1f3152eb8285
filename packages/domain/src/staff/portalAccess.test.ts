import { describe, expect, it } from 'vitest';
import {
  mayActForClub,
  mayOpenPage,
  mayRecordAssessment,
  maySellInClub,
  maySellTraining,
  navigationFor,
  notificationTargetsFor,
} from './portalAccess';
import { pagePaths, type PortalPage, STATIC_PORTAL_TREE } from './portalNavigation';
import type { StaffRole } from './roles';

/** The pages each role lists in its menu: its navigation's visible pages. */
function listed(role: StaffRole): string[] {
  const visible = (tree: readonly PortalPage[]): string[] =>
    tree.flatMap((page) => (page.hidden ? [] : [page.path, ...visible(page.children)]));
  return visible(navigationFor(role, STATIC_PORTAL_TREE));
}

describe('mayOpenPage', () => {
  it.each<[StaffRole, string, boolean]>([
    ['salesAdvisor', '/member', true],
    ['salesAdvisor', '/member/nmo', true],
    ['salesAdvisor', '/member/nmo/member-services-dashboard', false],
    ['salesAdvisor', '/member/search-all-members', true],
    ['salesAdvisor', '/member/member-details/activity-timeline', true],
    ['salesAdvisor', '/member/bios-admin/manage-profile', true],
    ['salesAdvisor', '/member/bios-admin/manage-profile/manage-testimonials', false],
    ['salesAdvisor', '/member/coaching', false],
    ['salesAdvisor', '/member/notifications', false],
    ['memberServices', '/member/nmo/member-services-dashboard', true],
    ['memberServices', '/member/nmo/department-dashboard', false],
    ['memberServices', '/member/notifications/manage', true],
    ['personalTrainer', '/member/coaching/pt-client-list', true],
    ['personalTrainer', '/member/test-spa/library/workouts', true],
    ['personalTrainer', '/member/search-all-members', false],
    ['personalTrainer', '/member/nmo', false],
    ['fitnessManager', '/member/nmo/department-dashboard', true],
    ['fitnessManager', '/member/bios-admin/manage-profile/manage-testimonials', true],
    ['fitnessManager', '/member/location-admin', false],
    ['clubManager', '/member/location-admin/location-hours', true],
    ['clubManager', '/member/notifications/manage', true],
    ['clubManager', '/member/staff-admin', false],
    ['administrator', '/member/staff-admin', true],
    ['administrator', '/member/nmo/department-dashboard', true],
    ['clubManager', '/member/sales-dashboard', true],
    ['clubManager', '/member/sales-dashboard/approvals', true],
    ['administrator', '/member/sales-dashboard/approvals', true],
    ['salesAdvisor', '/member/sales-dashboard', false],
    ['salesAdvisor', '/member/sales-dashboard/approvals', false],
    ['fitnessManager', '/member/sales-dashboard', false],
  ])('%s may open %s: %s', (role, path, expected) => {
    expect(mayOpenPage(role, path)).toBe(expected);
  });

  it('opens no path that is not a portal page, for any role', () => {
    for (const path of ['/member/unknown', '/login', '/join', '/member/staff-admin/x', '']) {
      expect(mayOpenPage('administrator', path)).toBe(false);
    }
  });
});

describe('mayActForClub', () => {
  it('lets a team member act for their clubs only, and an administrator for every club', () => {
    expect(mayActForClub({ role: 'clubManager', clubIds: ['5', '17'] }, '17')).toBe(true);
    expect(mayActForClub({ role: 'clubManager', clubIds: ['5', '17'] }, '301')).toBe(false);
    expect(mayActForClub({ role: 'salesAdvisor', clubIds: [] }, '5')).toBe(false);
    expect(mayActForClub({ role: 'administrator', clubIds: [] }, '301')).toBe(true);
  });
});

describe('navigationFor', () => {
  it('lists exactly the pages each role may open, hidden ones left out of the menu', () => {
    expect(listed('salesAdvisor')).toEqual([
      '/member',
      '/member/nmo',
      '/member/bios-admin',
      '/member/bios-admin/manage-profile',
      '/member/search-all-members',
      '/member/performer-bio-search',
    ]);
    expect(listed('personalTrainer')).toEqual([
      '/member',
      '/member/coaching',
      '/member/coaching/search',
      '/member/coaching/program-admin',
      '/member/coaching/trainer-access',
      '/member/test-spa/library/workouts',
      '/member/bios-admin',
      '/member/bios-admin/manage-profile',
      '/member/performer-bio-search',
    ]);
    expect(listed('administrator')).toContain('/member/staff-admin');
    expect(listed('clubManager')).not.toContain('/member/staff-admin');
  });

  it('keeps hidden pages with their flag, reachable by link, and drops the login page', () => {
    const tree = navigationFor('personalTrainer', STATIC_PORTAL_TREE);
    const paths = pagePaths(tree);
    expect(paths).toContain('/member/coaching/pt-client-list');
    expect(paths).toContain('/member/member-details/assessment');
    expect(paths).toContain('/policy/accessibility');
    expect(paths).not.toContain('/login');
    const memberDetails = tree[0]?.children.find((page) => page.path === '/member/member-details');
    expect(memberDetails?.hidden).toBe(true);
    const workouts = tree[0]?.children.find((page) => page.rawLink);
    expect(workouts).toMatchObject({ title: 'Workouts', position: 3 });
  });

  it('gives an administrator the whole tree but the login page', () => {
    expect(pagePaths(navigationFor('administrator', STATIC_PORTAL_TREE))).toEqual(
      pagePaths(STATIC_PORTAL_TREE).filter((path) => path !== '/login'),
    );
  });
});

describe('notificationTargetsFor', () => {
  it('gives member services new members and one member, managers a role too, others nothing', () => {
    expect(notificationTargetsFor('memberServices')).toEqual(['newMembers', 'member']);
    expect(notificationTargetsFor('clubManager')).toEqual(['newMembers', 'member', 'role']);
    expect(notificationTargetsFor('administrator')).toEqual(['newMembers', 'member', 'role']);
    for (const role of ['salesAdvisor', 'personalTrainer', 'fitnessManager'] as const) {
      expect(notificationTargetsFor(role)).toEqual([]);
    }
  });
});

describe('maySellInClub (docs/decisions/0028)', () => {
  it.each<[StaffRole, boolean]>([
    ['salesAdvisor', true],
    ['memberServices', false],
    ['personalTrainer', false],
    ['fitnessManager', false],
    ['clubManager', true],
    ['administrator', true],
  ])('%s sells at the club: %s', (role, expected) => {
    expect(maySellInClub(role)).toBe(expected);
  });
});

describe('maySellTraining (docs/decisions/0038)', () => {
  it.each<[StaffRole, boolean]>([
    ['salesAdvisor', false],
    ['memberServices', false],
    ['personalTrainer', true],
    ['fitnessManager', true],
    ['clubManager', true],
    ['administrator', true],
  ])('%s sells training packages: %s', (role, expected) => {
    expect(maySellTraining(role)).toBe(expected);
  });
});

describe('mayRecordAssessment (docs/decisions/0034)', () => {
  it.each<[StaffRole, boolean]>([
    ['salesAdvisor', false],
    ['memberServices', false],
    ['personalTrainer', true],
    ['fitnessManager', true],
    ['clubManager', false],
    ['administrator', false],
  ])('%s records fitness assessments: %s', (role, expected) => {
    expect(mayRecordAssessment(role)).toBe(expected);
  });
});
