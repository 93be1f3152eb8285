import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { gatewayLogin } from '@clubjoin/contract/auth';
import { PORTAL_HOME_PATH } from '@clubjoin/domain/staff/portalNavigation';
import { trackedCall } from '../api/trackedCall';
import { SignInForm } from '../pages/SignInForm';
import { navigationQuery, selfQuery } from './portalQueries';

const TITLE = 'Team member login';

/**
 * The team-member login (product/team-portal.md#staff-sign-in-and-authorize): the gateway login
 * with type employee; a failure shows under the field its status names, in the login's words; a
 * success opens the portal's dashboard.
 */
export function TeamLoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
        await navigate(PORTAL_HOME_PATH);
      }}
    />
  );
}
