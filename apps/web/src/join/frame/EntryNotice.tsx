import { entryNoticeMessage } from '@clubjoin/domain/wizard/entrySale';
import { Button } from '../../ui/Button';
import { entryNoticeStore, showEntryNotice } from '../stores/entryNoticeStore';
import styles from './CouponWarning.module.css';

/**
 * What the entry link asked for and did not get (decision 0017), shown by the frame of the step
 * initialize led to until dismissed.
 */
export function EntryNotice() {
  const notice = entryNoticeStore((state) => state.notice);
  if (notice === undefined) return null;
  return (
    <div className={styles.warning} role="status">
      <p>{entryNoticeMessage(notice)}</p>
      <Button variant="secondary" onClick={() => showEntryNotice(undefined)}>
        Dismiss
      </Button>
    </div>
  );
}
