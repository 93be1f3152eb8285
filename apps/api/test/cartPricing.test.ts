import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeEmployeeId } from '@clubjoin/domain/wizard/entryParameters';
import { buildTestApp, type TestApp } from './testApp';

/**
 * The cart service prices every case of product/pricing-and-dues.md#pricing-cases through the API,
 * on the demo catalog, with the clock fixed. Every figure below was worked out by hand from the
 * catalog's prices (in comments), not copied from the service's output. Club 5 is Minnesota (dues,
 * fees and surcharge untaxed; day and pool passes taxed 6.875 %; surcharge allowed at 2.5 %), its
 * Monthly product $159 for 1 adult, $286 for 2, juniors $35, admin fee $49, enrollment fee $149.
 */

interface Entry {
  category: string;
  reasonCode?: string;
  basePrice: number;
  discounts: { name: string; value: number; balance: number }[];
  totalPrice: number;
  tax: number;
}

/** An entry as one readable line: category, month, base, discounts, total and tax. */
const line = (entry: Entry) =>
  [
    entry.category,
    entry.reasonCode,
    entry.basePrice,
    ...entry.discounts.map((discount) => `${discount.name}:${discount.value}`),
    `= ${entry.totalPrice}`,
    `tax ${entry.tax}`,
  ]
    .filter((part) => part !== undefined)
    .join(' ');

const ONE_ADULT = { adultProductQuantity: 1, juniorProductQuantity: 0 };

