/**
 * A page of the team-member portal's navigation (product/team-portal.md#navigation-tree): its
 * path, title, whether the menu hides it, whether its link is raw (a plain link, not an in-app
 * route), its authored position, and its children.
 */
export interface PortalPage {
  path: string;
  title: string;
  hidden: boolean;
  rawLink: boolean;
  position?: number | undefined;
  children: PortalPage[];
}

const page = (
  path: string,
  title: string,
  children: PortalPage[] = [],
  options: { hidden?: boolean; rawLink?: boolean; position?: number } = {},
): PortalPage => ({
  path,
  title,
  hidden: options.hidden ?? false,
  rawLink: options.rawLink ?? false,
  ...(options.position === undefined ? {} : { position: options.position }),
  children,
});
const hidden = { hidden: true } as const;

/** The staff administration page, which the spec's tree does not name (decision 0023). */
export const STAFF_ADMIN_PATH = '/member/staff-admin';

/** The club managers' in-club sales dashboard and its approval queue (docs/decisions/0035). */
export const SALES_DASHBOARD_PATH = '/member/sales-dashboard';
export const SALE_APPROVALS_PATH = '/member/sales-dashboard/approvals';

/** The team-member login page, where the portal sends anyone not signed in. */
export const TEAM_LOGIN_PATH = '/login';

/** The portal's dashboard, where a team member lands after signing in. */
export const PORTAL_HOME_PATH = '/member';

/**
 * The portal's static tree (product/team-portal.md#navigation-tree: the fallback when the
 * navigation call fails), with the staff administration page beside the spec's pages. The demo
 * catalog's data/catalog/teamNavigation.json holds the same tree for the dynamic navigation; a
 * test keeps the two equal.
 */
export const STATIC_PORTAL_TREE: readonly PortalPage[] = [
  page(TEAM_LOGIN_PATH, 'Team Member Login'),
  page(PORTAL_HOME_PATH, 'Dashboard', [
    page('/member/nmo', 'New Member Onboarding', [
      page('/member/nmo/department-dashboard', 'Department Dashboard'),
      page('/member/nmo/member-services-dashboard', 'Member Services Dashboard'),
    ]),
    page('/member/coaching', 'Personal Training', [
      page('/member/coaching/search', 'Member Search'),
      page('/member/coaching/pt-client-list', 'My Client List', [], hidden),
      page('/member/coaching/session-detail', 'Session Detail', [], hidden),
      page('/member/coaching/program-admin', 'Program Admin'),
      page('/member/coaching/trainer-access', 'Trainer Access'),
    ]),
    page('/member/test-spa/library/workouts', 'Workouts', [], { rawLink: true, position: 3 }),
    page('/member/bios-admin', 'Team Member Bios', [
      page('/member/bios-admin/manage-profile', 'Manage Profile', [
        page(
          '/member/bios-admin/manage-profile/edit-profile-job-details',
          'Edit Job Details',
          [],
          hidden,
        ),
        page(
          '/member/bios-admin/manage-profile/edit-profile-social',
          'Edit Social Links',
          [],
          hidden,
        ),
        page(
          '/member/bios-admin/manage-profile/edit-profile-about-me',
          'Edit About Me',
          [],
          hidden,
        ),
        page('/member/bios-admin/manage-profile/manage-testimonials', 'Manage Testimonials'),
      ]),
    ]),
    page(
      '/member/member-details',
      'Member Details',
      [
        page('/member/member-details/connectivity', 'Connectivity'),
        page('/member/member-details/activity-timeline', 'Activity Timeline'),
        page('/member/member-details/packages', 'Packages'),
        page('/member/member-details/workouts', 'Workouts'),
        page('/member/member-details/assessment', 'Assessment', [], hidden),
      ],
      hidden,
    ),
    page('/member/search-all-members', 'Search All Members'),
    page('/member/notifications', 'Notifications', [
      page('/member/notifications/manage', 'Manage Notifications'),
    ]),
    page('/member/location-admin', 'Location Admin', [
      page('/member/location-admin/location-hours', 'Location Hours', [], hidden),
    ]),
    page('/member/performer-bio-search', 'Performer Bio Search'),
    page(SALES_DASHBOARD_PATH, 'Sales Dashboard', [page(SALE_APPROVALS_PATH, 'Sale Approvals')]),
    page('/member/test-spa', 'Test SPA', [], hidden),
    page(STAFF_ADMIN_PATH, 'Staff Administration'),
  ]),
  page('/policy/accessibility', 'Accessibility Policy', [], hidden),
];

/** Every path of a tree, parents before their children. */
export function pagePaths(tree: readonly PortalPage[]): string[] {
  return tree.flatMap((entry) => [entry.path, ...pagePaths(entry.children)]);
}

/** Every path of the portal the app shows a page at: the static tree's pages under /member. */
export const PORTAL_PAGE_PATHS: readonly string[] = pagePaths(STATIC_PORTAL_TREE).filter(
  (path) => path === PORTAL_HOME_PATH || path.startsWith(`${PORTAL_HOME_PATH}/`),
);
