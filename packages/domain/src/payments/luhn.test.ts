import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn';

describe('passesLuhn (product/decisions-and-platform.md#payment-gateway: card numbers are checked)', () => {
  it.each([
    ['4242424242424242', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['0', true],
    ['4242 4242 4242 4242', false],
    ['', false],
    ['42424242424242a2', false],
  ])('%j passes: %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});
