import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './PageLayout.module.css';

/** The id of every page's main landmark, the target of the "Skip to content" link. */
const MAIN_ID = 'main-content';

export interface PageLayoutProps {
  /** The product name shown in the header, linking to where a visitor starts. */
  productName: string;
  /** The logo's mark, shown before the name (the name is the link's text). */
  logoUrl: string;
  /** Where the product name leads. */
  homePath: string;
  /** What the footer under every page holds (its links). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page: a "Skip to content" link first in the tab order (WCAG 2.4.1), a
 * header with the logo and the product name, the main landmark holding the page, and a footer when given.
 */
export function PageLayout({ productName, logoUrl, homePath, footer, children }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link className={styles.productName} to={homePath}>
            <img className={styles.logo} src={logoUrl} alt="" width={32} height={32} />
            {productName}
          </Link>
        </div>
      </header>
      {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer !== undefined && (
        <footer className={styles.footer}>
          <div className={styles.bar}>{footer}</div>
        </footer>
      )}
    </div>
  );
}
