import type { ReactElement } from 'react';
import type { RouteScreen } from '../routeScreen';
import { MEMBER_DETAILS_PATH, MEMBER_DETAILS_SECTIONS } from './members/memberTexts';
import { NotBuiltPanel } from './NotBuiltPanel';

/**
 * The screens of the portal's pages by path (product/team-portal.md#navigation-tree), each loaded
 * with its route. A page of the tree without a screen here shows "This part of the portal is not
 * built yet" (docs/product/team-portal.md lists which). Add a page's screen here.
 */
const PORTAL_SCREENS: Readonly<Record<string, RouteScreen>> = {
  '/member': async () => {
    const { MemberDashboardPage } = await import('./members/MemberDashboardPage');
    return <MemberDashboardPage />;
  },
  '/member/nmo': async () => {
    const { OnboardingPage } = await import('./members/OnboardingPages');
    return <OnboardingPage />;
  },
  '/member/nmo/department-dashboard': async () => {
    const { DepartmentDashboardPage } = await import('./members/OnboardingPages');
    return <DepartmentDashboardPage />;
  },
  '/member/nmo/member-services-dashboard': async () => {
    const { MemberServicesDashboardPage } = await import('./members/OnboardingPages');
    return <MemberServicesDashboardPage />;
  },
  '/member/search-all-members': async () => {
    const { MemberSearchPage } = await import('./members/MemberSearchPage');
    return <MemberSearchPage />;
  },
  ...Object.fromEntries(
    MEMBER_DETAILS_SECTIONS.map((section) => [
      section === 'overview' ? MEMBER_DETAILS_PATH : `${MEMBER_DETAILS_PATH}/${section}`,
      async () => {
        const { MemberDetailsPage } = await import('./members/MemberDetailsPage');
        return <MemberDetailsPage section={section} />;
      },
    ]),
  ),
  '/member/notifications': async () => {
    const { ComposeNotificationPage } = await import('./notifications/ComposeNotificationPage');
    return <ComposeNotificationPage />;
  },
  '/member/notifications/manage': async () => {
    const { ManageNotificationsPage } = await import('./notifications/ManageNotificationsPage');
    return <ManageNotificationsPage />;
  },
  '/member/location-admin': async () => {
    const { LocationAdminPage } = await import('./locations/LocationAdminPage');
    return <LocationAdminPage />;
  },
  '/member/location-admin/location-hours': async () => {
    const { LocationHoursPage } = await import('./locations/LocationHoursPage');
    return <LocationHoursPage />;
  },
  ...Object.fromEntries(
    ['/member/coaching', '/member/coaching/pt-client-list'].map((path) => [
      path,
      async () => {
        const { ClientListPage } = await import('./coaching/CoachingPages');
        return <ClientListPage />;
      },
    ]),
  ),
  '/member/coaching/search': async () => {
    const [{ MemberSearchPage }, { searchClubMembers }] = await Promise.all([
      import('./members/MemberSearchPage'),
      import('@clubjoin/contract/coaching'),
    ]);
    return <MemberSearchPage endpoint={searchClubMembers} byClub={false} />;
  },
  '/member/coaching/session-detail': async () => {
    const { SessionDetailPage } = await import('./coaching/CoachingPages');
    return <SessionDetailPage />;
  },
  '/member/coaching/program-admin': async () => {
    const { ProgramAdminPage } = await import('./coaching/CoachingPages');
    return <ProgramAdminPage />;
  },
  '/member/coaching/trainer-access': async () => {
    const { TrainerAccessPage } = await import('./coaching/CoachingPages');
    return <TrainerAccessPage />;
  },
  '/member/test-spa/library/workouts': async () => {
    const { WorkoutsLibraryPage } = await import('./workouts/WorkoutsLibraryPage');
    return <WorkoutsLibraryPage />;
  },
  ...Object.fromEntries(
    [
      '/member/bios-admin',
      '/member/bios-admin/manage-profile',
      '/member/bios-admin/manage-profile/edit-profile-job-details',
      '/member/bios-admin/manage-profile/edit-profile-social',
      '/member/bios-admin/manage-profile/edit-profile-about-me',
    ].map((path) => [
      path,
      async () => {
        const { ManageProfilePage } = await import('./bios/ManageProfilePage');
        return <ManageProfilePage />;
      },
    ]),
  ),
  '/member/bios-admin/manage-profile/manage-testimonials': async () => {
    const { ManageTestimonialsPage } = await import('./bios/ManageTestimonialsPage');
    return <ManageTestimonialsPage />;
  },
  '/member/performer-bio-search': async () => {
    const { PerformerBioSearchPage } = await import('./bios/PerformerBioSearchPage');
    return <PerformerBioSearchPage />;
  },
  '/member/sales-dashboard': async () => {
    const { SalesDashboardPage } = await import('./sales/SalesDashboardPage');
    return <SalesDashboardPage />;
  },
  '/member/sales-dashboard/approvals': async () => {
    const { SaleApprovalsPage } = await import('./sales/SaleApprovalsPage');
    return <SaleApprovalsPage />;
  },
  '/member/staff-admin': async () => {
    const { StaffAdminPage } = await import('./StaffAdminPage');
    return <StaffAdminPage />;
  },
};

/**
 * The screen of a portal page, loaded: its own, or the panel saying it is not built yet. The router
 * loads this table with the page, so the sale's first screen carries none of the portal.
 */
export async function portalScreen(path: string): Promise<ReactElement> {
  const screen = PORTAL_SCREENS[path] ?? <NotBuiltPanel />;
  return typeof screen === 'function' ? screen() : screen;
}
