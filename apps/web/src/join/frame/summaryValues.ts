import type { SummaryPanelLabel } from '@clubjoin/domain/wizard/summaryPanel';
import type { ChosenClub } from '../stores/clubStore';
import type { MembershipState } from '../stores/membershipState';

const count = (quantity: number, singular: string) =>
  `${quantity} ${quantity === 1 ? singular : `${singular}s`}`;

/**
 * What each summary-panel item shows once its step is complete (01 §2): the club's name, the
 * member counts, the chosen interests, the membership's name and the add-on package's name.
 * Undefined when the step left nothing to show.
 */
export function summaryValue(
  label: SummaryPanelLabel,
  membership: MembershipState,
  club: ChosenClub | undefined,
): string | undefined {
  switch (label) {
    case 'Club Location':
      return club?.marketingClubName;
    case 'Members':
      return `${count(membership.quantities.adults, 'Adult')}, ${count(membership.quantities.juniors, 'Junior')}`;
    case 'Interests':
      return membership.interests.map((interest) => interest.displayName).join(', ') || undefined;
    case 'Membership':
      return membership.selectedMembershipName ?? membership.product?.productName;
    case 'Dynamic Package':
      return membership.addOnBundle?.name;
  }
}
