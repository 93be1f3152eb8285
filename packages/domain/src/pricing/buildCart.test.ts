import { describe, expect, it } from 'vitest';
import { buildCart } from './buildCart';
import type { CartEntry } from './cartEntry';
import type { CartInput } from './cartInput';
import { cartInput, noonInChicago, priceWith } from './cartScenario.fixture';

/** An entry as a row of the table: what a person checks on a receipt. */
function receiptLine(entry: CartEntry) {
  return [
    entry.category,
    entry.reasonCode ?? '-',
    entry.basePrice,
    entry.discounts.map((discount) => `${discount.name} ${discount.value}`).join(', '),
    entry.totalPrice,
  ];
}

interface Row {
  rule: string;
  input: Partial<CartInput>;
  pricingCase: string;
  lines: (string | number)[][];
  total: number;
}

const rows: Row[] = [
  {
    rule: "an open club joined on the 1st charges a Current Month entry for the full month's dues",
    input: { joinedAt: noonInChicago('2026-06-01') },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 13900,
  },
  {
    rule: 'an open club joined on the 15th of a 30-day month prorates 16/30 of the dues and adds the Next Month',
    input: { joinedAt: noonInChicago('2026-06-15') },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 9000, 'PRORATE 4200', 4800],
      ['Membership', 'Next Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 18700,
  },
  {
    rule: 'a short term joined on the 15th charges its whole term today, once: no proration, no Next Month',
    input: { flow: 'ShortTerm', joinedAt: noonInChicago('2026-06-15') },
    pricingCase: 'paidInFull',
    lines: [
      ['Membership', 'Current Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 13900,
  },
  {
    rule: 'an open club joined on the last day of a 31-day month prorates 1/31 of the dues',
    input: { joinedAt: noonInChicago('2026-07-31') },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 9000, 'PRORATE 8710', 290],
      ['Membership', 'Next Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 14190,
  },
  {
    rule: 'a prorated half cent rounds up: 15/30 of $45.01 is $22.51',
    input: {
      joinedAt: noonInChicago('2026-06-16'),
      price: priceWith({ productPrice: 4501, adminFee: 0 }),
    },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 4501, 'PRORATE 2250', 2251],
      ['Membership', 'Next Month', 4501, '', 4501],
    ],
    total: 6752,
  },
  {
    rule: "the join date is the club's: 11 pm on May 31 in Chicago is June 1 in UTC but prorates 1/31 of May",
    input: { joinedAt: new Date('2026-06-01T04:00:00Z') },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 9000, 'PRORATE 8710', 290],
      ['Membership', 'Next Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 14190,
  },
  {
    rule: "juniors add their dues to the month and their sales-rule discounts, with the adults', come off as ACTION",
    input: {
      juniorQuantity: 2,
      price: priceWith({
        adultSalesRuleDiscountAmount: 1000,
        juniorSalesRuleDiscountAmounts: [500, 300, 200],
      }),
    },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 13000, 'ACTION 1800', 11200],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 16100,
  },
  {
    rule: "the promotion's monthly dues discount is ACTION on both months, prorated on the first",
    input: {
      joinedAt: noonInChicago('2026-06-15'),
      promotion: { monthlyDuesDiscount: 1500, joiningFeeDiscount: 0, defersJoiningFees: false },
    },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 9000, 'PRORATE 4200, ACTION 800', 4000],
      ['Membership', 'Next Month', 9000, 'ACTION 1500', 7500],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 16400,
  },
  {
    rule: 'a dues discount larger than the dues makes the month free, never negative',
    input: { price: priceWith({ adultSalesRuleDiscountAmount: 20000 }) },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, 'ACTION 9000', 0],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 4900,
  },
  {
    rule: "the promotion's joining-fee discount comes off the admin fee first, then the enrollment fee",
    input: {
      price: priceWith({ enrollmentFee: 10000 }),
      promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 5000, defersJoiningFees: false },
    },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, 'JOININGFEE 4900', 0],
      ['EnrollmentFee', '-', 10000, 'JOININGFEE 100', 9900],
    ],
    total: 18900,
  },
  {
    rule: "the admin fee's sales-rule discount is a JOININGFEE discount on the admin fee only",
    input: {
      price: priceWith({ enrollmentFee: 10000, adminFeeSalesRuleDiscountAmount: 6000 }),
    },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, 'JOININGFEE 4900', 0],
      ['EnrollmentFee', '-', 10000, '', 10000],
    ],
    total: 19000,
  },
  {
    rule: 'team VIP takes its rate off the dues left after ACTION',
    input: {
      price: priceWith({ adultSalesRuleDiscountAmount: 1000 }),
      teamVip: { duesDiscountRate: 500_000 },
    },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, 'ACTION 1000, TEAMVIP 4000', 4000],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 8900,
  },
  {
    rule: 'team VIP applies to the prorated month and the next month alike',
    input: { joinedAt: noonInChicago('2026-06-15'), teamVip: { duesDiscountRate: 250_000 } },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 9000, 'PRORATE 4200, TEAMVIP 1200', 3600],
      ['Membership', 'Next Month', 9000, 'TEAMVIP 2250', 6750],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 15250,
  },
  {
    rule: 'a presale club charges the joining fees and no dues',
    input: {
      club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
      joinedAt: noonInChicago('2026-06-15'),
      price: priceWith({ enrollmentFee: 2500 }),
    },
    pricingCase: 'presale',
    lines: [
      ['AdminFee', '-', 4900, '', 4900],
      ['EnrollmentFee', '-', 2500, '', 2500],
    ],
    total: 7400,
  },
  {
    rule: 'a presale promotion that defers the joining fees takes them off as JOININGFEE and charges nothing now',
    input: {
      club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
      promotion: { monthlyDuesDiscount: 500, joiningFeeDiscount: 0, defersJoiningFees: true },
    },
    pricingCase: 'presale',
    lines: [['AdminFee', '-', 4900, 'JOININGFEE 4900', 0]],
    total: 0,
  },
  {
    rule: 'a deferring presale promotion defers only what its joining-fee discount leaves',
    input: {
      club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
      price: priceWith({ enrollmentFee: 10000 }),
      promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 900, defersJoiningFees: true },
    },
    pricingCase: 'presale',
    lines: [
      ['AdminFee', '-', 4900, 'JOININGFEE 900, JOININGFEE 4000', 0],
      ['EnrollmentFee', '-', 10000, 'JOININGFEE 10000', 0],
    ],
    total: 0,
  },
  {
    rule: 'an open club charges joining fees now even when the promotion would defer them',
    input: {
      promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 0, defersJoiningFees: true },
    },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, '', 9000],
      ['AdminFee', '-', 4900, '', 4900],
    ],
    total: 13900,
  },
  {
    rule: 'a waitlist join charges nothing until activation, even at a presale club',
    input: {
      flow: 'Waitlist',
      club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
      poolPass: { adultPrice: 5000, juniorPrice: 2500 },
    },
    pricingCase: 'waitlist',
    lines: [],
    total: 0,
  },
  {
    rule: 'a day pass charges the price of the quantity-1 product and nothing else',
    input: {
      product: { productCode: 'DAYPASS', productName: '1-Day Membership', productType: 'DayPass' },
      price: priceWith({ productPrice: 2500 }),
      joinedAt: noonInChicago('2026-06-15'),
      addOns: [{ productCode: 'KIDS', name: 'Kids Club', price: 3000, adminFee: 0, quantity: 1 }],
    },
    pricingCase: 'dayPass',
    lines: [['DayPass', '-', 2500, '', 2500]],
    total: 2500,
  },
  {
    rule: 'the DayPass flow prices a day pass whatever the product type',
    input: { flow: 'DayPass', price: priceWith({ productPrice: 2500 }) },
    pricingCase: 'dayPass',
    lines: [['DayPass', '-', 2500, '', 2500]],
    total: 2500,
  },
  {
    rule: 'add-ons bill monthly like dues: prorated this month, in full next month',
    input: {
      joinedAt: noonInChicago('2026-06-15'),
      price: priceWith({ adminFee: 0 }),
      addOns: [{ productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 0, quantity: 2 }],
    },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 9000, 'PRORATE 4200', 4800],
      ['Membership', 'Next Month', 9000, '', 9000],
      ['MembershipAddOn', 'Current Month', 3000, 'PRORATE 1400', 1600],
      ['MembershipAddOn', 'Next Month', 3000, '', 3000],
    ],
    total: 18400,
  },
  {
    rule: 'an add-on that carries an admin fee adds an Add-On-New-AdminFee entry per add-on bought',
    input: {
      price: priceWith({ adminFee: 0 }),
      addOns: [
        { productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 2500, quantity: 2 },
      ],
    },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, '', 9000],
      ['MembershipAddOn', 'Current Month', 3000, '', 3000],
      ['Add-On-New-AdminFee', '-', 5000, '', 5000],
    ],
    total: 17000,
  },
  {
    rule: "a presale club charges an add-on's admin fee now but its dues only from the opening",
    input: {
      club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
      addOns: [
        { productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 2500, quantity: 1 },
      ],
    },
    pricingCase: 'presale',
    lines: [
      ['AdminFee', '-', 4900, '', 4900],
      ['Add-On-New-AdminFee', '-', 2500, '', 2500],
    ],
    total: 7400,
  },
  {
    rule: 'the dynamic package is charged once',
    input: {
      joinedAt: noonInChicago('2026-06-15'),
      price: priceWith({ adminFee: 0 }),
      dynamicPackage: { productCode: 'PKG-KIDS', name: 'For Kids', price: 7500 },
    },
    pricingCase: 'prorated',
    lines: [
      ['Membership', 'Current Month', 9000, 'PRORATE 4200', 4800],
      ['Membership', 'Next Month', 9000, '', 9000],
      ['Dynamic Package', '-', 7500, '', 7500],
    ],
    total: 21300,
  },
  {
    rule: 'summer pool access is a one-time fee per adult and per junior',
    input: {
      adultQuantity: 2,
      juniorQuantity: 1,
      price: priceWith({ adminFee: 0, productPrice: 15000 }),
      poolPass: { adultPrice: 5000, juniorPrice: 2500 },
    },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 17000, '', 17000],
      ['PoolPass', '-', 10000, '', 10000],
      ['PoolPass', '-', 2500, '', 2500],
    ],
    total: 29500,
  },
  {
    rule: 'without juniors there is no junior pool pass entry',
    input: { price: priceWith({ adminFee: 0 }), poolPass: { adultPrice: 5000, juniorPrice: 2500 } },
    pricingCase: 'firstOfMonth',
    lines: [
      ['Membership', 'Current Month', 9000, '', 9000],
      ['PoolPass', '-', 5000, '', 5000],
    ],
    total: 14000,
  },
];

