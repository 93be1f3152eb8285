/**
 * The team-member portal's fallback navigation tree (product/team-portal.md#navigation-tree), title
 * then hidden flag, as data.
 */
interface Page {
  path: string;
  title: string;
  hidden: boolean;
  rawLink: boolean;
  position?: number;
  children: Page[];
}

const page = (path: string, title: string, children: Page[] = [], hidden = false): Page => ({
  path,
  title,
  hidden,
  rawLink: false,
  children,
});
const hidden = (path: string, title: string, children: Page[] = []) =>
  page(path, title, children, true);

export const TEAM_NAVIGATION: Page[] = [
  page('/login', 'Team Member Login'),
  page('/member', 'Dashboard', [
    page('/member/nmo', 'New Member Onboarding', [
      page('/member/nmo/department-dashboard', 'Department Dashboard'),
      page('/member/nmo/member-services-dashboard', 'Member Services Dashboard'),
    ]),
    page('/member/coaching', 'Personal Training', [
      page('/member/coaching/search', 'Member Search'),
      hidden('/member/coaching/pt-client-list', 'My Client List'),
      hidden('/member/coaching/session-detail', 'Session Detail'),
      page('/member/coaching/program-admin', 'Program Admin'),
      page('/member/coaching/trainer-access', 'Trainer Access'),
    ]),
    { ...page('/member/test-spa/library/workouts', 'Workouts'), rawLink: true, position: 3 },
    page('/member/bios-admin', 'Team Member Bios', [
      page('/member/bios-admin/manage-profile', 'Manage Profile', [
        hidden('/member/bios-admin/manage-profile/edit-profile-job-details', 'Edit Job Details'),
        hidden('/member/bios-admin/manage-profile/edit-profile-social', 'Edit Social Links'),
        hidden('/member/bios-admin/manage-profile/edit-profile-about-me', 'Edit About Me'),
        page('/member/bios-admin/manage-profile/manage-testimonials', 'Manage Testimonials'),
      ]),
    ]),
    hidden('/member/member-details', 'Member Details', [
      page('/member/member-details/connectivity', 'Connectivity'),
      page('/member/member-details/activity-timeline', 'Activity Timeline'),
      page('/member/member-details/packages', 'Packages'),
      page('/member/member-details/workouts', 'Workouts'),
      hidden('/member/member-details/assessment', 'Assessment'),
    ]),
    page('/member/search-all-members', 'Search All Members'),
    page('/member/notifications', 'Notifications', [
      page('/member/notifications/manage', 'Manage Notifications'),
    ]),
    page('/member/location-admin', 'Location Admin', [
      hidden('/member/location-admin/location-hours', 'Location Hours'),
    ]),
    page('/member/performer-bio-search', 'Performer Bio Search'),
    // Ours, not the spec's tree: the club managers' in-club sales pages (docs/decisions/0035).
    page('/member/sales-dashboard', 'Sales Dashboard', [
      page('/member/sales-dashboard/approvals', 'Sale Approvals'),
    ]),
    hidden('/member/test-spa', 'Test SPA'),
    // Ours, not the spec's tree: the administrators' staff screen (decision 0023).
    page('/member/staff-admin', 'Staff Administration'),
  ]),
  hidden('/policy/accessibility', 'Accessibility Policy'),
];
