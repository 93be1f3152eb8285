import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { ScreenSlot } from '../../routing/ScreenSlot';
import { trackStoreActivity } from '../session/sessionActivity';
import { ErrorModal } from './ErrorModal';
import { SessionPopups } from './SessionPopups';
import { SpinnerOverlay } from './SpinnerOverlay';

/**
 * What every page under /join shares: the step (a spinner while its code loads or its club is
 * checked), the spinner overlay while calls load, the error modal, and the session inactivity
 * popups, whose clock restarts on any store change (product/accounts-and-sign-in.md#session-timeout).
 */
export function JoinLayout({ children }: { children: ReactNode }) {
  useEffect(() => trackStoreActivity(), []);
  return (
    <>
      <ScreenSlot>{children}</ScreenSlot>
      <SpinnerOverlay />
      <ErrorModal />
      <SessionPopups />
    </>
  );
}
