import { describe, expect, it } from 'vitest';
import {
  GENDER_REQUIRED_MESSAGE,
  GENDERS,
  optionalGenderSchema,
  requiredGenderSchema,
} from './gender';

describe('gender (product/member-forms.md#gender: Male or Female, required except for juniors and the purchaser)', () => {
  it('offers Male and Female', () => {
    expect(GENDERS).toEqual(['Male', 'Female']);
    expect(GENDER_REQUIRED_MESSAGE).toBe('Please select a gender.');
  });

  it.each([
    ['Male', []],
    [' Female ', []],
    ['', [GENDER_REQUIRED_MESSAGE]],
    [undefined, [GENDER_REQUIRED_MESSAGE]],
    ['Other', [GENDER_REQUIRED_MESSAGE]],
  ])('required: %j → %j', (value, messages) => {
    expect(requiredGenderSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(
      messages,
    );
  });

  it.each([
    ['', []],
    [undefined, []],
    ['Male', []],
    ['Other', [GENDER_REQUIRED_MESSAGE]],
  ])('optional: %j → %j', (value, messages) => {
    expect(optionalGenderSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(
      messages,
    );
  });
});
