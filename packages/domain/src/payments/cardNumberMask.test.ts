import { describe, expect, it } from 'vitest';
import { maskCardNumbers } from './cardNumberMask';

describe('maskCardNumbers: no card number in a log', () => {
  it.each([
    ['4111111111111111', '************1111'],
    ['4111 1111 1111 1111', '**** **** **** 1111'],
    ['4111-1111-1111-1111', '****-****-****-1111'],
    ['3782 822463 10005', '**** ****** *0005'],
    ['6011111111111117', '************1117'],
    // Thirteen digits, the shortest card number; a mistyped one is masked all the same.
    ['4222222222222', '*********2222'],
    ['4111 1111 1111 1112', '**** **** **** 1112'],
  ])('masks %s as %s', (number, masked) => {
    expect(maskCardNumbers(number)).toBe(masked);
  });

  it('masks card numbers inside text, each of several, and keeps the rest', () => {
    expect(
      maskCardNumbers('Card 4242 4242 4242 4242 failed; retried {"n":"5555555555554444"} at 12:00'),
    ).toBe('Card **** **** **** 4242 failed; retried {"n":"************4444"} at 12:00');
    expect(maskCardNumbers('pan=4111111111111111&cvc=123 then 4000-0000-0000-0002.')).toBe(
      'pan=************1111&cvc=123 then ****-****-****-0002.',
    );
  });

  it('leaves shorter and longer digit runs, ids and phone numbers alone', () => {
    for (const text of [
      'order 123456789012',
      'call 952-555-0143',
      'club 5, party 0b8e0f4c-1d2a-4c3b-9e5f-6a7b8c9d0e1f',
      'digits 12345678901234567890',
      '2026-11-21T18:00:00Z',
    ]) {
      expect(maskCardNumbers(text)).toBe(text);
    }
  });
});