describe('the cart for every case of product/pricing-and-dues.md#pricing-cases', () => {
  it.each(rows)('$rule', ({ input, pricingCase, lines, total }) => {
    const cart = buildCart(cartInput(input));
    expect(cart.pricingCase).toBe(pricingCase);
    expect(cart.response.entries.map(receiptLine)).toEqual(lines);
    expect(cart.summary.total).toBe(total);
  });

  it('names the pool pass entries by their skus and the add-on admin fee by its add-on', () => {
    const cart = buildCart(
      cartInput({
        juniorQuantity: 1,
        poolPass: { adultPrice: 5000, juniorPrice: 2500 },
        addOns: [{ productCode: 'KIDS', name: 'Kids Club', price: 0, adminFee: 100, quantity: 1 }],
      }),
    );
    const names = cart.response.entries.map((entry) => [entry.productCode, entry.name]);
    expect(names).toContainEqual(['pool-pass-adult', 'Summer Pool Access (Adult)']);
    expect(names).toContainEqual(['pool-pass-junior', 'Summer Pool Access (Junior)']);
    expect(names).toContainEqual(['KIDS', 'Kids Club Admin Fee']);
  });

  it('reports the join date it priced, in the club’s zone', () => {
    const cart = buildCart(cartInput({ joinedAt: new Date('2026-06-01T04:00:00Z') }));
    expect(cart.joinDate).toBe('2026-05-31');
  });
});

