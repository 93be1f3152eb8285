import type { ReactElement } from 'react';
import { memberStepOf } from '@clubjoin/domain/wizard/memberSteps';
import {
  ADDITIONAL_MEMBER_STEPS,
  JUNIOR_MEMBER_STEPS,
  type AdditionalMemberStep,
  type JuniorMemberStep,
} from '@clubjoin/domain/wizard/steps';
import { MemberInfoStep } from './MemberInfoStep';

type MemberInfoStepName = 'primaryMemberInfo' | AdditionalMemberStep | JuniorMemberStep;

/**
 * The member info screens (product/member-forms.md#member-info-form): the primary member's, the
 * additional adults' and the juniors', one per step, each told the member its step stands for.
 */
export function memberInfoScreens(): Record<MemberInfoStepName, ReactElement> {
  const steps: readonly MemberInfoStepName[] = [
    'primaryMemberInfo',
    ...ADDITIONAL_MEMBER_STEPS,
    ...JUNIOR_MEMBER_STEPS,
  ];
  return Object.fromEntries(
    steps.flatMap((step) => {
      const member = memberStepOf(step);
      return member ? [[step, <MemberInfoStep key={step} step={step} member={member} />]] : [];
    }),
  ) as Record<MemberInfoStepName, ReactElement>;
}
