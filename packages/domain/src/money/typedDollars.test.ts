import { describe, expect, it } from 'vitest';
import { centsOfTypedDollars } from './typedDollars';

describe('centsOfTypedDollars: a price typed in dollars, as whole cents', () => {
  it.each([
    { typed: '320', cents: 32000 },
    { typed: ' 320.5 ', cents: 32050 },
    { typed: '320.05', cents: 32005 },
    { typed: '0.29', cents: 29 },
    { typed: '1,250.00', cents: 125000 },
    { typed: '10000', cents: 1000000 },
    { typed: '$40', cents: 4000 },
    { typed: 'C$ 40.10', cents: 4010 },
  ])('reads "$typed" as $cents cents', ({ typed, cents }) => {
    expect(centsOfTypedDollars(typed)).toBe(cents);
  });

  it('answers undefined for blank text, so a schema can say the price is required', () => {
    expect(centsOfTypedDollars('')).toBeUndefined();
    expect(centsOfTypedDollars('   ')).toBeUndefined();
  });

  it.each(['abc', '12.345', '-5', '1,25', '12,50.00', '.5', '3e2'])(
    'answers NaN for "%s", which is no amount',
    (typed) => {
      expect(centsOfTypedDollars(typed)).toBeNaN();
    },
  );
});
