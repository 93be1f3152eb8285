import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { NavigationTarget } from '@clubjoin/domain/wizard/navigation';
import { targetUrl } from '@clubjoin/domain/wizard/navigation';
import { stepForPath } from '@clubjoin/domain/wizard/pageDrivers';
import { writeCurrentStep } from '../session/currentStep';

export interface GoToOptions {
  /**
   * Appended to the URL, e.g. the payment step's `?time=`
   * (product/wizard.md#page-drivers-and-addresses, #next-and-back).
   */
  suffix?: string;
  /** Replaces the history entry: the entry spinner is never a place to come back to. */
  replace?: boolean;
  /** History state for the page gone to, e.g. why the person was sent to club choice. */
  state?: unknown;
}

/**
 * Goes to a navigation target (product/wizard.md#next-and-back): its step becomes the current step
 * in the lt-oms-current-step cookie first, so the page-load guard that runs on arrival lets the
 * page show; then the target's URL loads.
 */
export function useGoTo(): (target: NavigationTarget, options?: GoToOptions) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (target, { suffix = '', replace = false, state }: GoToOptions = {}) => {
      const url = targetUrl(target, suffix);
      const step = stepForPath(url);
      if (step !== undefined) writeCurrentStep(step);
      navigate(url, { replace, state });
    },
    [navigate],
  );
}
