import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';

/** What can take focus inside a dialog, in tab order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Open modals: the app behind stays inert until the last one closes. */
let openModals = 0;

export interface ModalProps {
  open: boolean;
  /** The dialog's heading, which names it. */
  title: string;
  /** Escape asks to close; so do the actions the caller wires. */
  onClose: () => void;
  /** The body, which describes the dialog. */
  children: ReactNode;
  /** The buttons at the foot, the first of which takes focus when the dialog opens. */
  actions?: ReactNode;
  /** 'alertdialog' for a dialog that interrupts to say something went wrong or is about to. */
  role?: 'dialog' | 'alertdialog';
  /**
   * A body long enough to scroll (an agreement's text): focus goes to the dialog itself, so it
   * opens at the start of the body rather than scrolled to the actions below; the arrow keys
   * scroll it and Tab reaches the actions.
   */
  longRead?: boolean;
}

/**
 * The modal dialog of the design system (product/wizard.md#shared-screen-parts info, error and
 * session modals): a dialog named by its title and described by its body, above everything at the
 * base z-index of product/wizard.md#layout-constants (1056). It moves focus inside when it opens
 * (to its first control, or to itself for a long read),
 * keeps Tab and Shift+Tab inside, closes on Escape, makes the app behind inert, and gives focus
 * back to where it was when it closes.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  longRead = false,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Read while rendering, before the dialog takes focus: where focus goes back on close.
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const app = document.getElementById('root');
    openModals += 1;
    app?.setAttribute('inert', '');
    ((longRead ? undefined : focusablesIn(dialog)[0]) ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);

    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      openModals -= 1;
      if (openModals === 0) app?.removeAttribute('inert');
      returnTo?.focus();
    };
  }, [returnTo, longRead]);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
