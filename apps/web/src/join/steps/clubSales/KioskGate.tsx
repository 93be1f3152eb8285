import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { kioskShows } from '@clubjoin/domain/staff/clubSalesPages';
import { Spinner } from '../../../ui/Spinner';
import { inClubSaleStore } from '../../stores/inClubSaleStore';

// The lock shows only on a kiosk: its form and the portal's calls load when it does, not with the
// sale's first screen (docs/decisions/0040).
const KioskLock = lazy(() =>
  import('./KioskLock').then(({ KioskLock }) => ({ default: KioskLock })),
);

/**
 * A device selling as a kiosk shows only the sale (docs/decisions/0028: `kioskShows`); any other
 * page, the portal's and the settings included, shows the kiosk's lock instead.
 */
export function KioskGate({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const kiosk = inClubSaleStore((state) =>
    state.selling && state.device?.mode === 'kiosk' ? state.device : undefined,
  );
  if (!kiosk || kioskShows(pathname)) return children;
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <KioskLock clubId={kiosk.clubId} />
    </Suspense>
  );
}
