import { getInbox } from '@clubjoin/contract/portalNotifications';
import { dynamicNav, teamMemberSelf } from '@clubjoin/contract/teamMember';
import { trackedQuery, type TrackedQueryOptions } from '../api/useTrackedQuery';

/**
 * Not signed in (401) sends the team member to the login page; a session bound to a kiosk (403,
 * docs/decisions/0035) shows the kiosk's lock. Neither is an error to show.
 */
const SELF_READ: TrackedQueryOptions = {
  handled: (error) => error.status === 401 || error.status === 403,
};
/** A failed navigation falls back to the static tree (product/team-portal.md#dynamic-navigation). */
const NAV_READ: TrackedQueryOptions = { handled: () => true };

/** The signed-in team member, through the query cache (decision 0015). */
export const selfQuery = () => ({ ...trackedQuery(teamMemberSelf, {}, SELF_READ), retry: false });

/** Their navigation, kept for the session as the server keeps it. */
export const navigationQuery = () => ({
  ...trackedQuery(dynamicNav, {}, NAV_READ),
  retry: false,
  staleTime: Infinity,
});

/** The signed-in team member's inbox: the shell counts its unread, the dashboard lists it. */
export const inboxQuery = () => trackedQuery(getInbox, {});
