import { describe, expect, it } from 'vitest';
import { cardDigits, checkBankAccount, checkCard, PAYMENT_MESSAGES } from './paymentChecks';

const TODAY = '2026-11-21';
const GOOD = { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };

describe('checkCard (product/decisions-and-platform.md#payment-gateway: Luhn, brand, expiry, CVC length)', () => {
  it.each([
    [
      'a bad checksum',
      { cardNumber: '4242424242424241' },
      [['cardNumber', PAYMENT_MESSAGES.cardNumber]],
    ],
    ['letters', { cardNumber: '4242abcd42424242' }, [['cardNumber', PAYMENT_MESSAGES.cardNumber]]],
    [
      'an unknown brand',
      { cardNumber: '3530111333300000' },
      [['cardNumber', PAYMENT_MESSAGES.cardBrand]],
    ],
    [
      'an expired card',
      { expiryMonth: 10, expiryYear: 2026 },
      [['expiry', PAYMENT_MESSAGES.expired]],
    ],
    ['a 4-digit CVC on Visa', { cvc: '1234' }, [['cvc', PAYMENT_MESSAGES.cvc(3)]]],
    [
      'a 3-digit CVC on Amex',
      { cardNumber: '378282246310005' },
      [['cvc', PAYMENT_MESSAGES.cvc(4)]],
    ],
    ['letters in the CVC', { cvc: '12a' }, [['cvc', PAYMENT_MESSAGES.cvc(3)]]],
    [
      'a bad number and an expired card',
      { cardNumber: '1111', expiryMonth: 1, expiryYear: 2020 },
      [
        ['cardNumber', PAYMENT_MESSAGES.cardNumber],
        ['expiry', PAYMENT_MESSAGES.expired],
      ],
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(checkCard({ ...GOOD, ...change }, TODAY)).toEqual({
      ok: false,
      errors: errors.map(([field, message]) => ({ field, message })),
    });
  });

  it.each([
    [GOOD, 'visa', '4242'],
    [{ ...GOOD, cardNumber: '4242 4242 4242 4242' }, 'visa', '4242'],
    [{ ...GOOD, cardNumber: '5555-5555-5555-4444' }, 'mastercard', '4444'],
    [{ ...GOOD, cardNumber: '378282246310005', cvc: '1234' }, 'amex', '0005'],
    [{ ...GOOD, expiryMonth: 11, expiryYear: 2026 }, 'visa', '4242'],
  ])('keeps only brand, last four and expiry of %j', (card, brand, lastFour) => {
    expect(checkCard(card, TODAY)).toEqual({
      ok: true,
      value: { brand, lastFour, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear },
    });
  });
});

describe('cardDigits (the number without the separators people type)', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    ['4242x', '4242x'],
  ])('%j → %j', (typed, digits) => {
    expect(cardDigits(typed)).toBe(digits);
  });
});

describe('checkBankAccount (product/decisions-and-platform.md#payment-gateway: the routing number checksum)', () => {
  it.each([
    [
      { routingNumber: '110000000', accountNumber: '000123456789' },
      { ok: true, value: { lastFour: '6789' } },
    ],
    [
      { routingNumber: '110000001', accountNumber: '000123456789' },
      { ok: false, errors: [{ field: 'routingNumber', message: PAYMENT_MESSAGES.routingNumber }] },
    ],
    [
      { routingNumber: '110000000', accountNumber: '123' },
      { ok: false, errors: [{ field: 'accountNumber', message: PAYMENT_MESSAGES.accountNumber }] },
    ],
    [
      { routingNumber: '1', accountNumber: '123456789012345678' },
      {
        ok: false,
        errors: [
          { field: 'routingNumber', message: PAYMENT_MESSAGES.routingNumber },
          { field: 'accountNumber', message: PAYMENT_MESSAGES.accountNumber },
        ],
      },
    ],
  ])('%j → %j', (account, expected) => {
    expect(checkBankAccount(account)).toEqual(expected);
  });
});
