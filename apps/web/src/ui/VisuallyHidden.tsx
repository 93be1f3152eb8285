import type { ComponentProps } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only: a status word, a label that the layout shows by other means. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return (
    <span {...rest} className={[styles.visuallyHidden, className].filter(Boolean).join(' ')} />
  );
}
