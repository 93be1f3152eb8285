import { holdsCallError } from '@clubjoin/domain/calls/callErrors';
import { SYSTEM_ERROR_TITLE, systemErrorBody } from '@clubjoin/domain/calls/systemError';
import { callTracker, dismissCallErrors } from '../../api/callTracker';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { clubStore } from '../stores/clubStore';

/**
 * The error modal of product/errors-and-messages.md#the-system-error: open while any call holds an
 * error, with the spec's title and body ending in the club's phone as (###) ###-####. Close (or
 * Escape) lets the shown errors go; a later success of the failed URL clears its error too.
 */
export function ErrorModal() {
  const errors = callTracker((state) => state.errors);
  const phone = clubStore((state) => state.club?.phone);
  return (
    <Modal
      open={holdsCallError(errors)}
      role="alertdialog"
      title={SYSTEM_ERROR_TITLE}
      onClose={dismissCallErrors}
      actions={<Button onClick={dismissCallErrors}>Close</Button>}
    >
      <p>{systemErrorBody(phone)}</p>
    </Modal>
  );
}
