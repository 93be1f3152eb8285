import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useSearchParams } from '../routing/location';
import { isAppPage } from '@clubjoin/domain/pages';
import { gatewayLogin } from '@clubjoin/contract/auth';
import { PORTAL_HOME_PATH } from '@clubjoin/domain/staff/portalNavigation';
import { trackedCall } from '../api/trackedCall';
import { SignInForm } from '../pages/SignInForm';
import { navigationQuery, selfQuery } from './portalQueries';

const TITLE = 'Team member login';

/**
 * Where a successful login goes: the `next` page a page that needs a sign-in sent the team member
 * from (the in-club sale's settings, docs/decisions/0028) when it is one of the app's own pages,
 * else the portal's dashboard. Nothing else is followed, so the link cannot lead off the site.
 */
function afterLogin(next: string | null): string {
  return next !== null && next.startsWith('/') && !next.startsWith('//') && isAppPage(next)
    ? next
    : PORTAL_HOME_PATH;
}

/**
 * The team-member login (product/team-portal.md#staff-sign-in-and-authorize): the gateway login
 * with type employee; a failure shows under the field its status names, in the login's words; a
 * success opens the portal's dashboard, or the app's page that sent them here (`?next=`).
 */
export function TeamLoginPage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <SignInForm
      title={TITLE}
      logIn={({ email, password }) =>
        trackedCall(
          gatewayLogin,
          { body: { username: email, password, type: 'employee' } },
          { handled: () => true },
        )
      }
      onSignedIn={async () => {
        // Whoever was signed in before in this browser is forgotten.
        queryClient.removeQueries({ queryKey: selfQuery().queryKey });
        queryClient.removeQueries({ queryKey: navigationQuery().queryKey });
        navigate(afterLogin(searchParams.get('next')));
      }}
    />
  );
}
