import type { ReactNode } from 'react';
import type { FeatureFlag } from '@clubjoin/domain/flags/featureFlags';
import styles from './FlaggedContent.module.css';
import type { FeatureFlagsResult } from './useFeatureFlags';

export interface FlaggedContentProps {
  /** The flags as a screen reads them (useFeatureFlags, useJoinFeatureFlags). */
  flags: FeatureFlagsResult;
  flag: FeatureFlag;
  children: ReactNode;
}

/**
 * Content a feature flag turns on (docs/decisions/0008): shown when the flag is on, left out when
 * it is off. While the flags load, the content holds its place unseen, so a flag that comes on
 * moves nothing; it cannot be seen, reached or used until then.
 */
export function FlaggedContent({ flags, flag, children }: FlaggedContentProps) {
  if (!flags.ready) {
    return (
      <div className={styles.holdingPlace} aria-hidden="true" inert>
        {children}
      </div>
    );
  }
  return flags.flags[flag] ? children : null;
}
