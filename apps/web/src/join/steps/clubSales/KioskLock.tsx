import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { unlockKiosk } from '@clubjoin/contract/clubSales';
import { saleStartPath } from '@clubjoin/domain/staff/clubSalesPages';
import { pageUrl } from '@clubjoin/domain/wizard/pageDrivers';
import { ApiError } from '../../../api/ApiError';
import { trackedCall } from '../../../api/trackedCall';
import { Button } from '../../../ui/Button';
import { PasswordField } from '../../../ui/PasswordField';
import { PRODUCT_NAME } from '../../../brand/productName';
import { selfQuery } from '../../../portal/portalQueries';
import { inClubSaleStore } from '../../stores/inClubSaleStore';
import styles from './ClubSales.module.css';

const TITLE = 'This device is a kiosk';

/**
 * The lock of a kiosk (docs/decisions/0028): a page outside the sale asks for the password of the
 * team member signed in on the device, which the server checks as their login does; right, the
 * server frees the session from the kiosk (docs/decisions/0035), the device stops selling and
 * shows the settings page. Without the club (the device forgot it while the server kept the
 * kiosk) it offers no way back to the sale.
 */
export function KioskLock({ clubId }: { clubId: string | undefined }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const unlock = async () => {
    setBusy(true);
    try {
      await trackedCall(
        unlockKiosk,
        { body: { password } },
        { handled: (failure) => failure.status === 400 || failure.status === 429 },
      );
      inClubSaleStore.setState({ selling: false, creditSplit: null, consentName: null });
      queryClient.removeQueries({ queryKey: selfQuery().queryKey });
      navigate(pageUrl('salesSettings'), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fields[0]?.message ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.stack}>
      <title>{`${TITLE} · ${PRODUCT_NAME}`}</title>
      <h1>{TITLE}</h1>
      <p>Only a team member may leave the sale. To join, go back to the sale.</p>
      {clubId !== undefined && (
        <Button variant="secondary" onClick={() => navigate(saleStartPath(clubId))}>
          Back to the sale
        </Button>
      )}
      <form
        aria-label="Leave the kiosk"
        noValidate
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void unlock();
        }}
      >
        <PasswordField
          label="Team member password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" loading={busy}>
          Leave the kiosk
        </Button>
      </form>
    </div>
  );
}
