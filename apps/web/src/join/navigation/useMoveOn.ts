import { useCallback, useState } from 'react';
import { logout } from '@clubjoin/contract/auth';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import { paymentTimeSuffix } from '@clubjoin/domain/wizard/pageDrivers';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { trackedCall } from '../../api/trackedCall';
import { membershipStore } from '../stores/membershipStore';
import { stageMembership } from '../useCases/stageMembership';
import { wizardFlowState } from '../stores/wizardFlowState';
import { useGoTo } from './useGoTo';

export interface MoveOn {
  /**
   * Goes to the next step, staging the membership first when the next step is payment; `replace`
   * takes the place of this step's history entry, for a step that showed nothing to the person.
   */
  moveOn: (options?: { replace?: boolean }) => Promise<void>;
  /** A staging call is running. */
  staging: boolean;
}

/**
 * Moving on from a step that collects member data (product/payment-and-confirmation.md#staging;
 * product/member-forms.md#submitting-a-member-step): call it once the step has stored its data.
 * When the next step is payment, the membership is staged first and the move goes with the `?time=`
 * suffix; a failed staging opens the error modal (the tracked call) and the step stays. On the
 * rejoin path the SSO session is signed out before payment.
 */
export function useMoveOn(step: WizardStep): MoveOn {
  const goTo = useGoTo();
  const [staging, setStaging] = useState(false);
  const moveOn = useCallback(
    async ({ replace = false }: { replace?: boolean } = {}) => {
      const next = nextMove(wizardFlowState(membershipStore.getState()), step);
      if (next === undefined) return;
      if (next.toPayment) {
        setStaging(true);
        try {
          await stageMembership();
          // product/wizard.md#next-and-back: on the rejoin path the stored SSO session is removed
          // before payment.
          if (next.removeSsoCookie) await trackedCall(logout, {});
        } catch {
          // The tracked call holds the failure and shows it in the error modal: stay on the step.
          return;
        } finally {
          setStaging(false);
        }
      }
      goTo(next.target, { suffix: next.toPayment ? paymentTimeSuffix(Date.now()) : '', replace });
    },
    [goTo, step],
  );
  return { moveOn, staging };
}
