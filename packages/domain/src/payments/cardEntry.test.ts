import { describe, expect, it } from 'vitest';
import { cardBinOf, formatCardNumberAsTyped, formatExpiryAsTyped } from './cardEntry';

describe('a card number as it is typed', () => {
  it.each([
    ['4', '4'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111 1111x1111', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['37828', '3782 8'],
    ['6011000990139424123', '6011 0009 9013 9424 123'],
    ['60110009901394241234567', '6011 0009 9013 9424 123'],
    ['', ''],
  ])('%s shows as %s', (typed, shown) => {
    expect(formatCardNumberAsTyped(typed)).toBe(shown);
  });

  it('keeps its grouping when typed again over the shown form', () => {
    const shown = formatCardNumberAsTyped('4111111111111111');
    expect(formatCardNumberAsTyped(shown)).toBe(shown);
  });
});

describe('an expiry as it is typed', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12301', '12/30'],
    ['12/', '12/'],
    ['12/30', '12/30'],
    ['12/2030', '12/2030'],
    ['1/30', '1/30'],
    ['ab12cd', '12'],
  ])('%s shows as %s', (typed, shown) => {
    expect(formatExpiryAsTyped(typed)).toBe(shown);
  });
});

describe("a card's BIN", () => {
  it('is its first eight digits, once eight are typed', () => {
    expect(cardBinOf('4000 056')).toBeUndefined();
    expect(cardBinOf('4000 0566')).toBe('40000566');
    expect(cardBinOf('4000 0566 5566 5556')).toBe('40000566');
  });
});
