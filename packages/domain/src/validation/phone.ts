import { isValidPhone } from './phoneNumber';
import { optionalText, requiredText, textRule } from './textField';

export const PHONE_REQUIRED_MESSAGE = 'Please enter a phone number.';
export const PHONE_INVALID_MESSAGE = 'Sorry, that seems to be an invalid phone number.';

const phoneRules = [textRule(isValidPhone, PHONE_INVALID_MESSAGE)];

/**
 * A phone number that must be given: the primary member's and the purchaser's
 * (product/member-forms.md#phone).
 */
export const requiredPhoneSchema = requiredText(PHONE_REQUIRED_MESSAGE, phoneRules);

/**
 * A phone number other members may leave empty, valid when given (product/member-forms.md#phone).
 */
export const optionalPhoneSchema = optionalText(phoneRules);
