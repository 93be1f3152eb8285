import { useState } from 'react';
import { cardSelectButton } from '@clubjoin/domain/catalog/membershipCardVisibility';
import { Accordion } from '../../../ui/Accordion';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { InfoModal } from '../../../ui/InfoModal';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { ShownMembershipCard } from './membershipCardsShown';
import styles from './MembershipStep.module.css';

/** Shown instead of Select on a card whose product is not available (our wording). */
export const NOT_AVAILABLE_TEXT = 'Not available online at this time.';

export interface MembershipCardViewProps {
  shown: ShownMembershipCard;
  cartUpdating: boolean;
  onSelect: () => void;
  /** Opens the card's club-access modal. */
  onShowClubAccess: () => void;
}

/**
 * One membership card (01 §2, §5): its title, monthly card price, description and an
 * additional-details accordion, a button to the clubs it reaches and, when the card has a legal
 * disclaimer, a button opening it in the disclaimer modal (01 §2); Select shows only for an available product and is disabled while
 * the cart updates.
 */
export function MembershipCardView({
  shown,
  cartUpdating,
  onSelect,
  onShowClubAccess,
}: MembershipCardViewProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const { card, price } = shown;
  const { priceDisclaimer, accessDisclaimer } = card.displayContent.disclaimers;
  const select = cardSelectButton(card, cartUpdating);

  return (
    <Card
      title={card.membershipCardTitle}
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
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span> per month
      </p>
      <p>{card.membershipCardDescription}</p>
      <Button variant="secondary" onClick={onShowClubAccess}>
        Clubs included<VisuallyHidden> with {card.membershipCardTitle}</VisuallyHidden>
      </Button>
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
      <Accordion title="Additional details" expanded={detailsOpen} onToggle={setDetailsOpen}>
        <p>{priceDisclaimer}</p>
        {accessDisclaimer && <p>{accessDisclaimer}</p>}
        {card.eligibilityRequirements && <p>{card.eligibilityRequirements}</p>}
      </Accordion>
    </Card>
  );
}
