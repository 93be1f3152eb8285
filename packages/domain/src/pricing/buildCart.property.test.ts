import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCents } from '../money/cents';
import { buildCart } from './buildCart';
import { PAYMENT_KINDS } from './cardSurcharge';
import type { CartInput } from './cartInput';
import { feeLines } from './feeLines';
import { checkCartIntegrity } from './integrityChecks';
import type { ProductPrice } from './productPrice';
import type { TaxRow } from './taxTable';
import { TAXABLE_LINES } from './taxTable';

const REGIONS = ['MN', 'WI', 'TX', 'ON', 'BC', 'QC'] as const;
const ZONES = [
  'America/Chicago',
  'America/Los_Angeles',
  'America/Toronto',
  'America/St_Johns',
  'America/Phoenix',
  'Pacific/Honolulu',
] as const;

const cents = (max: number) => fc.integer({ min: 0, max });

const productPrice: fc.Arbitrary<ProductPrice> = fc.record({
  productPrice: cents(60_000),
  juniorMemberDues: cents(10_000),
  adminFee: cents(20_000),
  enrollmentFee: cents(20_000),
  normallyPricedJoiningFee: cents(40_000),
  adultSalesRuleDiscountAmount: cents(70_000),
  juniorSalesRuleDiscountAmounts: fc.array(cents(6_000), { maxLength: 6 }),
  adminFeeSalesRuleDiscountAmount: cents(25_000),
});

const taxRow = (region: string): fc.Arbitrary<TaxRow> =>
  fc.record({
    region: fc.constant(region),
    components: fc.array(
      fc.record({
        name: fc.constantFrom('Sales Tax', 'GST', 'HST', 'PST', 'QST'),
        rate: fc.integer({ min: 0, max: 150_000 }),
        appliesTo: fc.subarray([...TAXABLE_LINES]),
      }),
      { maxLength: 3 },
    ),
    cardSurcharge: fc.record(
      { allowed: fc.boolean(), rate: fc.integer({ min: 0, max: 40_000 }) },
      { requiredKeys: ['allowed'] },
    ),
  });

const taxTable: fc.Arbitrary<TaxRow[]> = fc
  .subarray([...REGIONS])
  .chain((regions) => fc.tuple(...regions.map(taxRow)));

