import { z } from 'zod';

/** The genders a member form offers (product/member-forms.md#member-fields). */
export const GENDERS = ['Male', 'Female'] as const;

export const GENDER_REQUIRED_MESSAGE = 'Please select a gender.';

/**
 * A gender that must be chosen: every member but juniors and the purchaser
 * (product/member-forms.md#gender).
 */
export const requiredGenderSchema = z
  .string({ error: GENDER_REQUIRED_MESSAGE })
  .trim()
  .pipe(z.enum(GENDERS, { error: GENDER_REQUIRED_MESSAGE }));

/**
 * A gender juniors and the purchaser may leave empty (''); when given, one of GENDERS
 * (product/member-forms.md#gender).
 */
export const optionalGenderSchema = z
  .string({ error: GENDER_REQUIRED_MESSAGE })
  .trim()
  .pipe(z.enum(['', ...GENDERS], { error: GENDER_REQUIRED_MESSAGE }))
  .optional();
