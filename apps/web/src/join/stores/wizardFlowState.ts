import type { WizardFlowState } from '@clubjoin/domain/wizard/flowState';
import { saleExperience } from './inClubSaleStore';
import type { MembershipState } from './membershipState';

/**
 * The slice of the membership state the wizard's flow rules read
 * (product/wizard.md#stores-and-session-cookies).
 */
export function wizardFlowState(membership: MembershipState): WizardFlowState {
  return {
    flows: membership.membershipDescriptor.flows,
    // The prospect's own, or the employee's for a sale started at /club-sales
    // (product/flows.md#experience-types-and-channels).
    experienceType: saleExperience(),
    rejoin: membership.rejoin,
    existingAccount: membership.memberAccount?.existing ?? false,
    productType: membership.product?.productType,
    hasAddOns: membership.product?.hasAddOns,
    hasPackages: membership.product?.hasPackages,
    adults: membership.quantities.adults,
    juniors: membership.quantities.juniors,
  };
}
