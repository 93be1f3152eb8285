/**
 * The note staff write when they mark an onboarding stage done or note a member: required, one
 * paragraph's worth, storable.
 */
import { requiredText, maxLengthRule } from '../validation/textField';

export const STAFF_NOTE_MAX = 1000;

export const STAFF_NOTE_MESSAGES = {
  required: 'Write a note: what happened, in a few words.',
  long: `A note is ${STAFF_NOTE_MAX} characters or less.`,
} as const;

/** A staff note: trimmed, required, at most 1000 characters. */
export const StaffNote = requiredText(STAFF_NOTE_MESSAGES.required, [
  maxLengthRule(STAFF_NOTE_MAX, STAFF_NOTE_MESSAGES.long),
]);
