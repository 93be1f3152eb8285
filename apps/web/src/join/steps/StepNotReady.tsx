import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { WizardFrame } from '../frame/WizardFrame';
import { WizardNavigation } from '../frame/WizardNavigation';

/**
 * A step whose screen is not built yet: its route, guard and frame work, and the page says
 * plainly that this part of joining online is not available, with the way back.
 */
export function StepNotReady({ step }: { step: WizardStep }) {
  return (
    <WizardFrame step={step}>
      <p>This part of joining online is not available yet.</p>
      <WizardNavigation step={step} showNext={false} />
    </WizardFrame>
  );
}
