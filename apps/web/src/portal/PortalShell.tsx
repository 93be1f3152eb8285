import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { logout } from '@clubjoin/contract/auth';
import { getAllClubs } from '@clubjoin/contract/clubs';
import type { TeamMemberAuthorization } from '@clubjoin/contract/teamMember';
import { mayOpenPage, navigationFor } from '@clubjoin/domain/staff/portalAccess';
import {
  type PortalPage,
  STATIC_PORTAL_TREE,
  TEAM_LOGIN_PATH,
} from '@clubjoin/domain/staff/portalNavigation';
import { trackedCall } from '../api/trackedCall';
import { KioskLock } from '../join/steps/clubSales/KioskLock';
import { inClubSaleStore } from '../join/stores/inClubSaleStore';
import { useTrackedQuery } from '../api/useTrackedQuery';
import { Button } from '../ui/Button';
import { NavLink } from '../routing/NavLink';
import { ScreenSlot } from '../routing/ScreenSlot';
import { PRODUCT_NAME } from '../brand/productName';
import styles from './Portal.module.css';
import { inboxQuery, navigationQuery, selfQuery } from './portalQueries';

/** The message of a page the signed-in role may not open (the API's 403 says the same). */
export const NOT_FOR_YOUR_ROLE = 'This part of the portal is not available to your role.';

/** The menu: the pages that are not hidden, with their children; hidden ones stay reachable by link. */
function Menu({ pages }: { pages: readonly PortalPage[] }) {
  const listed = pages.filter((page) => !page.hidden);
  if (listed.length === 0) return null;
  return (
    <ul>
      {listed.map((page) => (
        <li key={page.path}>
          {page.rawLink ? (
            <a href={page.path}>{page.title}</a>
          ) : (
            <NavLink to={page.path}>{page.title}</NavLink>
          )}
          <Menu pages={page.children} />
        </li>
      ))}
    </ul>
  );
}

function clubsOf(self: TeamMemberAuthorization, names: ReadonlyMap<string, string>): string {
  if (self.everyClub) return 'Every club';
  return self.clubIds.map((clubId) => names.get(clubId) ?? `Club ${clubId}`).join(', ');
}

/** The title of a portal path in a tree, if the tree has it. */
function titleOf(tree: readonly PortalPage[], path: string): string | undefined {
  for (const page of tree) {
    if (page.path === path) return page.title;
    const title = titleOf(page.children, path);
    if (title) return title;
  }
  return undefined;
}

/**
 * The team-member portal's frame (product/team-portal.md): who is signed in (name, role, clubs)
 * and sign-out, with a link to their inbox counting its unread notifications; the navigation of dynamicNav, or the static tree for the role when that call
 * fails (product/team-portal.md#dynamic-navigation); the page, or a clear message when the role
 * may not open it. Without a session it sends the visitor to the team-member login.
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [pathname, navigate] = useLocation();
  const self = useQuery(selfQuery());
  const navigation = useQuery({ ...navigationQuery(), enabled: self.data !== undefined });
  const clubs = useTrackedQuery(getAllClubs, self.data ? {} : undefined).data;
  const unread = useQuery({ ...inboxQuery(), enabled: self.data !== undefined }).data?.unread;
  const [signingOut, setSigningOut] = useState(false);
  const kioskClub = inClubSaleStore((state) => state.device?.clubId);

  if (self.error?.status === 401) return <Redirect to={TEAM_LOGIN_PATH} replace />;
  // The server keeps the device a kiosk (docs/decisions/0035) even when the browser forgot it.
  if (self.error?.status === 403) return <KioskLock clubId={kioskClub} />;
  if (!self.data) return null;
  const { role } = self.data;
  const pages =
    navigation.data?.pages ??
    (navigation.isError ? navigationFor(role, STATIC_PORTAL_TREE) : undefined);
  const names = new Map((clubs ?? []).map((club) => [club.mmsClubId, club.marketingClubName]));
  const path = pathname.replace(/(.)\/+$/, '$1');
  const title = titleOf(STATIC_PORTAL_TREE, path) ?? 'Team portal';
  const signOut = async () => {
    setSigningOut(true);
    try {
      await trackedCall(logout, {});
      queryClient.removeQueries({ queryKey: selfQuery().queryKey });
      queryClient.removeQueries({ queryKey: navigationQuery().queryKey });
      navigate(TEAM_LOGIN_PATH);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className={styles.shell}>
      <title>{`${title} · Team portal · ${PRODUCT_NAME}`}</title>
      <div className={styles.teamMember}>
        <p className={styles.who}>
          Signed in as <strong>{self.data.displayName}</strong>, {self.data.roleLabel} ·{' '}
          {clubsOf(self.data, names)}
        </p>
        {unread !== undefined && <NavLink to="/member">Inbox: {unread} unread</NavLink>}
        <Button variant="secondary" loading={signingOut} onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
      <nav className={styles.nav} aria-label="Team portal">
        {pages && <Menu pages={pages} />}
      </nav>
      <div>
        <h1>{title}</h1>
        {mayOpenPage(role, path) ? (
          <ScreenSlot>{children}</ScreenSlot>
        ) : (
          <p className={styles.notice} role="alert">
            {NOT_FOR_YOUR_ROLE}
          </p>
        )}
      </div>
    </div>
  );
}
