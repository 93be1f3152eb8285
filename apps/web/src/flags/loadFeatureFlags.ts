import { FlagContextQuery, getFlags } from '@clubjoin/contract/flags';
import type { z } from 'zod';
import type { FlagContext, FlagValues } from '@clubjoin/domain/flags/featureFlags';
import { DEFAULT_FLAG_VALUES, FLAG_INIT_TIMEOUT_MS } from '@clubjoin/domain/flags/featureFlags';
import { callEndpoint } from '../api/callEndpoint';
import { sendLog } from '../api/sendLog';

function flagQuery({
  country,
  clubId,
  stateAbbr,
  experienceType,
}: FlagContext): z.input<typeof FlagContextQuery> {
  return {
    // A value the endpoint's query would refuse is left out (its parse answers no data).
    country: FlagContextQuery.shape.country.safeParse(country).data,
    clubId,
    stateAbbr: FlagContextQuery.shape.stateAbbr.safeParse(stateAbbr).data,
    experienceType,
  };
}

/**
 * Evaluates the three flags of product/decisions-and-platform.md#feature-flags for a context
 * through GET /api/flags, waiting at most FLAG_INIT_TIMEOUT_MS
 * (product/decisions-and-platform.md#feature-flags: 5 s). When the flags cannot be had in time the
 * defaults are used (product/decisions-and-platform.md#feature-flags: on failure to start, defaults
 * are used): the failure is logged as a warning and opens no error modal, as the person can go on
 * without the flags.
 */
export async function loadFeatureFlags(context: FlagContext): Promise<FlagValues> {
  // A timer of the page's own (not AbortSignal.timeout), so the page's clock governs the limit.
  const limit = new AbortController();
  const timer = setTimeout(
    () => limit.abort(new DOMException('The flags took too long', 'TimeoutError')),
    FLAG_INIT_TIMEOUT_MS,
  );
  try {
    return await callEndpoint(getFlags, { query: flagQuery(context) }, { signal: limit.signal });
  } catch (error) {
    sendLog({
      level: 'warning',
      message: `Feature flags unavailable, defaults used: ${String((error as Error).message)}`,
    });
    return DEFAULT_FLAG_VALUES;
  } finally {
    clearTimeout(timer);
  }
}
