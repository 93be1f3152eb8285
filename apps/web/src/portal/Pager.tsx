import { Button } from '../ui/Button';
import styles from './members/members.module.css';

/**
 * Previous and next page of a portal list, in a navigation landmark named for what it pages
 * through; each button is off where there is no page to go to.
 */
export function Pager({
  label,
  page,
  hasNext,
  onPage,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
