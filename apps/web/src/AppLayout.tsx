import { Outlet } from 'react-router';
import { PageLayout } from './ui/PageLayout';
import { PRODUCT_NAME } from './ui/productName';

/** The frame every route renders in: the design system's page layout around the route's page. */
export function AppLayout() {
  return (
    <PageLayout productName={PRODUCT_NAME} homePath="/join">
      <Outlet />
    </PageLayout>
  );
}
