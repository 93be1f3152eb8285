import { z } from 'zod';

/**
 * An amount of money in the catalog (product/pricing-and-dues.md#money: integer cents end to end),
 * never negative.
 */
export const CentsAmount = z
  .number()
  .int('An amount is a whole number of cents')
  .nonnegative('An amount cannot be negative');

/**
 * A rate in the catalog (a tax, a surcharge, a public improvement fee) as whole parts per million,
 * the domain's Rate (1 % is 10 000), from 0 to 100 %.
 */
export const RateAmount = z
  .number()
  .int('A rate is a whole number of parts per million (1 % is 10000)')
  .nonnegative('A rate cannot be negative')
  .max(1_000_000, 'A rate cannot be above 100 % (1000000)');
