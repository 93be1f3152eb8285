import { CANCEL_ONLINE } from '@clubjoin/domain/completion/cancelOnline';

/** How to cancel online (click-to-cancel, docs/decisions/0008), in the domain's words. */
export function CancelOnlineNote() {
  return (
    <p>
      <strong>{CANCEL_ONLINE.title}.</strong> {CANCEL_ONLINE.text}
    </p>
  );
}
