import { useState } from 'react';
import { cardPriceSuffix } from '@clubjoin/domain/pricing/chargeTermsTexts';
import { Accordion } from '../../../ui/Accordion';
import { saleChargeTerms } from '../../frame/saleChargeTerms';
import { clubStore } from '../../stores/clubStore';
import { membershipStore } from '../../stores/membershipStore';
import type { ShownMembershipCard } from './membershipCardsShown';
import { joiningFeeText, NOT_AVAILABLE_TEXT, RECOMMENDED_TEXT } from './MembershipCardView';
import styles from './MembershipStep.module.css';

/** The comparison's toggle (our wording). */
export const COMPARE_TITLE = 'Compare memberships';

/**
 * The step's cards side by side (issue 21: "a comparison of what each includes"): behind a
 * toggle, one row per card with its price and charge terms, its joining fee and what it includes,
 * the recommended one marked. Shown when there are at least two cards to compare.
 */
export function MembershipComparison({ shown }: { shown: readonly ShownMembershipCard[] }) {
  const [expanded, setExpanded] = useState(false);
  const flows = membershipStore((state) => state.membershipDescriptor.flows);
  const club = clubStore((state) => state.club);
  if (shown.length < 2) return null;
  return (
    <div className={styles.comparison}>
      <Accordion title={COMPARE_TITLE} expanded={expanded} onToggle={setExpanded} headingLevel={2}>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>Prices before tax for the members chosen.</caption>
            <thead>
              <tr>
                <th scope="col">Membership</th>
                <th scope="col">Price</th>
                <th scope="col">Joining fee</th>
                <th scope="col">What it includes</th>
              </tr>
            </thead>
            <tbody>
              {shown.map(({ card, price, joiningFee, recommended }) => (
                <tr key={card.productType}>
                  <th scope="row">
                    {card.membershipCardTitle}
                    {recommended && <span className={styles.rowBadge}> ({RECOMMENDED_TEXT})</span>}
                  </th>
                  <td>
                    {price}{' '}
                    {cardPriceSuffix(
                      saleChargeTerms({ flows, productType: card.productType, club }).schedule,
                    )}
                  </td>
                  <td>{joiningFeeText(joiningFee)}</td>
                  <td>
                    {card.membershipCardDescription}
                    {!card.isAvailable && ` ${NOT_AVAILABLE_TEXT}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Accordion>
    </div>
  );
}
