import { useId } from 'react';
import styles from './Spinner.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export type SpinnerSize = 'small' | 'large';

/** The spinning ring alone, hidden from assistive technology: for controls that say they are busy. */
export function SpinnerRing({ size = 'small' }: { size?: SpinnerSize }) {
  return <span className={`${styles.ring} ${styles[size]}`} aria-hidden="true" />;
}

export interface SpinnerProps {
  /** What is loading, read out by screen readers and shown beside the ring when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
}

/**
 * The loading indicator of product/wizard.md#loading-indicators ("spinner ... with optional message
 * while calls are loading"): a status live region, so screen readers hear the label, named by that
 * label so that it can be found by role and name.
 */
export function Spinner({ label = 'Loading', showLabel = false, size = 'large' }: SpinnerProps) {
  const labelId = useId();
  return (
    <span className={styles.spinner} role="status" aria-labelledby={labelId}>
      <SpinnerRing size={size} />
      {showLabel ? (
        <span id={labelId}>{label}</span>
      ) : (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      )}
    </span>
  );
}
