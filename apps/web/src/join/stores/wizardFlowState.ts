import type { WizardFlowState } from '@clubjoin/domain/wizard/flowState';
import type { ExperienceType } from '@clubjoin/domain/vocabulary';
import type { MembershipState } from './membershipState';

/**
 * The sale flow under /join is the prospect's own experience
 * (product/flows.md#experience-types-and-channels); /club-sales is the employee's.
 */
export const JOIN_EXPERIENCE: ExperienceType = 'prospect';

/**
 * The slice of the membership state the wizard's flow rules read
 * (product/wizard.md#stores-and-session-cookies).
 */
export function wizardFlowState(membership: MembershipState): WizardFlowState {
  return {
    flows: membership.membershipDescriptor.flows,
    experienceType: JOIN_EXPERIENCE,
    rejoin: membership.rejoin,
    existingAccount: membership.memberAccount?.existing ?? false,
    productType: membership.product?.productType,
    hasAddOns: membership.product?.hasAddOns,
    hasPackages: membership.product?.hasPackages,
    adults: membership.quantities.adults,
    juniors: membership.quantities.juniors,
  };
}
