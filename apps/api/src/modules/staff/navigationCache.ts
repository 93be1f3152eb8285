import type { PortalPage } from '@clubjoin/domain/staff/portalNavigation';
import type { StaffRole } from '@clubjoin/domain/staff/roles';

/** A session's navigation and what it was built from. */
interface CachedNavigation {
  role: StaffRole;
  source: readonly PortalPage[];
  pages: PortalPage[];
}

/** Sessions whose navigation this process keeps; the oldest give way beyond it. */
const MAX_SESSIONS = 5000;

const bySession = new Map<string, CachedNavigation>();

/**
 * A session's navigation (product/team-portal.md#dynamic-navigation: kept for the session), built
 * by `build` when this process has none for it, or only one built for another role or from
 * another catalog tree (the catalog cache hands out the same tree until the catalog changes).
 * Reading the role from the database on every call (requireStaff) is what makes a role change
 * show at once, in every process (decision 0023).
 */
export function sessionNavigation(
  sessionId: string,
  role: StaffRole,
  source: readonly PortalPage[],
  build: () => PortalPage[],
): PortalPage[] {
  const cached = bySession.get(sessionId);
  if (cached && cached.role === role && cached.source === source) return cached.pages;
  const pages = build();
  bySession.delete(sessionId);
  bySession.set(sessionId, { role, source, pages });
  if (bySession.size > MAX_SESSIONS) {
    const [oldest] = bySession.keys();
    if (oldest !== undefined) bySession.delete(oldest);
  }
  return pages;
}

/** Drops the navigation of sessions that ended. */
export function forgetNavigation(sessionIds: readonly string[]): void {
  for (const sessionId of sessionIds) bySession.delete(sessionId);
}
