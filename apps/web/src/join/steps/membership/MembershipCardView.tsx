import { useId, useState } from 'react';
import type { OfferedPromotion } from '@clubjoin/contract/product';
import { cardSelectButton } from '@clubjoin/domain/catalog/membershipCardVisibility';
import { hasPremierModal, PREMIER_MODAL } from '@clubjoin/domain/catalog/premierMembership';
import { cardSpellsOutPromotion } from '@clubjoin/domain/catalog/promotionOnCard';
import { selectedPromotion } from '@clubjoin/domain/catalog/selectedPromotion';
import { cardPriceSuffix } from '@clubjoin/domain/pricing/chargeTermsTexts';
import { membershipImageUrl } from '../../../brand/brand';
import { Accordion } from '../../../ui/Accordion';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { InfoModal } from '../../../ui/InfoModal';
import { Modal } from '../../../ui/Modal';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { saleChargeTerms } from '../../frame/saleChargeTerms';
import { isWideScreen } from '../../frame/wideScreen';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import type { ShownMembershipCard } from './membershipCardsShown';
import styles from './MembershipStep.module.css';

/** Shown instead of Select on a card whose product is not available (our wording). */
export const NOT_AVAILABLE_TEXT = 'Not available online at this time.';

/** The badge of the recommended card, and the joining-fee line when there is none (our wording). */
export const RECOMMENDED_TEXT = 'Recommended';
export const NO_JOINING_FEE_TEXT = 'No joining fee';

/** "+ $149.00 joining fee" under a card's price. */
export function joiningFeeText(joiningFee: string | null): string {
  return joiningFee === null ? NO_JOINING_FEE_TEXT : `+ ${joiningFee} joining fee`;
}

/** The headings over a promotion's join offers and awards (our wording). */
export const JOIN_OFFERS_HEADING = 'When you join';
export const AWARDS_HEADING = 'Rewards';

/**
 * The promotion a card carries (product/membership-and-promotions.md#membership-cards): its name as
 * the heading, its description, then its join offers and its awards, each list under a heading of
 * its own when it has any.
 */
