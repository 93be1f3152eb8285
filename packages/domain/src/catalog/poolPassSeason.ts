import type { PoolPassResponse } from './poolPass';
import { isPoolPassActive } from './poolPass';

type Season = Pick<PoolPassResponse, 'startDate' | 'endDate'>;

/**
 * The pool-pass season on sale (product/add-ons-and-pool-pass.md#pool-pass-season): the season
 * active now (between its start and end dates inclusive, in UTC, as the wizard judges it), else the
 * next one to start; undefined when every season is over. Seasons are in date order.
 */
export function poolPassSeasonOnSale<S extends Season>(
  seasons: readonly S[],
  now: Date,
): S | undefined {
  return seasons.find(
    (season) => isPoolPassActive(season, now) || Date.parse(season.startDate) > now.getTime(),
  );
}
