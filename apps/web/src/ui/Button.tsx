import type { ComponentProps, MouseEvent } from 'react';
import { SpinnerRing } from './Spinner';
import styles from './Button.module.css';

type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  /**
   * A call started by this button is running: the button says so (aria-busy, a ring) and ignores
   * clicks, so a double click never sends twice
   * (product/payment-and-confirmation.md#charging-once), while keeping keyboard focus where it is.
   */
  loading?: boolean;
}

/** The one button of the design system: primary for the step's main action, secondary beside it. */
export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const ignoreWhileLoading = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops a submit button from submitting its form again.
    event.preventDefault();
  };
  return (
    <button
      {...rest}
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? ignoreWhileLoading : onClick}
    >
      {loading && <SpinnerRing />}
      {children}
    </button>
  );
}
