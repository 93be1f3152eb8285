import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './Accordion.module.css';

export interface AccordionProps {
  title: ReactNode;
  /** Shown or not: the caller owns the state, so it can start collapsed on small screens. */
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  /** The heading level of the toggle in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/**
 * The additional-details accordion (product/wizard.md#shared-screen-parts): a heading holding a
 * button that shows or hides the details below it, with aria-expanded and aria-controls, operable
 * by Enter and Space.
 */
export function Accordion({
  title,
  expanded,
  onToggle,
  headingLevel = 3,
  children,
}: AccordionProps) {
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      <Heading className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(!expanded)}
        >
          {title}
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </button>
      </Heading>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {children}
      </div>
    </div>
  );
}
