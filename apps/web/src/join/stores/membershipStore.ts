import { pricingForQuantities } from '@clubjoin/domain/pricing/pricingSummary';
import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { resizeAdultMembers, resizeJuniorMembers } from '@clubjoin/domain/wizard/quantities';
import type { MemberDetails, MembershipState } from './membershipState';
import { INITIAL_MEMBERSHIP } from './initialMembership';
import { createPersistedStore } from './persistedStore';

/**
 * The membership store (product/wizard.md#stores-and-session-cookies), persisted in
 * lt-oms-membership.
 */
export const membershipStore = createPersistedStore<MembershipState>(
  'membership',
  async () => (await import('./membershipState')).MembershipState,
  INITIAL_MEMBERSHIP,
);

const emptyMember = (): MemberDetails => ({});

/**
 * Sets the member counts (product/membership-and-promotions.md#adults-and-juniors): the adult list
 * follows with adults minus 1 slots and the junior list with one slot per junior, keeping who is
 * already entered, and the pricing is recomputed; a changed count throws the cart away
 * (product/cart.md#cart-lifecycle).
 */
export function setQuantities(adults: number, juniors: number): void {
  membershipStore.setState((state) => {
    if (state.quantities.adults === adults && state.quantities.juniors === juniors) return state;
    return withCartReset({
      ...state,
      quantities: { adults, juniors },
      adultMembers: resizeAdultMembers(state.adultMembers, adults, emptyMember),
      juniorMembers: resizeJuniorMembers(state.juniorMembers, juniors, emptyMember),
      pricingSummary: pricingForQuantities(
        state.pricingSummary,
        state.product?.price,
        adults,
        juniors,
      ),
    });
  });
}
