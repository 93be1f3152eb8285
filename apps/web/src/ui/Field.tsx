import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './Field.module.css';

/** What a field hands its control so that the label, hint and error belong to it. */
interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** The field's validation message (the domain's wording), read with the control. */
  error?: string;
  /** The control, given the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form field of the design system: a label bound to its control, an optional hint and an
 * optional error message, both linked to the control by aria-describedby, and the control marked
 * invalid while there is an error. The error is an alert, so screen readers announce it as it
 * appears or changes, wherever focus is.
 */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
