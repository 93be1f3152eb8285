import { useState } from 'react';
import { getClubProducts } from '@clubjoin/contract/product';
import { isLoading } from '@clubjoin/domain/calls/loadingCounter';
import { doorNeedsProgramIdentifier } from '@clubjoin/domain/catalog/membershipDoor';
import { clubAccessOpenedByLink } from '@clubjoin/domain/wizard/locationAccess';
import { callTracker } from '../../../api/callTracker';
import { useTrackedQuery } from '../../../api/useTrackedQuery';
import { WizardFrame } from '../../frame/WizardFrame';
import { WizardNavigation } from '../../frame/WizardNavigation';
import { useGoNext } from '../../navigation/useGoNext';
import { useGoTo } from '../../navigation/useGoTo';
import { clubStore } from '../../stores/clubStore';
import { couponStore, validCouponCode } from '../../stores/couponStore';
import { employeeLinkOf } from '../../stores/employeeLink';
import { membershipStore, setQuantities } from '../../stores/membershipStore';
import { selectMembershipCard } from '../../stores/selectMembershipCard';
import { ClubAccessModal } from './ClubAccessModal';
import type { ShownMembershipCard } from './membershipCardsShown';
import { membershipCardsShown } from './membershipCardsShown';
import { MembershipCardView } from './MembershipCardView';
import { MembershipComparison } from './MembershipComparison';
import { ProgramIdentifierModal } from './ProgramIdentifierModal';
import styles from './MembershipStep.module.css';

/** The step's texts where the spec gives none (our wording). */
const NO_CLUB_TEXT = 'Choose a club to see its memberships.';
const NO_CARDS_TEXT =
  'This club has no membership for this number of members online. Go back to change them, or choose another club.';

/**
 * The chosen club's membership cards (product/membership-and-promotions.md#membership-cards GET
 * /club/{clubId}), with the coupon and the link's employee id: a restricted card comes only through
 * its door (issue 15 §2). A failure has opened the error modal; the step then shows no card.
 */
function useClubCards(
  clubId: string | undefined,
  coupon: string | undefined,
  employeeId: string | undefined,
) {
  const cards = useTrackedQuery(
    getClubProducts,
    clubId === undefined ? undefined : { params: { clubId }, query: { coupon, employeeId } },
  );
  return cards.data;
}

/**
 * Membership cards (product/membership-and-promotions.md#membership-cards): the chosen club's cards
 * in the domain's order and visibility for the members, each priced by the domain; selecting one
 * stores it (product/membership-and-promotions.md#selecting-a-membership) and moves on to the next
 * step that applies, once a card whose door asks for a program member identifier has it (issue 15
 * §2). A link with complete location access (product/club-and-entry.md#location-access) opens its
 * card's club access as soon as the cards are shown.
 */
export function MembershipStep() {
  const club = clubStore((state) => state.club);
  const coupon = couponStore(validCouponCode);
  const membership = membershipStore();
  const cartUpdating = callTracker((state) => isLoading(state.loadingCount));
  const goTo = useGoTo();
  const goNext = useGoNext('membershipProducts');
  const loaded = useClubCards(club?.mmsClubId, coupon, employeeLinkOf(membership));
  const [clubAccessOf, setClubAccessOf] = useState<ShownMembershipCard | undefined>();
  const [identifierOf, setIdentifierOf] = useState<ShownMembershipCard | undefined>();

  /**
   * Chooses a card (product/membership-and-promotions.md#selecting-a-membership) and moves on to
   * the next step that applies.
   */
  const choose = (card: ShownMembershipCard) => {
    selectMembershipCard(card.card, card.product);
    goNext();
  };

  /**
   * Club access that cannot be read (product/club-and-entry.md#location-access): location access
   * and quantities reset, club choice.
   */
  const clubAccessFailed = () => {
    setClubAccessOf(undefined);
    membershipStore.setState({ locationAccess: {} });
    setQuantities(1, 0);
    goTo({ kind: 'step', step: 'clubLocation' });
  };

  const shown =
    loaded &&
    membershipCardsShown(loaded.cards, loaded.currency, {
      adults: membership.quantities.adults,
      juniors: membership.quantities.juniors,
      interests: membership.interests,
      flows: membership.membershipDescriptor.flows,
      promotionName: membership.options.promotionName,
    });

  const openedByLink =
    shown &&
    clubAccessOpenedByLink(
      membership.locationAccess,
      loaded.mmsClubId,
      shown.map((card) => card.card.productType),
    );
  // The link's modal is open until closed; closing it spends the link's location access, so it
  // opens once.
  const clubAccessShown =
    clubAccessOf ?? shown?.find((card) => card.card.productType === openedByLink);
  const closeClubAccess = () => {
    setClubAccessOf(undefined);
    if (openedByLink) membershipStore.setState({ locationAccess: {} });
  };

  return (
    <WizardFrame step="membershipProducts">
      {!club && <p>{NO_CLUB_TEXT}</p>}
      {shown && shown.length === 0 && <p>{NO_CARDS_TEXT}</p>}
      {shown && <MembershipComparison shown={shown} />}
      {shown && shown.length > 0 && (
        <div className={styles.cards}>
          {shown.map((card) => (
            <MembershipCardView
              key={card.card.productType}
              shown={card}
              cartUpdating={cartUpdating}
              onSelect={() =>
                // A Medicare card is sold only with its program's member identifier (issue 15 §2).
                doorNeedsProgramIdentifier(card.card.door) ? setIdentifierOf(card) : choose(card)
              }
              onShowClubAccess={() => setClubAccessOf(card)}
            />
          ))}
        </div>
      )}
      {club && (
        <ClubAccessModal
          shown={clubAccessShown}
          clubId={club.mmsClubId}
          adults={membership.quantities.adults}
          onClose={closeClubAccess}
          onFailure={clubAccessFailed}
        />
      )}
      <ProgramIdentifierModal
        shown={identifierOf}
        onEntered={(card) => {
          setIdentifierOf(undefined);
          choose(card);
        }}
        onClose={() => setIdentifierOf(undefined)}
      />
      <WizardNavigation step="membershipProducts" showNext={false} />
    </WizardFrame>
  );
}
