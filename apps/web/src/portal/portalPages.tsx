import type { RouteScreen } from '../routeScreen';

/**
 * The screens of the portal's pages by path (product/team-portal.md#navigation-tree), each loaded
 * with its route. A page of the tree without a screen here shows "This part of the portal is not
 * built yet" (docs/product/team-portal.md lists which). Add a page's screen here.
 */
export const PORTAL_SCREENS: Readonly<Record<string, RouteScreen>> = {
  '/member/staff-admin': async () => {
    const { StaffAdminPage } = await import('./StaffAdminPage');
    return <StaffAdminPage />;
  },
};
