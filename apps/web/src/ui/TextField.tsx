import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import styles from './FormControl.module.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  /** Help shown under the label, read with the input. */
  hint?: ReactNode;
  /** The field's validation message (the domain's wording), announced and read with the input. */
  error?: string | undefined;
}

/**
 * A text input of the design system inside a Field: labelled, described by its hint and error,
 * marked invalid while there is an error. Other input props (type, autoComplete, readOnly, a
 * react-hook-form registration with its ref) go to the input.
 */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          className={[styles.control, className].filter(Boolean).join(' ')}
        />
      )}
    </Field>
  );
}
