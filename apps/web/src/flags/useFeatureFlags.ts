import { useQuery } from '@tanstack/react-query';
import type { FlagContext, FlagValues } from '@clubjoin/domain/flags/featureFlags';
import { DEFAULT_FLAG_VALUES } from '@clubjoin/domain/flags/featureFlags';
import { loadFeatureFlags } from './loadFeatureFlags';

export interface FeatureFlagsResult {
  /** The evaluated flags; the defaults until they arrive or when they cannot be had. */
  readonly flags: FlagValues;
  /** Whether the evaluation has ended (with the service's values or the defaults). */
  readonly ready: boolean;
}

/**
 * The feature flags of product/decisions-and-platform.md#feature-flags (add-payment-form,
 * click-to-cancel, in-club-membership-options) for a context of country, club id, state
 * abbreviation and experience type. One evaluation per context per page load, kept in the query
 * cache for the page's life and shared by every screen of that context; after 5 s without an
 * answer, or on a failure, the defaults. Leaving a screen does not cancel an evaluation: the next
 * screen of the context takes its answer.
 */
export function useFeatureFlags(context: FlagContext): FeatureFlagsResult {
  const { country, clubId, stateAbbr, experienceType } = context;
  const { data } = useQuery({
    queryKey: ['featureFlags', country, clubId, stateAbbr, experienceType],
    queryFn: () => loadFeatureFlags({ country, clubId, stateAbbr, experienceType }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data === undefined
    ? { flags: DEFAULT_FLAG_VALUES, ready: false }
    : { flags: data, ready: true };
}
