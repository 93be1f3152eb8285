import type { ReactElement } from 'react';
import { memberStepOf } from '@clubjoin/domain/wizard/memberSteps';
import { WIZARD_STEPS, type WizardStep } from '@clubjoin/domain/wizard/steps';
import { MemberInfoStep } from './MemberInfoStep';

/**
 * The member info screens (02 §2): the primary member's, the additional adults' and the
 * juniors', one per step, each told the member its step stands for.
 */
export function memberInfoScreens(): Partial<Record<WizardStep, ReactElement>> {
  return Object.fromEntries(
    WIZARD_STEPS.flatMap((step) => {
      const member = memberStepOf(step);
      return member ? [[step, <MemberInfoStep key={step} step={step} member={member} />]] : [];
    }),
  );
}
