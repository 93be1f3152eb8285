import type { WizardStep } from './steps';
import { ADDITIONAL_MEMBER_STEPS, JUNIOR_MEMBER_STEPS } from './steps';

/**
 * The error of a member step whose member index is missing or out of range
 * (product/member-forms.md#member-info-form).
 */
export const INVALID_MEMBER_INDEX_MESSAGE = 'Invalid member index.';

/**
 * The member a member-info step is for (product/member-forms.md#member-info-form): the primary, a
 * secondary adult numbered from 2 (adult number two is the first additional adult) or a junior
 * numbered from 1.
 */
export type MemberStep =
  | { readonly memberType: 'primary' }
  | { readonly memberType: 'secondaryAdult'; readonly index: number }
  | { readonly memberType: 'junior'; readonly index: number };

/**
 * The member a step asks about (product/member-forms.md#member-info-form: Adult member steps start
 * at index 2; junior default index 1), or undefined for a step that is no member-info step. The
 * index comes from the step, as the authored page would give it.
 */
export function memberStepOf(step: WizardStep): MemberStep | undefined {
  if (step === 'primaryMemberInfo') return { memberType: 'primary' };
  const adult = (ADDITIONAL_MEMBER_STEPS as readonly WizardStep[]).indexOf(step);
  if (adult >= 0) return { memberType: 'secondaryAdult', index: adult + 2 };
  const junior = (JUNIOR_MEMBER_STEPS as readonly WizardStep[]).indexOf(step);
  if (junior >= 0) return { memberType: 'junior', index: junior + 1 };
  return undefined;
}

/**
 * The position in the membership's member list of an additional member (0-based), or undefined when
 * the index is not one of the list's slots (product/member-forms.md#member-info-form: 'Invalid
 * member index.'): a secondary adult n sits at n − 2 of the adult list (adults − 1 slots), a junior
 * n at n − 1 of the junior list.
 */
export function memberListPosition(
  member: Exclude<MemberStep, { memberType: 'primary' }>,
  listLength: number,
): number | undefined {
  const position = member.memberType === 'secondaryAdult' ? member.index - 2 : member.index - 1;
  return Number.isInteger(position) && position >= 0 && position < listLength
    ? position
    : undefined;
}

/**
 * The title of an additional member's step (product/member-forms.md#member-info-form): 'Additional
 * Members (n of m)' with m = adults
 * + juniors − 1; for a secondary adult n = index − 1, for a junior n = index + adults − 1, so the
 * juniors count on after the adults.
 */
export function additionalMembersTitle(
  member: Exclude<MemberStep, { memberType: 'primary' }>,
  quantities: { readonly adults: number; readonly juniors: number },
): string {
  const { adults, juniors } = quantities;
  const n = member.memberType === 'secondaryAdult' ? member.index - 1 : member.index + adults - 1;
  return `Additional Members (${n} of ${adults + juniors - 1})`;
}
