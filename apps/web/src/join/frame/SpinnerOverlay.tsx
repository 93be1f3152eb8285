import { isLoading } from '@clubjoin/domain/calls/loadingCounter';
import { callTracker } from '../../api/callTracker';
import { Spinner } from '../../ui/Spinner';
import styles from './SpinnerOverlay.module.css';

/**
 * The spinner overlay of product/wizard.md#loading-indicators: over the page while any counted call
 * loads (product/wizard.md#loading-indicators), with the latest call's message when it has one.
 */
export function SpinnerOverlay() {
  const { loadingCount, loadingMessage } = callTracker();
  if (!isLoading(loadingCount)) return null;
  return (
    <div className={styles.overlay}>
      <Spinner label={loadingMessage ?? 'Loading'} showLabel={loadingMessage !== undefined} />
    </div>
  );
}
