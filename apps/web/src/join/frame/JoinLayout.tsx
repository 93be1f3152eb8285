import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { trackStoreActivity } from '../session/sessionActivity';
import { ErrorModal } from './ErrorModal';
import { SessionPopups } from './SessionPopups';
import { SpinnerOverlay } from './SpinnerOverlay';

/**
 * What every page under /join shares: the step, the spinner overlay while calls load, the error
 * modal, and the session inactivity popups, whose clock restarts on any store change
 * (product/accounts-and-sign-in.md#session-timeout).
 */
export function JoinLayout() {
  useEffect(() => trackStoreActivity(), []);
  return (
    <>
      <Outlet />
      <SpinnerOverlay />
      <ErrorModal />
      <SessionPopups />
    </>
  );
}