function CardPromotion({ promotion }: { promotion: OfferedPromotion }) {
  const headingId = useId();
  return (
    <div className={styles.promotion} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.promotionName}>
        {promotion.promotionName}
      </h3>
      <p>{promotion.promotionDescription}</p>
      {promotion.joinOffers.length > 0 && (
        <>
          <h4 className={styles.offerHeading}>{JOIN_OFFERS_HEADING}</h4>
          <ul className={styles.offers}>
            {promotion.joinOffers.map(({ joinOfferText }) => (
              <li key={joinOfferText}>{joinOfferText}</li>
            ))}
          </ul>
        </>
      )}
      {promotion.awards.length > 0 && (
        <>
          <h4 className={styles.offerHeading}>{AWARDS_HEADING}</h4>
          <ul className={styles.offers}>
            {promotion.awards.map((award) => (
              <li key={award.title}>
                <strong>{award.title}</strong>: {award.description}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The premier modal (product/membership-and-promotions.md#card-details): what the premier
 * membership includes, in the domain's words.
 */
function PremierModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={PREMIER_MODAL.title}
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <p>{PREMIER_MODAL.intro}</p>
      <ul className={styles.offers}>
        {PREMIER_MODAL.inclusions.map((inclusion) => (
          <li key={inclusion}>{inclusion}</li>
        ))}
      </ul>
      <p className={styles.note}>{PREMIER_MODAL.note}</p>
    </Modal>
  );
}

export interface MembershipCardViewProps {
  shown: ShownMembershipCard;
  cartUpdating: boolean;
  onSelect: () => void;
  /** Opens the card's club-access modal. */
  onShowClubAccess: () => void;
}

/**
 * One membership card (product/membership-and-promotions.md#membership-cards): the brand's picture
 * of its kind of membership, its title, card price worded by the charge terms of the sale with this
 * card (product/pricing-and-dues.md#charge-terms: per month, for one visit, paid in full), its
 * joining fees, description, its selected promotion with the join offers and awards (unless the
 * domain's cardSpellsOutPromotion finds it the standard one that gives nothing), and an
 * additional-details accordion; a button to the clubs it reaches, on the premier card a button
 * opening the premier modal and, when the card has a legal disclaimer, a button opening it in the
 * disclaimer modal (product/wizard.md#shared-screen-parts). Select shows only for an available
 * product and is disabled while the cart updates. On a phone (decision 0032) the card has no
 * picture, and its description and buttons sit inside the additional details.
 */
export function MembershipCardView({
  shown,
  cartUpdating,
  onSelect,
  onShowClubAccess,
}: MembershipCardViewProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [premierOpen, setPremierOpen] = useState(false);
  // On a phone the card keeps its price, fees, promotion and Select in view and folds the rest
  // into its details (decision 0032).
  const [wide] = useState(isWideScreen);
  const { card, price } = shown;
  const promotionName = membershipStore((state) => state.options.promotionName);
  const promotion = selectedPromotion(card.promotions, promotionName);
  const flows = membershipStore((state) => state.membershipDescriptor.flows);
  const club = clubStore((state) => state.club);
  const terms = saleChargeTerms({ flows, productType: card.productType, club });
  const { priceDisclaimer, accessDisclaimer } = card.displayContent.disclaimers;
  const select = cardSelectButton(card, cartUpdating);
  const description = <p>{card.membershipCardDescription}</p>;
  const links = (
    <div className={styles.cardLinks}>
      <Button variant="secondary" onClick={onShowClubAccess}>
        Clubs included<VisuallyHidden> with {card.membershipCardTitle}</VisuallyHidden>
      </Button>
      {hasPremierModal(card.productType) && (
        <>
          <Button variant="secondary" onClick={() => setPremierOpen(true)}>
            {PREMIER_MODAL.title}
          </Button>
          <PremierModal open={premierOpen} onClose={() => setPremierOpen(false)} />
        </>
      )}
      {card.legalDisclaimer && (
        <>
          <Button variant="secondary" onClick={() => setDisclaimerOpen(true)}>
            Disclaimer<VisuallyHidden> for {card.membershipCardTitle}</VisuallyHidden>
          </Button>
          <InfoModal
            open={disclaimerOpen}
            title={`${card.membershipCardTitle}: disclaimer`}
            text={card.legalDisclaimer}
            buttonLabel="Close"
            onClose={() => setDisclaimerOpen(false)}
          />
        </>
      )}
    </div>
  );

  return (
    <Card
      title={card.membershipCardTitle}
      highlighted={shown.recommended}
      imageUrl={wide ? membershipImageUrl(card.productType) : undefined}
      footer={
        select === 'hidden' ? (
          <p className={styles.unavailable}>{NOT_AVAILABLE_TEXT}</p>
        ) : (
          <Button disabled={select === 'disabled'} onClick={onSelect}>
            Select<VisuallyHidden> {card.membershipCardTitle}</VisuallyHidden>
          </Button>
        )
      }
    >
      {shown.recommended && <p className={styles.recommended}>{RECOMMENDED_TEXT}</p>}
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span> {cardPriceSuffix(terms.schedule)}
      </p>
      <p className={styles.joiningFee}>{joiningFeeText(shown.joiningFee)}</p>
      {wide && description}
      {promotion && cardSpellsOutPromotion(promotion) && <CardPromotion promotion={promotion} />}
      {wide && links}
      <Accordion title="Additional details" expanded={detailsOpen} onToggle={setDetailsOpen}>
        {!wide && (
          <>
            {description}
            {links}
          </>
        )}
        <p>{priceDisclaimer}</p>
        {accessDisclaimer && <p>{accessDisclaimer}</p>}
        {card.eligibilityRequirements && <p>{card.eligibilityRequirements}</p>}
      </Accordion>
    </Card>
  );
}
