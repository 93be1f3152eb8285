import { describe, expect, it } from 'vitest';
import { cardBrandAsTyped, cardBrandOf, CVC_LENGTHS } from './cardBrand';

describe('cardBrandOf (product/decisions-and-platform.md#payment-gateway: the brand by prefix and length)', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4222222222222', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000008', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['424242424242424', undefined],
    ['5655555555554444', undefined],
    ['2721000000000000', undefined],
    ['3530111333300000', undefined],
    ['37828224631000', undefined],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });
});

describe('CVC_LENGTHS (product/decisions-and-platform.md#payment-gateway: the CVC length by brand)', () => {
  it.each([
    ['visa', 3],
    ['mastercard', 3],
    ['amex', 4],
    ['discover', 3],
  ] as const)('%s: %d digits', (brand, length) => {
    expect(CVC_LENGTHS[brand]).toBe(length);
  });
});

describe('cardBrandAsTyped (the brand shown beside the card number as it is typed)', () => {
  it.each([
    ['', undefined],
    ['4', 'visa'],
    ['4242 4242', 'visa'],
    ['5', undefined],
    ['51', 'mastercard'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['56', undefined],
    ['2', undefined],
    ['222', undefined],
    ['2221', 'mastercard'],
    ['2720 99', 'mastercard'],
    ['2721', undefined],
    ['3', undefined],
    ['34', 'amex'],
    ['3782 822463 10005', 'amex'],
    ['35', undefined],
    ['6', undefined],
    ['601', undefined],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['65', 'discover'],
    ['6012', undefined],
  ])('%j shows %s', (typed, brand) => {
    expect(cardBrandAsTyped(typed)).toBe(brand);
  });
});
