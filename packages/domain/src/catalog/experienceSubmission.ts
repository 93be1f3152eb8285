/**
 * The choices a new member sends from the experiences page
 * (product/pages.md#new-member-experiences).
 */
export interface ExperienceChoices {
  skip: boolean;
  /** The experiences the member ticked. */
  experienceIds: readonly string[];
}

export const EXPERIENCES_SKIPPED_WITH_CHOICES_MESSAGE =
  'Skipping this step clears the selected experiences: send none with skip.';
export const EXPERIENCES_NONE_CHOSEN_MESSAGE = 'Select at least one experience to continue.';
export const experienceNotOfferedMessage = (experienceId: string) =>
  `The experience ${experienceId} is not offered at this club.`;
export const EXPERIENCE_CHOSEN_TWICE_MESSAGE = 'An experience is selected twice.';

/**
 * Whether a new member's experience choices can be saved (product/pages.md#new-member-experiences):
 * skip clears every selection, Continue needs at least one, and each chosen experience must be one
 * the club offers, once. Answers the problem, or undefined when the choices stand.
 */
export function experienceChoicesProblem(
  choices: ExperienceChoices,
  offeredIds: readonly string[],
): string | undefined {
  if (choices.skip) {
    return choices.experienceIds.length ? EXPERIENCES_SKIPPED_WITH_CHOICES_MESSAGE : undefined;
  }
  if (!choices.experienceIds.length) return EXPERIENCES_NONE_CHOSEN_MESSAGE;
  const unknown = choices.experienceIds.find((id) => !offeredIds.includes(id));
  if (unknown !== undefined) return experienceNotOfferedMessage(unknown);
  if (new Set(choices.experienceIds).size !== choices.experienceIds.length) {
    return EXPERIENCE_CHOSEN_TWICE_MESSAGE;
  }
  return undefined;
}

/**
 * The variations a submission sends (product/pages.md#new-member-experiences): every experience
 * the page offered with whether it is ticked; skipping clears every selection.
 */
export function experienceVariations(
  offeredIds: readonly string[],
  tickedIds: readonly string[],
  skip: boolean,
): { experienceId: string; selected: boolean }[] {
  return offeredIds.map((experienceId) => ({
    experienceId,
    selected: !skip && tickedIds.includes(experienceId),
  }));
}

/** What the purchase's records say of the member a submission is for. */
export interface ExperienceMembership {
  clubId: string;
  membershipLevel: string;
}

/**
 * Whether a submission names the membership the purchase created (the member's club and level):
 * answers the field it contradicts with a message, or undefined when it agrees.
 */
export function experienceMembershipContradiction(
  sent: ExperienceMembership,
  held: ExperienceMembership,
): { field: keyof ExperienceMembership; message: string } | undefined {
  if (sent.clubId !== held.clubId) {
    return {
      field: 'clubId',
      message: `The experiences are chosen at the membership's club, ${held.clubId}.`,
    };
  }
  if (sent.membershipLevel !== held.membershipLevel) {
    return {
      field: 'membershipLevel',
      message: `The membership's level is ${held.membershipLevel}.`,
    };
  }
  return undefined;
}
