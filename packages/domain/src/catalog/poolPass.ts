/** The pool-pass skus (product/add-ons-and-pool-pass.md#pool-pass-season). */
export const POOL_PASS_ADULT_SKU = 'pool-pass-adult';
export const POOL_PASS_JUNIOR_SKU = 'pool-pass-junior';

/**
 * One pool pass: its sku and its one-time price in integer cents
 * (product/add-ons-and-pool-pass.md#pool-pass-season, #pool-pass-offer).
 */
export interface PoolPass {
  sku: string;
  price: number;
}

/**
 * The pool-pass response (product/add-ons-and-pool-pass.md#pool-pass-season): the season's dates
 * and the passes on sale.
 */
export interface PoolPassResponse<P extends PoolPass = PoolPass> {
  startDate: string;
  endDate: string;
  poolPasses: readonly P[];
}

/**
 * What a club answers when it has no pool-pass season on sale
 * (product/add-ons-and-pool-pass.md#pool-pass-season .../poolpasses): an empty season, without
 * dates or passes.
 */
export interface EmptyPoolPassSeason {
  readonly poolPasses: readonly [];
}

/**
 * The pool-pass state the wizard keeps (product/add-ons-and-pool-pass.md#pool-pass-season): reset,
 * or the passes and whether they are active.
 */
export type PoolPassState<P extends PoolPass = PoolPass> =
  { kind: 'reset' } | { kind: 'offered'; active: boolean; adult: P; junior: P | undefined };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * Whether a pool-pass season is active (product/add-ons-and-pool-pass.md#pool-pass-season): the
 * current UTC time is between its start and end inclusive. A date without a time covers that whole
 * UTC day, so a season ending '2025-09-07' is still active at 23:59:59.999Z that day. An unreadable
 * date is never active.
 */
export function isPoolPassActive(
  season: Pick<PoolPassResponse, 'startDate' | 'endDate'>,
  now: Date,
): boolean {
  const start = Date.parse(season.startDate);
  const end = Date.parse(season.endDate) + (DATE_ONLY.test(season.endDate) ? DAY_MS - 1 : 0);
  const time = now.getTime();
  return start <= time && time <= end;
}

/**
 * The pool-pass state after a fetch (product/add-ons-and-pool-pass.md#pool-pass-season): reset on
 * fetch failure (`undefined`), for a club with no season on sale (an empty season) or when no adult
 * pool pass exists; otherwise the adult and junior passes and whether the season is active now.
 */
export function resolvePoolPass<P extends PoolPass>(
  response: PoolPassResponse<P> | EmptyPoolPassSeason | undefined,
  now: Date,
): PoolPassState<P> {
  if (!response || !('startDate' in response)) return { kind: 'reset' };
  const adult = response.poolPasses.find((pass) => pass.sku === POOL_PASS_ADULT_SKU);
  if (!adult) return { kind: 'reset' };
  return {
    kind: 'offered',
    active: isPoolPassActive(response, now),
    adult,
    junior: response.poolPasses.find((pass) => pass.sku === POOL_PASS_JUNIOR_SKU),
  };
}
