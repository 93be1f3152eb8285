import { describe, expect, it } from 'vitest';
import {
  FIRST_NAME_REQUIRED_MESSAGE,
  firstNameSchema,
  LAST_NAME_REQUIRED_MESSAGE,
  lastNameSchema,
  NAME_MAX_LENGTH,
} from './names';

const messagesOf = (schema: typeof firstNameSchema, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('first and last names (product/member-forms.md#names): required, 50 characters at most', () => {
  it.each([
    [firstNameSchema, '', [FIRST_NAME_REQUIRED_MESSAGE]],
    [firstNameSchema, '  ', [FIRST_NAME_REQUIRED_MESSAGE]],
    [lastNameSchema, '', [LAST_NAME_REQUIRED_MESSAGE]],
    [firstNameSchema, 'a'.repeat(51), ['This field must be 50 characters or less.']],
    [lastNameSchema, 'a'.repeat(51), ['This field must be 50 characters or less.']],
    [firstNameSchema, 'a'.repeat(50), []],
    [lastNameSchema, `  ${'a'.repeat(50)}  `, []],
  ])('%#: %j → %j', (schema, value, messages) => {
    expect(messagesOf(schema, value)).toEqual(messages);
  });

  it('uses the spec wording and limit', () => {
    expect(NAME_MAX_LENGTH).toBe(50);
    expect(FIRST_NAME_REQUIRED_MESSAGE).toBe('Please enter a first name.');
    expect(LAST_NAME_REQUIRED_MESSAGE).toBe('Please enter a last name.');
  });
});
