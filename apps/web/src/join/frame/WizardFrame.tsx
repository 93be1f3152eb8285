import type { ReactNode } from 'react';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { CouponWarning } from './CouponWarning';
import { EntryNotice } from './EntryNotice';
import { StageRefusalNotice } from './StageRefusalNotice';
import { StepHeader } from './StepHeader';
import { StepHeading } from './StepHeading';
import { STEP_TITLES } from './stepTitles';
import { SummaryPanel } from './SummaryPanel';
import styles from './WizardFrame.module.css';

export interface WizardFrameProps {
  step: WizardStep;
  /** The heading, when the step's is not its fixed title (an additional member's 'n of m'). */
  title?: string;
  /** The step's content, its buttons (WizardNavigation) included. */
  children: ReactNode;
}

/**
 * The frame of every wizard step (product/wizard.md#step-list): the step-list header, the step's
 * h1, the coupon's warning (product/membership-and-promotions.md#coupons), a staging's refusal of
 * the account, its content, and the membership summary side panel beside it on wide screens. On
 * phones the panel (collapsed but for its price) comes under the heading, above the step's
 * content and buttons, so the price is in view before the person acts, as checkouts show it
 * (issue 21: it sat below the Back button); the page reads in the order it shows.
 */
export function WizardFrame({ step, title = STEP_TITLES[step], children }: WizardFrameProps) {
  return (
    <>
      <StepHeader step={step} />
      <div className={styles.frame}>
        <div className={styles.heading}>
          <StepHeading title={title} />
        </div>
        <div className={styles.panel}>
          <SummaryPanel step={step} />
        </div>
        <div className={styles.content}>
          <EntryNotice />
          <CouponWarning />
          <StageRefusalNotice />
          {children}
        </div>
      </div>
    </>
  );
}
