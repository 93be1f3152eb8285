import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import type { PricingSummary } from '@clubjoin/domain/pricing/pricingSummary';
import { cardPricingSummary } from '@clubjoin/domain/pricing/pricingSummary';
import { stepApplies } from '@clubjoin/domain/wizard/applicableSteps';
import type { SummaryPanelLabel } from '@clubjoin/domain/wizard/summaryPanel';
import type { ChosenClub } from '../stores/clubStore';
import type { MembershipState } from '../stores/membershipState';
import type { DefaultProduct } from '../stores/productStore';
import { wizardFlowState } from '../stores/wizardFlowState';

const count = (quantity: number, singular: string) =>
  `${quantity} ${quantity === 1 ? singular : `${singular}s`}`;

/**
 * What each summary-panel item shows once its step is complete (product/wizard.md#summary-panel):
 * the club's name, the member counts, the chosen interests, the membership's name and the add-on
 * package's name. Undefined when the step left nothing to show.
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

/**
 * The pricing the price bar shows before a cart exists (product/wizard.md#summary-panel,
 * product/pricing-and-dues.md#card-price-and-monthly-total): the pricing summary stored when a card
 * was selected; in a flow without membership cards (the membership step dropped, the club's default
 * product is the product) the card pricing of the default product for the members, with its
 * selected promotion. Undefined when neither is known.
 */
export function priceBarPricing(
  membership: MembershipState,
  defaultProduct: DefaultProduct | undefined,
): PricingSummary | undefined {
  if (membership.pricingSummary) return membership.pricingSummary;
  if (stepApplies(wizardFlowState(membership), 'membershipProducts')) return undefined;
  if (!defaultProduct || defaultProduct.clubId !== membership.mmsClubId) return undefined;
  const card = defaultProduct.clubProduct;
  const promotion = selectedPromotion(card.promotions, membership.options.promotionName);
  const { adults, juniors } = membership.quantities;
  return cardPricingSummary(card, promotion, adults, juniors);
}
