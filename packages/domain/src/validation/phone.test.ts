import { describe, expect, it } from 'vitest';
import {
  optionalPhoneSchema,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  requiredPhoneSchema,
} from './phone';
import {
  formatPhoneMask,
  isPastablePhone,
  isValidPhone,
  PHONE_MASK,
  toPhoneDigits,
} from './phoneNumber';

describe('isValidPhone (product/member-forms.md#phone: area code and exchange start with 1 to 9)', () => {
  it.each([
    ['(555) 123-4567', true],
    ['5551234567', true],
    ['555.123.4567', true],
    ['(155) 123-4567', true],
    ['(555) 923-4567', true],
    ['(055) 123-4567', false],
    ['(555) 023-4567', false],
    ['(555) 123-456', false],
    ['(555) 123-45678', false],
    ['555a1234567', false],
    ['+1 555 123 4567', false],
    ['', false],
  ])('%j → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});

describe('phone fields (product/member-forms.md#phone)', () => {
  it.each([
    ['', [PHONE_REQUIRED_MESSAGE]],
    [undefined, [PHONE_REQUIRED_MESSAGE]],
    ['(055) 123-4567', [PHONE_INVALID_MESSAGE]],
    ['(555) 123-4567', []],
  ])('required (primary, purchaser): %j → %j', (value, messages) => {
    expect(requiredPhoneSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(
      messages,
    );
  });

  it.each([
    ['', []],
    [undefined, []],
    ['(555) 023-4567', [PHONE_INVALID_MESSAGE]],
  ])('optional (other members): %j → %j', (value, messages) => {
    expect(optionalPhoneSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []).toEqual(
      messages,
    );
  });

  it('uses the spec wording', () => {
    expect(PHONE_REQUIRED_MESSAGE).toBe('Please enter a phone number.');
    expect(PHONE_INVALID_MESSAGE).toBe('Sorry, that seems to be an invalid phone number.');
  });
});

describe('formatPhoneMask (product/member-forms.md#phone: mask (###) ###-####)', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555123456789', '(555) 123-4567'],
    ['(555) 123-4567', '(555) 123-4567'],
    ['555-abc-1234567', '(555) 123-4567'],
  ])('%j → %j', (typed, shown) => {
    expect(formatPhoneMask(typed)).toBe(shown);
  });

  it('fills the whole mask for ten digits', () => {
    expect(formatPhoneMask('5551234567')).toHaveLength(PHONE_MASK.length);
  });
});

describe('isPastablePhone (product/member-forms.md#phone: paste is blocked if invalid)', () => {
  it.each([
    [' (555) 123-4567 ', true],
    ['555-123-4567', true],
    ['555-123', false],
    ['call 5551234567', false],
    ['(055) 123-4567', false],
  ])('%j → %s', (pasted, allowed) => {
    expect(isPastablePhone(pasted)).toBe(allowed);
  });
});

describe('toPhoneDigits (product/member-forms.md#phone: digits only when sent)', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['', ''],
  ])('%j → %j', (phone, digits) => {
    expect(toPhoneDigits(phone)).toBe(digits);
  });
});
