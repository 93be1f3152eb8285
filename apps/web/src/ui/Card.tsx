import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title: ReactNode;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** The card's actions. */
  footer?: ReactNode;
  /** Drawn with the primary color's border: the one card a page singles out. */
  highlighted?: boolean;
  /** A picture across the card's top, above the title (decorative: its text is the card's). */
  imageUrl?: string;
}

/**
 * A card of the design system: a titled section (a region named by its title) with actions, and a
 * picture across its top when given.
 */
export function Card({
  title,
  headingLevel = 2,
  children,
  footer,
  highlighted = false,
  imageUrl,
}: CardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
      aria-labelledby={titleId}
    >
      {imageUrl && (
        <img
          className={styles.image}
          src={imageUrl}
          alt=""
          width={320}
          height={96}
          loading="lazy"
        />
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children && <div className={styles.body}>{children}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
