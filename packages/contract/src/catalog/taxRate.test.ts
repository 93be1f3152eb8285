import { describe, expect, it } from 'vitest';
import { verdict } from './catalogRecords.fixture';
import { TaxRate } from './taxRate';

const row = (overrides: Record<string, unknown>) => ({
  region: 'TX',
  components: [{ name: 'Sales Tax', rate: 82_500, appliesTo: ['dues', 'adminFee'] }],
  cardSurcharge: { allowed: true },
  ...overrides,
});
const gst = { name: 'GST', rate: 50_000, appliesTo: ['dues'] };

describe('a tax table row (product/pricing-and-dues.md#taxes)', () => {
  it.each([
    ['a state that taxes dues', {}, 'valid'],
    ['a state that taxes nothing', { region: 'GA', components: [] }, 'valid'],
    ['a surcharge at its own rate', { cardSurcharge: { allowed: true, rate: 20_000 } }, 'valid'],
    [
      'a province with GST and QST',
      {
        region: 'QC',
        components: [gst, { ...gst, name: 'QST', rate: 99_750 }],
        cardSurcharge: { allowed: false },
      },
      'valid',
    ],
    [
      'a region that is no state or province',
      { region: 'ZZ' },
      'region: ZZ is not a US state or Canadian province',
    ],
    [
      'a US state levying GST',
      { components: [gst] },
      'components.0.name: TX cannot levy GST: its taxes are Sales Tax',
    ],
    [
      'a province levying sales tax',
      { region: 'ON', components: [{ name: 'Sales Tax', rate: 1, appliesTo: [] }] },
      'components.0.name: ON cannot levy Sales Tax: its taxes are GST, HST, PST, QST',
    ],
    [
      'a province without GST or HST',
      { region: 'BC', components: [{ ...gst, name: 'PST' }] },
      'components: BC is a Canadian province: it charges GST or HST',
    ],
    [
      'a tax listed twice',
      { region: 'AB', components: [gst, gst] },
      'components.1.name: GST is listed twice',
    ],
    [
      'a line listed twice',
      { components: [{ name: 'Sales Tax', rate: 1, appliesTo: ['dues', 'dues'] }] },
      'components.0.appliesTo.1: dues is listed twice',
    ],
    [
      'a surcharge rate where none is allowed',
      { cardSurcharge: { allowed: false, rate: 25_000 } },
      'cardSurcharge.rate: A region that allows no surcharge sets no surcharge rate',
    ],
    [
      'a rate above 100 %',
      { components: [{ name: 'Sales Tax', rate: 1_000_001, appliesTo: [] }] },
      'components.0.rate: A rate cannot be above 100 % (1000000)',
    ],
    [
      'a rate as a fraction of a percent',
      { components: [{ name: 'Sales Tax', rate: 8.25, appliesTo: [] }] },
      'components.0.rate: A rate is a whole number of parts per million (1 % is 10000)',
    ],
    [
      'a negative rate',
      { components: [{ name: 'Sales Tax', rate: -1, appliesTo: [] }] },
      'components.0.rate: A rate cannot be negative',
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(verdict(TaxRate, row(overrides))).toBe(expected);
  });
});
