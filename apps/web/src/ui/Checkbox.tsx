import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** A line under the label, which describes the checkbox. */
  description?: ReactNode;
}

/**
 * A checkbox of the design system: a native checkbox wrapped in its label, so the whole line is
 * the click target (at least 44 px high) and the name is the label's text; the optional
 * description is linked by aria-describedby.
 */
export function Checkbox({ label, description, className, ...input }: CheckboxProps) {
  const descriptionId = useId();
  return (
    <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input
        {...input}
        type="checkbox"
        className={styles.input}
        aria-describedby={description ? descriptionId : undefined}
      />
      <span>
        {label}
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
