import { navigationFor } from '@clubjoin/domain/staff/portalAccess';
import type { PortalPage } from '@clubjoin/domain/staff/portalNavigation';
import type { ModuleContext } from '../moduleContext';
import { sessionNavigation } from './navigationCache';
import type { StaffCaller } from './staffCaller';
import { selectNavigationPages } from './store';

/**
 * The signed-in team member's navigation (product/team-portal.md#dynamic-navigation): the catalog's
 * tree (read through the catalog cache) filtered by the domain for their role, kept for their
 * session.
 */
export async function navigationOf(
  context: ModuleContext,
  caller: StaffCaller,
): Promise<PortalPage[]> {
  const tree = await context.catalogCache.read('staff.navigation', () =>
    selectNavigationPages(context.db),
  );
  return sessionNavigation(caller.sessionId, caller.role, tree, () =>
    navigationFor(caller.role, tree),
  );
}
