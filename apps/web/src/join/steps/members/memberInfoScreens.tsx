import type { ReactElement } from 'react';
import { memberStepOf } from '@clubjoin/domain/wizard/memberSteps';
import type { AdditionalMemberStep, JuniorMemberStep } from '@clubjoin/domain/wizard/steps';
import { MemberInfoStep } from './MemberInfoStep';

/** The steps that ask for one member's information. */
export type MemberInfoStepName = 'primaryMemberInfo' | AdditionalMemberStep | JuniorMemberStep;

/**
 * A member info screen (product/member-forms.md#member-info-form): the primary member's, an
 * additional adult's or a junior's, told the member its step stands for.
 */
export function memberInfoScreen(step: MemberInfoStepName): ReactElement {
  const member = memberStepOf(step);
  if (!member) throw new Error(`${step} asks for no member's information`);
  return <MemberInfoStep key={step} step={step} member={member} />;
}
