import type { ReactNode } from 'react';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { StepHeader } from './StepHeader';
import { StepHeading } from './StepHeading';
import { STEP_TITLES } from './stepTitles';
import { SummaryPanel } from './SummaryPanel';
import styles from './WizardFrame.module.css';

export interface WizardFrameProps {
  step: WizardStep;
  /** The step's content, its buttons (WizardNavigation) included. */
  children: ReactNode;
}

/**
 * The frame of every wizard step (01 §2): the step-list header, the step's h1, its content, and
 * the membership summary side panel beside it on wide screens and below it on phones.
 */
export function WizardFrame({ step, children }: WizardFrameProps) {
  return (
    <>
      <StepHeader step={step} />
      <div className={styles.frame}>
        <div className={styles.content}>
          <StepHeading title={STEP_TITLES[step]} />
          {children}
        </div>
        <SummaryPanel step={step} />
      </div>
    </>
  );
}
