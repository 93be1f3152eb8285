import { describe, expect, it } from 'vitest';
import { currencyForCountry } from './currency';

describe("a club's currency comes from its country (product/pricing-and-dues.md#currency)", () => {
  it.each([
    { country: 'CA', symbol: 'C$', code: 'CAD' },
    { country: 'Canada', symbol: 'C$', code: 'CAD' },
    { country: ' can ', symbol: 'C$', code: 'CAD' },
    { country: 'US', symbol: '$', code: 'USD' },
    { country: 'USA', symbol: '$', code: 'USD' },
    { country: '', symbol: '$', code: 'USD' },
  ])('a club in "$country" shows $symbol', ({ country, symbol, code }) => {
    expect(currencyForCountry(country)).toEqual({ symbol, code });
  });
});
