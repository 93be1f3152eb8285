import { useCallback } from 'react';
import { nextMove } from '@clubjoin/domain/wizard/navigation';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { membershipStore } from '../stores/membershipStore';
import { wizardFlowState } from '../stores/wizardFlowState';
import { useGoTo } from './useGoTo';

/**
 * Goes on from a choice step (product/wizard.md#next-and-back): to the next step that applies as
 * the stores stand now, so a choice just stored (a card, an add-on, a package) already counts.
 */
export function useGoNext(step: WizardStep): () => void {
  const goTo = useGoTo();
  return useCallback(() => {
    const next = nextMove(wizardFlowState(membershipStore.getState()), step);
    if (next) goTo(next.target);
  }, [goTo, step]);
}
