import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { OTHER_APP_PAGES } from '@clubjoin/domain/pages';
import { KioskGate } from './join/steps/clubSales/KioskGate';
import { PageLayout } from './ui/PageLayout';
import { ScreenSlot } from './routing/ScreenSlot';
import { LOGO_URL } from './brand/brand';
import { PRODUCT_NAME } from './brand/productName';

/**
 * The frame every route renders in: the design system's page layout, in the chain's brand, around
 * the route's page, with the accessibility statement (product/pages.md#accessibility-statement)
 * linked from every page's footer. A device selling as a kiosk shows only the sale (docs/decisions/0028).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <PageLayout
      productName={PRODUCT_NAME}
      logoUrl={LOGO_URL}
      homePath="/join"
      footer={<Link to={OTHER_APP_PAGES.accessibilityStatement}>Accessibility statement</Link>}
    >
      <ScreenSlot>
        <KioskGate>{children}</KioskGate>
      </ScreenSlot>
    </PageLayout>
  );
}
