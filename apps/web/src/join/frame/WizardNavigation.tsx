import type { ReactNode } from 'react';
import { BACK_LABEL, backTarget, nextMove, targetUrl } from '@clubjoin/domain/wizard/navigation';
import { paymentTimeSuffix, stepForPath } from '@clubjoin/domain/wizard/pageDrivers';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { Button } from '../../ui/Button';
import { ARRIVED_BY_BACK } from '../navigation/arrivedByBack';
import { useGoTo } from '../navigation/useGoTo';
import { membershipStore } from '../stores/membershipStore';
import { wizardFlowState } from '../stores/wizardFlowState';
import styles from './WizardNavigation.module.css';

export interface WizardNavigationProps {
  step: WizardStep;
  /** Whether the step has a next button; a step that moves on by its own buttons has none. */
  showNext?: boolean;
  /** Runs before the next button moves on, e.g. to store what the step collected. */
  beforeNext?: () => void;
  /**
   * Holds the next button back, e.g. while the cart updates
   * (product/membership-and-promotions.md#membership-cards).
   */
  nextDisabled?: boolean;
  /**
   * The id of the form the next button submits. The form's own submit handler then checks,
   * stores and moves on (useMoveOn); the button only submits.
   */
  submitsForm?: string;
  /** The step is moving on (a staging call runs): the next button says so and ignores clicks. */
  busy?: boolean;
  /** More buttons beside the next button, e.g. Skip. */
  children?: ReactNode;
}

/**
 * The back and next buttons of product/wizard.md#next-and-back with the domain's targets and
 * labels: next reads 'Payment' before payment (not in the waitlist flow) and 'Move Forward'
 * otherwise; back reads 'Back' and leads to the previous step that applies, or to the club locator.
 * Back is left out on the club locator itself, where it would lead to the same page. Leaving for
 * payment adds the `?time=` suffix (product/wizard.md#next-and-back).
 */
export function WizardNavigation({
  step,
  showNext = true,
  beforeNext,
  nextDisabled = false,
  submitsForm,
  busy = false,
  children,
}: WizardNavigationProps) {
  const state = wizardFlowState(membershipStore());
  const goTo = useGoTo();
  const back = backTarget(state, step);
  const next = nextMove(state, step);
  const backLeavesStep = stepForPath(targetUrl(back)) !== step;

  return (
    <div className={styles.navigation}>
      {backLeavesStep && (
        <Button variant="secondary" onClick={() => goTo(back, { state: ARRIVED_BY_BACK })}>
          {BACK_LABEL}
        </Button>
      )}
      <div className={styles.forward}>
        {children}
        {showNext && next && submitsForm !== undefined && (
          <Button type="submit" form={submitsForm} loading={busy}>
            {next.label}
          </Button>
        )}
        {showNext && next && submitsForm === undefined && (
          <Button
            disabled={nextDisabled}
            onClick={() => {
              beforeNext?.();
              goTo(next.target, {
                suffix: next.toPayment ? paymentTimeSuffix(Date.now()) : '',
              });
            }}
          >
            {next.label}
          </Button>
        )}
      </div>
    </div>
  );
}
