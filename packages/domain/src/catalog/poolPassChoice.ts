import type { ProductType } from '../vocabulary';
import type { PoolPassState } from './poolPass';

/** The pool-pass state and the person's answer to the pop-up, as the wizard keeps them. */
export interface PoolPassChoice {
  readonly poolPass: PoolPassState;
  /** Unset until the person answers the pop-up. */
  readonly isPoolPass?: boolean;
}

/**
 * Whether the membership carries summer pool access
 * (product/add-ons-and-pool-pass.md#pool-pass-season, #pool-pass-season the cart's poolPass and
 * complete's isPoolPass): the person took the pass offered while its season is active. A day pass
 * never does (the cart service refuses a day pass with a pool pass), even when an answer given
 * earlier in the session is still held. The cart save and the completion both ask this, so the two
 * always agree.
 */
export function takesPoolPass(choice: PoolPassChoice, productType: ProductType): boolean {
  const { poolPass, isPoolPass } = choice;
  return (
    isPoolPass === true &&
    poolPass.kind === 'offered' &&
    poolPass.active &&
    productType !== 'DayPass'
  );
}
