import { useLocation } from 'wouter';
import { saleStartPath } from '@clubjoin/domain/staff/clubSalesPages';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useGoTo } from '../navigation/useGoTo';
import { inClubSaleStore } from '../stores/inClubSaleStore';
import { useSessionInactivity } from './useSessionInactivity';

/**
 * The session popups of product/accounts-and-sign-in.md#session-timeout: 'Are you still there?'
 * with the mm:ss countdown to the reset and the choices 'Yes, I need more time' (first, so it takes
 * focus) and 'No, I'm done' (Escape keeps the session, the safer of the two); then 'Session Reset'
 * with the domain's message, whose OK expires the cookies and sends the person to choose a club
 * again; a kiosk starts its sale again at its club (docs/decisions/0028).
 */
export function SessionPopups() {
  const { session, stay, end, restart } = useSessionInactivity();
  const goTo = useGoTo();
  const [, navigate] = useLocation();
  // A kiosk starts its sale again at its club (docs/decisions/0028).
  const kioskClub = inClubSaleStore((state) =>
    state.selling && state.device?.mode === 'kiosk' ? state.device.clubId : undefined,
  );
  const chooseClub = () => {
    restart();
    if (kioskClub) navigate(saleStartPath(kioskClub));
    else goTo({ kind: 'page', page: 'locateAClub' });
  };
  return (
    <>
      <Modal
        open={session.phase === 'warning'}
        role="alertdialog"
        title="Are you still there?"
        onClose={stay}
        actions={
          <>
            <Button onClick={stay}>Yes, I need more time</Button>
            <Button variant="secondary" onClick={end}>
              No, I&apos;m done
            </Button>
          </>
        }
      >
        <p>
          For your security, your session will be reset in{' '}
          <strong role="timer">{session.phase === 'warning' ? session.countdown : ''}</strong>.
        </p>
      </Modal>
      <Modal
        open={session.phase === 'reset'}
        role="alertdialog"
        title="Session Reset"
        onClose={chooseClub}
        actions={<Button onClick={chooseClub}>OK</Button>}
      >
        <p>{session.phase === 'reset' ? session.message : ''}</p>
      </Modal>
    </>
  );
}
