import { useEffect, useState } from 'react';
import type { FlagContext, FlagValues } from '@clubjoin/domain/flags/featureFlags';
import { DEFAULT_FLAG_VALUES } from '@clubjoin/domain/flags/featureFlags';
import { loadFeatureFlags } from './loadFeatureFlags';

/** The flags being or already evaluated, by context, so screens sharing a context ask once. */
const evaluations = new Map<string, Promise<FlagValues>>();

function contextKey(context: FlagContext): string {
  return JSON.stringify([
    context.country,
    context.clubId,
    context.stateAbbr,
    context.experienceType,
  ]);
}

function evaluationOf(context: FlagContext): Promise<FlagValues> {
  const key = contextKey(context);
  let evaluation = evaluations.get(key);
  if (evaluation === undefined) {
    evaluation = loadFeatureFlags(context);
    evaluations.set(key, evaluation);
  }
  return evaluation;
}

/** Forgets the evaluated flags, so the next screen asks again (a new session, a test). */
export function forgetFeatureFlags(): void {
  evaluations.clear();
}

export interface FeatureFlagsResult {
  /** The evaluated flags; the defaults until they arrive or when they cannot be had. */
  readonly flags: FlagValues;
  /** Whether the evaluation has ended (with the service's values or the defaults). */
  readonly ready: boolean;
}

/**
 * The feature flags of product/decisions-and-platform.md#feature-flags (add-payment-form,
 * click-to-cancel, in-club-membership-options) for a context of country, club id, state
 * abbreviation and experience type. One evaluation per context per page load; after 5 s without an
 * answer, or on a failure, the defaults.
 */
export function useFeatureFlags(context: FlagContext): FeatureFlagsResult {
  const { country, clubId, stateAbbr, experienceType } = context;
  const key = contextKey(context);
  // The values with the context they were evaluated for, so another context's never show.
  const [evaluated, setEvaluated] = useState<{ key: string; flags: FlagValues }>();
  useEffect(() => {
    let current = true;
    const asked = { country, clubId, stateAbbr, experienceType };
    void evaluationOf(asked).then((flags) => {
      if (current) setEvaluated({ key: contextKey(asked), flags });
    });
    return () => {
      current = false;
    };
  }, [country, clubId, stateAbbr, experienceType]);
  return evaluated?.key === key
    ? { flags: evaluated.flags, ready: true }
    : { flags: DEFAULT_FLAG_VALUES, ready: false };
}