describe('the cart service prices every case (product/pricing-and-dues.md#pricing-cases, product/cart.md#saving-a-cart)', () => {
  let subject: TestApp;
  let now = new Date('2026-11-21T18:00:00Z');
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => now });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const save = async (at: string, body: Record<string, unknown>) => {
    now = new Date(at);
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/membership-cart/v2/cart',
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it.each([
    {
      rule: 'mid-month in a 30-day month: 10 of 30 days left on 21 November',
      at: '2026-11-21T18:00:00Z',
      body: { clubId: '5', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'STD-MO' },
      // 15900 × 10 ÷ 30 = 5300 charged, so PRORATE takes 10600; the next month is full.
      // Subtotal 5300 + 15900 + 4900 + 14900 = 41000, untaxed; surcharge 2.5 % = 1025.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 15900 PRORATE:10600 = 5300 tax 0',
        'Membership Next Month 15900 = 15900 tax 0',
        'AdminFee 4900 = 4900 tax 0',
        'EnrollmentFee 14900 = 14900 tax 0',
      ],
      totals: { subTotal: 41000, totalTax: 0, totalPriceWithTax: 41000, surcharge: 1025 },
      totalWithSurcharge: 42025,
    },
    {
      rule: 'mid-month in a 31-day month with a dated promotion: 22 of 31 days left on 10 December',
      at: '2026-12-10T18:00:00Z',
      body: { clubId: '5', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'JOIN27-MO' },
      // Join in 2027: 1000 off each month, 5000 off the joining fees.
      // 15900 × 22 ÷ 31 = 11283.87 → 11284, PRORATE 4616; ACTION 1000 × 22 ÷ 31 = 709.68 → 710.
      // Admin fee 4900 all taken by the 5000, the other 100 off the 14900 enrollment fee.
      // Subtotal 10574 + 14900 + 0 + 14800 = 40274; surcharge 1006.85 → 1007.
      joinDate: '2026-12-10',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 15900 PRORATE:4616 ACTION:710 = 10574 tax 0',
        'Membership Next Month 15900 ACTION:1000 = 14900 tax 0',
        'AdminFee 4900 JOININGFEE:4900 = 0 tax 0',
        'EnrollmentFee 14900 JOININGFEE:100 = 14800 tax 0',
      ],
      totals: { subTotal: 40274, totalTax: 0, totalPriceWithTax: 40274, surcharge: 1007 },
      totalWithSurcharge: 41281,
    },
    {
      rule: 'joining on the 1st: the full month, no next month',
      at: '2027-02-01T18:00:00Z',
      body: { clubId: '5', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'STD-MO' },
      // 15900 + 4900 + 14900 = 35700; surcharge 892.5 → 893.
      joinDate: '2027-02-01',
      pricingCase: 'firstOfMonth',
      lines: [
        'Membership Current Month 15900 = 15900 tax 0',
        'AdminFee 4900 = 4900 tax 0',
        'EnrollmentFee 14900 = 14900 tax 0',
      ],
      totals: { subTotal: 35700, totalTax: 0, totalPriceWithTax: 35700, surcharge: 893 },
      totalWithSurcharge: 36593,
    },
    {
      rule: 'the last day, in the club’s zone: 03:00 UTC on 1 December is 30 November in Chicago',
      at: '2026-12-01T03:00:00Z',
      body: { clubId: '5', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'STD-MO' },
      // 1 of 30 days: 15900 ÷ 30 = 530, PRORATE 15370. 530 + 15900 + 4900 + 14900 = 36230;
      // surcharge 905.75 → 906.
      joinDate: '2026-11-30',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 15900 PRORATE:15370 = 530 tax 0',
        'Membership Next Month 15900 = 15900 tax 0',
        'AdminFee 4900 = 4900 tax 0',
        'EnrollmentFee 14900 = 14900 tax 0',
      ],
      totals: { subTotal: 36230, totalTax: 0, totalPriceWithTax: 36230, surcharge: 906 },
      totalWithSurcharge: 37136,
    },
    {
      rule: '29 February: 1 of 29 days left',
      at: '2028-02-29T18:00:00Z',
      body: { clubId: '5', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'STD-MO' },
      // 15900 ÷ 29 = 548.28 → 548, PRORATE 15352. 548 + 15900 + 4900 + 14900 = 36248;
      // surcharge 906.2 → 906.
      joinDate: '2028-02-29',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 15900 PRORATE:15352 = 548 tax 0',
        'Membership Next Month 15900 = 15900 tax 0',
        'AdminFee 4900 = 4900 tax 0',
        'EnrollmentFee 14900 = 14900 tax 0',
      ],
      totals: { subTotal: 36248, totalTax: 0, totalPriceWithTax: 36248, surcharge: 906 },
      totalWithSurcharge: 37154,
    },
    {
      rule: 'a presale club whose promotion defers the joining fees (club 303, Texas)',
      at: '2026-11-21T18:00:00Z',
      body: { clubId: '303', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'PRESALE-MO' },
      // Admin 4900 less its sales-rule 2400 and 2500 of the promotion's 14900: 0. The other 12400
      // comes off the 24900 enrollment fee; the 12500 left is deferred to the opening. No dues.
      joinDate: '2026-11-21',
      pricingCase: 'presale',
      lines: [
        'AdminFee 4900 JOININGFEE:4900 = 0 tax 0',
        'EnrollmentFee 24900 JOININGFEE:12400 JOININGFEE:12500 = 0 tax 0',
      ],
      totals: { subTotal: 0, totalTax: 0, totalPriceWithTax: 0, surcharge: 0 },
      totalWithSurcharge: 0,
      summary: { adminFeesDiscount: 17300, deferredJoiningFees: 12500, monthlyDues: 23900 },
    },
    {
      rule: 'a presale club whose promotion does not defer (club 617, Florida)',
      at: '2026-11-21T18:00:00Z',
      body: { clubId: '617', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'PRESALE-MO' },
      // 12400 off: all 4900 of the admin fee, 7500 of the 19900 enrollment fee: 12400 due.
      // Florida taxes neither; surcharge 2.5 % = 310.
      joinDate: '2026-11-21',
      pricingCase: 'presale',
      lines: [
        'AdminFee 4900 JOININGFEE:4900 = 0 tax 0',
        'EnrollmentFee 19900 JOININGFEE:7500 = 12400 tax 0',
      ],
      totals: { subTotal: 12400, totalTax: 0, totalPriceWithTax: 12400, surcharge: 310 },
      totalWithSurcharge: 12710,
      summary: { adminFeesDiscount: 12400, deferredJoiningFees: 0 },
    },
    {
      rule: 'a state that taxes dues and surcharges (club 305, Texas, 8.25 %)',
      at: '2026-11-21T18:00:00Z',
      body: { clubId: '305', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'STD-MO' },
      // 19900 × 10 ÷ 30 = 6633.33 → 6633. Tax per line: 547.22 → 547, 1641.75 → 1642,
      // 404.25 → 404, 1642: 4235. 51333 + 4235 = 55568; surcharge 1389.2 → 1389, its tax
      // 114.59 → 115.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 19900 PRORATE:13267 = 6633 tax 547',
        'Membership Next Month 19900 = 19900 tax 1642',
        'AdminFee 4900 = 4900 tax 404',
        'EnrollmentFee 19900 = 19900 tax 1642',
      ],
      totals: { subTotal: 51333, totalTax: 4235, totalPriceWithTax: 55568, surcharge: 1389 },
      totalWithSurcharge: 57072,
      summary: { taxesWithSurcharge: 4350 },
    },
    {
      rule: 'a Canadian club in Ontario: CAD, 13 % HST on every line, no surcharge',
      at: '2026-11-21T17:00:00Z',
      body: { clubId: '412', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'STD-MO' },
      // 19900 × 10 ÷ 30 → 6633. HST: 862.29 → 862, 2587, 637, 2327: 6413. 49333 + 6413 = 55746.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      currency: { code: 'CAD', symbol: 'C$' },
      lines: [
        'Membership Current Month 19900 PRORATE:13267 = 6633 tax 862',
        'Membership Next Month 19900 = 19900 tax 2587',
        'AdminFee 4900 = 4900 tax 637',
        'EnrollmentFee 17900 = 17900 tax 2327',
      ],
      totals: { subTotal: 49333, totalTax: 6413, totalPriceWithTax: 55746, surcharge: 0 },
      totalWithSurcharge: 55746,
    },
    {
      rule: 'a Canadian club in British Columbia: 5 % GST, and 7 % PST on add-ons',
      at: '2026-11-21T20:00:00Z',
      body: {
        clubId: '417',
        productType: 'Monthly',
        ...ONE_ADULT,
        mmsPromotionCode: 'STD-MO',
        addOnProductsSelected: [{ productId: '417-MO-PT4', quantity: 1 }],
      },
      // Dues 15900 with a 1000 sales-rule discount: current month 5300, ACTION 1000 ÷ 3 = 333.
      // Admin fee 4900 less its 2400 sales rule. Training 29900: 29900 ÷ 3 = 9966.67 → 9967.
      // GST: 248.35 → 248, 745, 125, 795; GST + PST on the add-on: 1196.04 → 1196, 3588. 6697.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      currency: { code: 'CAD', symbol: 'C$' },
      lines: [
        'Membership Current Month 15900 PRORATE:10600 ACTION:333 = 4967 tax 248',
        'Membership Next Month 15900 ACTION:1000 = 14900 tax 745',
        'MembershipAddOn Current Month 29900 PRORATE:19933 = 9967 tax 1196',
        'MembershipAddOn Next Month 29900 = 29900 tax 3588',
        'AdminFee 4900 JOININGFEE:2400 = 2500 tax 125',
        'EnrollmentFee 15900 = 15900 tax 795',
      ],
      totals: { subTotal: 78134, totalTax: 6697, totalPriceWithTax: 84831, surcharge: 0 },
      totalWithSurcharge: 84831,
      // Each later month: the Next Month entries with their tax, 14900 + 745 + 29900 + 3588.
      summary: { monthlyCharge: 49133, monthlyChargeFrom: '2027-01-01' },
    },
    {
      rule: 'a public improvement fee club (24, Mall of America: 1 % of the dues charged)',
      at: '2026-11-21T18:00:00Z',
      body: { clubId: '24', productType: 'Monthly', ...ONE_ADULT, mmsPromotionCode: 'STD-MO' },
      // Dues charged 6633 + 19900 = 26533; 1 % = 265.33 → 265, untaxed in Minnesota.
      // 6633 + 19900 + 4900 + 19900 + 265 = 51598; surcharge 1289.95 → 1290.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 19900 PRORATE:13267 = 6633 tax 0',
        'Membership Next Month 19900 = 19900 tax 0',
        'AdminFee 4900 = 4900 tax 0',
        'EnrollmentFee 19900 = 19900 tax 0',
      ],
      totals: { subTotal: 51598, totalTax: 0, totalPriceWithTax: 51598, surcharge: 1290 },
      totalWithSurcharge: 52888,
      summary: {
        pifAmount: 265,
        pifDescription: 'Mall of America district public improvement fee',
        // Each later month carries the fee on its dues too: 19900 + 199.
        monthlyCharge: 20099,
        monthlyChargeFrom: '2027-01-01',
      },
    },
    {
      rule: 'an employee: team VIP takes 20 % of the dues left',
      at: '2026-11-21T18:00:00Z',
      // Sold through its door: the employee link's id (issue 15 §2).
      body: {
        clubId: '5',
        productType: 'Employee',
        ...ONE_ADULT,
        mmsPromotionCode: 'STD-EMP',
        employeeId: encodeEmployeeId(48213),
      },
      // Employee dues 1900, no joining fees: 1900 ÷ 3 = 633.33 → 633, TEAMVIP 126.6 → 127;
      // next month TEAMVIP 380. 506 + 1520 = 2026; surcharge 50.65 → 51.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 1900 PRORATE:1267 TEAMVIP:127 = 506 tax 0',
        'Membership Next Month 1900 TEAMVIP:380 = 1520 tax 0',
      ],
      totals: { subTotal: 2026, totalTax: 0, totalPriceWithTax: 2026, surcharge: 51 },
      totalWithSurcharge: 2077,
      summary: { teamVipDiscount: 507, monthlyTotalDues: 1520 },
    },
    {
      rule: 'a coupon: WELCOME26 selects its coupon-only promotion, 1500 off each month',
      at: '2026-11-21T18:00:00Z',
      body: { clubId: '5', productType: 'Monthly', ...ONE_ADULT, coupon: 'welcome26' },
      // ACTION 1500 ÷ 3 = 500 on the current month, 1500 on the next.
      // 4800 + 14400 + 4900 + 14900 = 39000; surcharge 975.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 15900 PRORATE:10600 ACTION:500 = 4800 tax 0',
        'Membership Next Month 15900 ACTION:1500 = 14400 tax 0',
        'AdminFee 4900 = 4900 tax 0',
        'EnrollmentFee 14900 = 14900 tax 0',
      ],
      totals: { subTotal: 39000, totalTax: 0, totalPriceWithTax: 39000, surcharge: 975 },
      totalWithSurcharge: 39975,
      summary: { monthDiscount: 2000 },
    },
    {
      rule: 'two adults and three juniors with add-ons and the pool pass',
      at: '2026-11-21T18:00:00Z',
      body: {
        clubId: '5',
        productType: 'Monthly',
        adultProductQuantity: 2,
        juniorProductQuantity: 3,
        mmsPromotionCode: 'STD-MO',
        addOnProductsSelected: [
          { productId: '5-MO-KCAMP', quantity: 2 },
          { productId: '5-MO-PT4', quantity: 1 },
        ],
        poolPass: true,
      },
      // Dues 28600 + 3 × 3500 = 39100: 13033.33 → 13033 now. Kids camp 2 × 6450 = 12900: 4300
      // now, and its 1500 admin fee twice. Training 29900: 9966.67 → 9967 now. Pool pass (2027
      // season, on sale): 2 × 19900 and 3 × 9900, taxed 6.875 %: 2736.25 → 2736, 2041.875 → 2042.
      // Subtotal 132000 + 39800 + 29700 = 201500; tax 4778; surcharge 2.5 % of 206278 = 5156.95
      // → 5157.
      joinDate: '2026-11-21',
      pricingCase: 'prorated',
      lines: [
        'Membership Current Month 39100 PRORATE:26067 = 13033 tax 0',
        'Membership Next Month 39100 = 39100 tax 0',
        'MembershipAddOn Current Month 12900 PRORATE:8600 = 4300 tax 0',
        'MembershipAddOn Next Month 12900 = 12900 tax 0',
        'MembershipAddOn Current Month 29900 PRORATE:19933 = 9967 tax 0',
        'MembershipAddOn Next Month 29900 = 29900 tax 0',
        'AdminFee 4900 = 4900 tax 0',
        'EnrollmentFee 14900 = 14900 tax 0',
        'Add-On-New-AdminFee 3000 = 3000 tax 0',
        'PoolPass 39800 = 39800 tax 2736',
        'PoolPass 29700 = 29700 tax 2042',
      ],
      totals: { subTotal: 201500, totalTax: 4778, totalPriceWithTax: 206278, surcharge: 5157 },
      totalWithSurcharge: 211435,
      summary: {
        monthlyDues: 39100,
        addOnProductsDues: 42800,
        monthlyTotalDues: 81900,
        membershipAddOnFees: 57067,
        addOnAdminFees: 3000,
        poolPassFees: 69500,
      },
    },
    {
      rule: 'a day pass: one entry, taxed 6.875 % in Minnesota',
      at: '2026-11-21T18:00:00Z',
      // Sold through its door, the day-pass coupon, at the standard price (issue 15 §2).
      body: {
        clubId: '5',
        productType: 'DayPass',
        ...ONE_ADULT,
        mmsPromotionCode: 'STD-DP',
        coupon: 'DAYPASS',
      },
      // 3500; tax 240.625 → 241; surcharge 2.5 % of 3741 = 93.525 → 94.
      joinDate: '2026-11-21',
      pricingCase: 'dayPass',
      lines: ['DayPass 3500 = 3500 tax 241'],
      totals: { subTotal: 3500, totalTax: 241, totalPriceWithTax: 3741, surcharge: 94 },
      totalWithSurcharge: 3835,
      summary: { dayPassDues: 3500 },
    },
    {
      rule: 'a waitlist join: nothing charged until activation, the monthly figures still told',
      at: '2026-11-21T18:00:00Z',
      body: { clubId: '303', productType: 'MonthlySGT', ...ONE_ADULT, waitlist: true },
      // Monthly plus SGT at 303: 31900 a month, 1000 of it off by sales rule: 30900.
      joinDate: '2026-11-21',
      pricingCase: 'waitlist',
      lines: [],
      totals: { subTotal: 0, totalTax: 0, totalPriceWithTax: 0, surcharge: 0 },
      totalWithSurcharge: 0,
      summary: { monthlyDues: 31900, monthlyTotalDues: 30900 },
    },
  ])('$rule', async (row) => {
    const cart = await save(row.at, row.body);
    expect(cart.joinDate).toBe(row.joinDate);
    expect(cart.pricingCase).toBe(row.pricingCase);
    expect(cart.currency).toEqual(row.currency ?? { code: 'USD', symbol: '$' });
    expect(cart.entries.map(line)).toEqual(row.lines);
    expect({
      subTotal: cart.subTotal,
      totalTax: cart.totalTax,
      totalPriceWithTax: cart.totalPriceWithTax,
      surcharge: cart.cardSurchargeFee.amount,
    }).toEqual(row.totals);
    expect(cart.totalPriceWithTaxAndSurcharge).toBe(row.totalWithSurcharge);
    expect(cart.summary).toMatchObject({
      total: row.totals.totalPriceWithTax,
      totalWithSurcharge: row.totalWithSurcharge,
      ...row.summary,
    });
    // Every cart satisfied its equation (product/pricing-and-dues.md#integrity-checks): no
    // integrity warning was logged.
    expect(subject.logs.lines.filter((entry) => entry.finding)).toEqual([]);
  });

  describe('the payment kind changes only the surcharge (product/pricing-and-dues.md#card-surcharge)', () => {
    it.each([
      // Case 1 above: 41000 with tax, 1025 surcharge for a credit card.
      { paymentKind: undefined, surcharge: 1025, withSurcharge: 42025, revisedOrderTotal: 41000 },
      { paymentKind: 'credit', surcharge: 1025, withSurcharge: 42025, revisedOrderTotal: 42025 },
      { paymentKind: 'debit', surcharge: 0, withSurcharge: 41000, revisedOrderTotal: 41000 },
      { paymentKind: 'bank', surcharge: 0, withSurcharge: 41000, revisedOrderTotal: 41000 },
    ])('$paymentKind', async ({ paymentKind, surcharge, withSurcharge, revisedOrderTotal }) => {
      const cart = await save('2026-11-21T18:00:00Z', {
        clubId: '5',
        productType: 'Monthly',
        ...ONE_ADULT,
        mmsPromotionCode: 'STD-MO',
        paymentKind,
      });
      expect(cart.totalPriceWithTax).toBe(41000);
      expect(cart.cardSurchargeFee.amount).toBe(surcharge);
      expect(cart.totalPriceWithTaxAndSurcharge).toBe(withSurcharge);
      expect(cart.summary.revisedOrderTotal).toBe(revisedOrderTotal);
    });
  });

  it('logs a warning with the cart id when the request names no promotion (product/cart.md#saving-a-cart)', async () => {
    const cart = await save('2026-11-21T18:00:00Z', {
      clubId: '5',
      productType: 'Monthly',
      ...ONE_ADULT,
    });
    // The default, Monthly Standard, is priced: 41000 as in the first case.
    expect(cart.totalPriceWithTax).toBe(41000);
    const warnings = subject.logs.lines.filter(
      (entry) => entry.level === 40 && entry.cartId === cart.cartId,
    );
    expect(warnings).toMatchObject([
      {
        mmsPromotionCode: 'STD-MO',
        msg: 'Cart request has no mmsPromotionCode: the promotion selected for the product type is priced.',
      },
    ]);
  });
});
