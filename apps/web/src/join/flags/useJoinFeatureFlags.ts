import type { FlagContext } from '@clubjoin/domain/flags/featureFlags';
import type { ChosenClub } from '../stores/clubStore';
import { clubStore } from '../stores/clubStore';
import { saleExperience } from '../stores/inClubSaleStore';
import type { FeatureFlagsResult } from '../../flags/useFeatureFlags';
import { useFeatureFlags } from '../../flags/useFeatureFlags';

/** The club's part of the flags' context: its country, id and state. */
export function clubFlagContext(
  club: ChosenClub | undefined,
): Pick<FlagContext, 'country' | 'clubId' | 'stateAbbr'> {
  return { country: club?.country, clubId: club?.mmsClubId, stateAbbr: club?.stateAbbr };
}

/** The feature flags for the join wizard: the chosen club's country, id and state, as a prospect. */
export function useJoinFeatureFlags(): FeatureFlagsResult {
  const club = clubStore((state) => state.club);
  return useFeatureFlags({ ...clubFlagContext(club), experienceType: saleExperience() });
}
