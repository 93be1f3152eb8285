import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useHistoryEntry } from '../../routing/location';
import { PRODUCT_NAME } from '../../brand/productName';
import styles from './StepHeading.module.css';

/** The history entry the app opened on: its page keeps the browser's own focus. */
let firstLocationKey: string | undefined;

export interface StepHeadingProps {
  /** The step's name: the h1 and the document title. */
  title: string;
  /** What the h1 shows, when not the title as it is (e.g. the title for screen readers only). */
  children?: ReactNode;
}

/**
 * A step's h1 and the document title. When the person arrives from another step (the wizard's
 * buttons, links, the browser's back button), focus moves to the heading, so screen readers
 * announce the new step and the next Tab starts from it; the first page of a visit keeps the
 * browser's own focus, so the skip link stays first.
 */
export function StepHeading({ title, children }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useHistoryEntry();
  useEffect(() => {
    firstLocationKey ??= key;
    if (key !== firstLocationKey) heading.current?.focus();
  }, [key]);
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {children ?? title}
      </h1>
    </>
  );
}
