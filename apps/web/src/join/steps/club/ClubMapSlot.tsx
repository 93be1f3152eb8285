import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { ClubMapProps } from './ClubMap';
import styles from './ClubMapSlot.module.css';

/**
 * The map's code and atlases (some 200 KB) load on their own, after the club step has shown;
 * the locator starts the load when it mounts, so the map is usually there by the first result.
 */
export const loadClubMap = () => import('./ClubMap');

const ClubMap = lazy(() => loadClubMap().then((module) => ({ default: module.ClubMap })));

/** Shows nothing once its children fail: the map is a help, the list works without it. */
class WithoutMapOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The results' map in a box that holds its space while the map loads (no layout shift); should
 * the map fail to load, the box goes and the list stays, without the error modal.
 */
export function ClubMapSlot(props: ClubMapProps) {
  return (
    <WithoutMapOnFailure>
      <div className={styles.slot}>
        <Suspense fallback={null}>
          <ClubMap {...props} />
        </Suspense>
      </div>
    </WithoutMapOnFailure>
  );
}
