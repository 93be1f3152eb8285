import { maxLengthRule, requiredText } from './textField';

/** Longest first or last name (product/member-forms.md#names). */
export const NAME_MAX_LENGTH = 50;

export const FIRST_NAME_REQUIRED_MESSAGE = 'Please enter a first name.';
export const LAST_NAME_REQUIRED_MESSAGE = 'Please enter a last name.';

/** A member's first name (product/member-forms.md#names): required, 50 characters at most. */
export const firstNameSchema = requiredText(FIRST_NAME_REQUIRED_MESSAGE, [
  maxLengthRule(NAME_MAX_LENGTH),
]);

/** A member's last name (product/member-forms.md#names): required, 50 characters at most. */
export const lastNameSchema = requiredText(LAST_NAME_REQUIRED_MESSAGE, [
  maxLengthRule(NAME_MAX_LENGTH),
]);