describe('the cart summary (product/cart.md#cart-summary)', () => {
  it('splits a prorated cart into proration, next month, discounts and fees', () => {
    const { summary } = buildCart(
      cartInput({
        joinedAt: noonInChicago('2026-06-15'),
        juniorQuantity: 1,
        price: priceWith({ enrollmentFee: 10000, adultSalesRuleDiscountAmount: 1000 }),
        promotion: { monthlyDuesDiscount: 500, joiningFeeDiscount: 5000, defersJoiningFees: false },
        teamVip: { duesDiscountRate: 100_000 },
        addOns: [
          { productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 2500, quantity: 1 },
        ],
      }),
    );
    expect(summary).toMatchObject({
      monthlyDues: 11000,
      // 11000 − 1500 ACTION − 950 team VIP, plus the add-on's 1500.
      monthlyTotalDues: 10050,
      monthProrate: 5867,
      nextMonthDues: 11000,
      // Prorated ACTION 800 and full-month ACTION 1500.
      monthDiscount: 2300,
      // 10 % of 5067 and of 9500.
      teamVipDiscount: 1457,
      adminFees: 4900,
      enrollmentFees: 10000,
      adminFeesDiscount: 5000,
      deferredJoiningFees: 0,
      addOnProductsDues: 1500,
      membershipAddOnFees: 2300,
      addOnAdminFees: 2500,
      dynamicPackageFees: 0,
      poolPassFees: 0,
      dayPassDues: 0,
    });
  });

  it('keeps the monthly figures of a waitlist join for its monthly section', () => {
    const { summary } = buildCart(
      cartInput({
        flow: 'Waitlist',
        addOns: [{ productCode: 'KIDS', name: 'Kids Club', price: 1500, adminFee: 0, quantity: 1 }],
      }),
    );
    expect(summary).toMatchObject({
      monthlyDues: 9000,
      monthlyTotalDues: 10500,
      addOnProductsDues: 1500,
      total: 0,
      adminFees: 0,
    });
  });

  it('separates the deferred joining fees from the joining-fee discount', () => {
    const { summary } = buildCart(
      cartInput({
        club: { state: 'MN', timeZone: 'America/Chicago', open: 'PRESALE' },
        price: priceWith({ enrollmentFee: 10000 }),
        promotion: { monthlyDuesDiscount: 0, joiningFeeDiscount: 900, defersJoiningFees: true },
      }),
    );
    expect(summary).toMatchObject({ adminFeesDiscount: 900, deferredJoiningFees: 14000 });
  });

  it('gives a day pass no monthly dues', () => {
    const { summary } = buildCart(
      cartInput({ flow: 'DayPass', price: priceWith({ productPrice: 2500 }) }),
    );
    expect(summary).toMatchObject({ dayPassDues: 2500, monthlyDues: 0, monthlyTotalDues: 0 });
  });
});
