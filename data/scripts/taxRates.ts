import { TAXABLE_LINES } from '@clubjoin/domain/pricing/taxTable';

/**
 * The tax table (product/pricing-and-dues.md#taxes) for every state and province of the demo clubs.
 * Rates are whole parts per million (1 % = 10 000). Believable, not authoritative: see
 * data/README.md for the choices.
 */
const ALL_LINES = [...TAXABLE_LINES];
const ADMISSIONS = ['dayPass', 'poolPass'];
const salesTax = (rate: number, appliesTo: string[]) => [{ name: 'Sales Tax', rate, appliesTo }];
const surcharge = { allowed: true };
const noSurcharge = { allowed: false };
const row = (region: string, components: unknown[], cardSurcharge: object = surcharge) => ({
  region,
  components,
  cardSurcharge,
});

export const TAX_RATES = [
  // States that tax club dues, joining fees and add-ons
  row(
    'AZ',
    salesTax(
      86_000,
      ALL_LINES.filter((line) => line !== 'surcharge'),
    ),
  ),
  row('TX', salesTax(82_500, ALL_LINES)),
  row('IL', salesTax(90_000, ['dues', 'dayPass', 'poolPass', 'publicImprovementFee'])),
  row('NY', salesTax(88_750, ALL_LINES)),
  row('NJ', salesTax(66_250, ALL_LINES)),
  row(
    'CT',
    salesTax(
      63_500,
      ALL_LINES.filter((line) => line !== 'surcharge'),
    ),
    noSurcharge,
  ),
  row('WA', salesTax(102_500, ALL_LINES)),
  row('TN', salesTax(92_500, ['dues', 'addOns', 'dayPass', 'poolPass'])),
  row(
    'WI',
    salesTax(55_000, ['dues', 'adminFee', 'enrollmentFee', 'addOns', 'dayPass', 'poolPass']),
  ),
  // States that tax only admissions (a day or a pool season)
  row('MN', salesTax(68_750, ADMISSIONS)),
  row('UT', salesTax(77_500, ADMISSIONS)),
  row('FL', salesTax(70_000, ADMISSIONS)),
  // States that tax none of it
  row('CO', [], { allowed: true, rate: 20_000 }),
  row('GA', []),
  row('CA', []),
  row('OR', []),
  row('NV', []),
  row('MI', []),
  row('VA', []),
  row('NC', []),
  row('OH', []),
  row('PA', []),
  row('MD', []),
  row('MA', [], noSurcharge),
  row('IN', []),
  row('MO', []),
  row('KS', []),
  row('OK', []),
  // Canada: GST or HST everywhere, PST or QST in some provinces; no card surcharges
  row('ON', [{ name: 'HST', rate: 130_000, appliesTo: ALL_LINES }], noSurcharge),
  row('NS', [{ name: 'HST', rate: 140_000, appliesTo: ALL_LINES }], noSurcharge),
  row(
    'QC',
    [
      { name: 'GST', rate: 50_000, appliesTo: ALL_LINES },
      { name: 'QST', rate: 99_750, appliesTo: ALL_LINES },
    ],
    noSurcharge,
  ),
  row(
    'BC',
    [
      { name: 'GST', rate: 50_000, appliesTo: ALL_LINES },
      { name: 'PST', rate: 70_000, appliesTo: ['addOns'] },
    ],
    noSurcharge,
  ),
  row(
    'MB',
    [
      { name: 'GST', rate: 50_000, appliesTo: ALL_LINES },
      { name: 'PST', rate: 70_000, appliesTo: ['addOns', 'dayPass'] },
    ],
    noSurcharge,
  ),
  row('AB', [{ name: 'GST', rate: 50_000, appliesTo: ALL_LINES }], noSurcharge),
];
