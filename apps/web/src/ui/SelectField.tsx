import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import styles from './FormControl.module.css';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: ReactNode;
  /** Help shown under the label, read with the select. */
  hint?: ReactNode;
  /** The field's validation message (the domain's wording), announced and read with the select. */
  error?: string | undefined;
  /** The options (and option groups), a first empty option included when nothing is chosen yet. */
  children: ReactNode;
}

/**
 * A native select of the design system inside a Field: labelled, described by its hint and error,
 * marked invalid while there is an error. Other select props (autoComplete, disabled, a
 * react-hook-form registration with its ref) go to the select.
 */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...select}
          {...control}
          className={[styles.control, className].filter(Boolean).join(' ')}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
