import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { US_DOLLARS, currencyForCountry } from '@clubjoin/domain/money/currency';
import { stepUrl } from '@clubjoin/domain/wizard/pageDrivers';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { summaryPanel } from '@clubjoin/domain/wizard/summaryPanel';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { clubStore } from '../stores/clubStore';
import { membershipStore } from '../stores/membershipStore';
import { productStore } from '../stores/productStore';
import { wizardFlowState } from '../stores/wizardFlowState';
import { PriceBar } from './PriceBar';
import { saleChargeTerms } from './saleChargeTerms';
import { priceBarPricing, summaryValue } from './summaryValues';
import styles from './SummaryPanel.module.css';
import { isWideScreen } from './wideScreen';

/**
 * The membership summary side panel of product/wizard.md#summary-panel: the steps that apply to the
 * flow (Club Location, Members, Interests, Membership, Dynamic Package), each with its value once
 * complete and an edit arrow only where the domain allows going back to it, then the price bar. The
 * list is a disclosure, open at first on wide screens; Escape inside the panel closes it and puts
 * focus on its toggle.
 */
export function SummaryPanel({ step }: { step: WizardStep }) {
  const membership = membershipStore();
  const club = clubStore((state) => state.club);
  const defaultProduct = productStore((state) => state.defaultProduct);
  const [open, setOpen] = useState(isWideScreen);
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const listId = useId();

  useEffect(() => {
    const element = panel.current;
    if (!element || !open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const items = summaryPanel(wizardFlowState(membership), step);
  return (
    <aside ref={panel} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          Membership Summary
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </button>
      </h2>
      <ul id={listId} className={styles.items} hidden={!open}>
        {items.map((item) => {
          const value =
            item.status === 'complete' ? summaryValue(item.label, membership, club) : undefined;
          return (
            <li key={item.label} className={styles.item}>
              <span>
                {item.label}
                {value !== undefined && <span className={styles.value}>{value}</span>}
              </span>
              {item.clickable && (
                <Link className={styles.edit} to={stepUrl(item.step)}>
                  <VisuallyHidden>{`Edit ${item.label}`}</VisuallyHidden>
                  <span aria-hidden="true">›</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <PriceBar
        pricingSummary={priceBarPricing(membership, defaultProduct)}
        cartSummary={membership.cartSummary}
        terms={saleChargeTerms({
          flows: membership.membershipDescriptor.flows,
          productType: membership.product?.productType,
          club,
        })}
        currency={club ? currencyForCountry(club.country) : US_DOLLARS}
      />
    </aside>
  );
}
