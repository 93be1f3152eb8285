import { clubStore } from '../join/stores/clubStore';
import { JOIN_EXPERIENCE } from '../join/stores/wizardFlowState';
import type { FeatureFlagsResult } from './useFeatureFlags';
import { useFeatureFlags } from './useFeatureFlags';

/** The feature flags for the join wizard: the chosen club's country, id and state, as a prospect. */
export function useJoinFeatureFlags(): FeatureFlagsResult {
  const club = clubStore((state) => state.club);
  return useFeatureFlags({
    country: club?.country,
    clubId: club?.mmsClubId,
    stateAbbr: club?.stateAbbr,
    experienceType: JOIN_EXPERIENCE,
  });
}