const cartInput: fc.Arbitrary<CartInput> = fc.record(
  {
    club: fc.record({
      state: fc.constantFrom(...REGIONS),
      timeZone: fc.constantFrom(...ZONES),
      open: fc.constantFrom('OPEN', 'PRESALE'),
    }),
    flow: fc.constantFrom(undefined, 'Waitlist', 'DayPass', 'ShortTerm', 'Employee'),
    product: fc.record({
      productCode: fc.constant('PRODUCT'),
      productName: fc.constant('Product'),
      productType: fc.constantFrom('Monthly', 'DayPass', 'ClubOnly', 'Employee'),
    }),
    price: productPrice,
    adultQuantity: fc.integer({ min: 1, max: 6 }),
    juniorQuantity: fc.integer({ min: 0, max: 6 }),
    promotion: fc.record({
      monthlyDuesDiscount: cents(20_000),
      joiningFeeDiscount: cents(40_000),
      defersJoiningFees: fc.boolean(),
    }),
    addOns: fc.uniqueArray(
      fc.record({
        productCode: fc.constantFrom('ADDON-A', 'ADDON-B'),
        name: fc.constant('Add-on'),
        price: cents(10_000),
        adminFee: cents(5_000),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 2, selector: (addOn) => addOn.productCode },
    ),
    dynamicPackage: fc.record({
      productCode: fc.constant('PKG'),
      name: fc.constant('Package'),
      price: cents(20_000),
    }),
    poolPass: fc.record({ adultPrice: cents(10_000), juniorPrice: cents(5_000) }),
    teamVip: fc.record({ duesDiscountRate: fc.integer({ min: 0, max: 1_000_000 }) }),
    joinedAt: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    memberAddressState: fc.constantFrom(...REGIONS, 'OR'),
    taxTable,
    publicImprovementFee: fc.record({
      description: fc.constant('Public Improvement Fee'),
      rate: fc.integer({ min: 0, max: 50_000 }),
    }),
    paymentKind: fc.constantFrom(...PAYMENT_KINDS),
  },
  {
    requiredKeys: [
      'club',
      'product',
      'price',
      'adultQuantity',
      'juniorQuantity',
      'joinedAt',
      'taxTable',
    ],
  },
);

/** Every number anywhere in a value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** An independent oracle for the surcharge: float arithmetic is exact at these magnitudes. */
function expectedSurchargeRate(input: CartInput): number {
  if (input.paymentKind === 'debit' || input.paymentKind === 'bank') return 0;
  const region = input.memberAddressState || input.club.state;
  const row = input.taxTable.find((candidate) => candidate.region === region);
  if (!row?.cardSurcharge.allowed) return 0;
  return row.cardSurcharge.rate ?? 25_000;
}

const RUNS = { numRuns: 400 };

describe('every cart, for any product, quantities, join date and tax row', () => {
  it('satisfies the integrity equation of its case (product/pricing-and-dues.md#integrity-checks)', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const cart = buildCart(input);
        expect(checkCartIntegrity(cart.response, cart.summary, cart.pricingCase)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('holds only whole, safe numbers of cents', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const { response, summary } = buildCart(input);
        for (const value of numbersIn([response, summary])) {
          expect(isCents(value)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('has entries whose discounts chain from base to total and never go below zero', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        for (const entry of buildCart(input).response.entries) {
          let balance = entry.basePrice;
          for (const discount of entry.discounts) {
            expect(discount.value).toBeGreaterThan(0);
            balance -= discount.value;
            expect(discount.balance).toBe(balance);
          }
          expect(entry.totalPrice).toBe(balance);
          expect(entry.totalPrice).toBeGreaterThanOrEqual(0);
        }
      }),
      RUNS,
    );
  });

  it('has entries that sum to the totals', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const { response: r, summary: s } = buildCart(input);
        const pif = r.publicImprovementFee;
        const surcharge = r.cardSurchargeFee;
        expect(r.subTotal).toBe(sum(r.entries.map((entry) => entry.totalPrice)) + pif.amount);
        expect(r.totalTax).toBe(sum(r.entries.map((entry) => entry.tax)) + pif.tax);
        expect(r.totalPriceWithTax).toBe(r.subTotal + r.totalTax);
        expect(r.totalTaxWithSurcharge).toBe(r.totalTax + surcharge.tax);
        expect(r.totalPriceWithTaxAndSurcharge).toBe(
          r.totalPriceWithTax + surcharge.amount + surcharge.tax,
        );
        expect([s.total, s.subtotal, s.taxes, s.totalWithSurcharge]).toEqual([
          r.totalPriceWithTax,
          r.subTotal,
          r.totalTax,
          r.totalPriceWithTaxAndSurcharge,
        ]);
      }),
      RUNS,
    );
  });

  it('charges a surcharge equal to the rounded surcharge on the taxed total', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const { response } = buildCart(input);
        const rate = expectedSurchargeRate(input);
        expect(response.cardSurchargeFee.rate).toBe(rate);
        expect(response.cardSurchargeFee.amount).toBe(
          Math.round((response.totalPriceWithTax * rate) / 1_000_000),
        );
      }),
      RUNS,
    );
  });

  it('prorates the Current Month as dues × days left including today ÷ days in month, rounded', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const cart = buildCart(input);
        if (cart.pricingCase !== 'prorated') return;
        // An independent clock: the club's date by toLocaleDateString and the month's length by Date.UTC.
        const today = input.joinedAt.toLocaleDateString('en-CA', { timeZone: input.club.timeZone });
        const [year, month, day] = today.split('-').map(Number) as [number, number, number];
        const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const dues = input.price.productPrice + input.price.juniorMemberDues * input.juniorQuantity;
        expect(cart.joinDate).toBe(today);
        expect(cart.summary.monthProrate).toBe(Math.round((dues * (days - day + 1)) / days));
      }),
      RUNS,
    );
  });

  it('shows fee lines that add up to the subtotal, and with tax and surcharge to the total', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const { summary, pricingCase } = buildCart(input);
        const lines = feeLines(summary, { pricingCase });
        if (pricingCase === 'waitlist') {
          expect(lines).toEqual([]);
          return;
        }
        const index = lines.findIndex((line) => line.key === 'subtotal');
        expect(sum(lines.slice(0, index).map((line) => line.amount))).toBe(summary.subtotal);
        expect(sum(lines.slice(index).map((line) => line.amount))).toBe(summary.totalWithSurcharge);
      }),
      RUNS,
    );
  });
});
