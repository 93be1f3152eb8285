import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogCache } from '../src/catalog/catalogCache';
import type { Database } from '../src/db/database';
import type { PricingInput } from '../src/modules/cart/cartChoice';
import { priceCart } from '../src/modules/cart/priceCart';
import { sandboxGateway } from '../src/payments/sandboxGateway';
import { version } from '../src/version';
import { openSeededTestDatabase } from './testDatabase';
import { PASSWORD_HASH_COSTS } from '../src/modules/identity/passwordHash';

/**
 * Integrity findings (product/pricing-and-dues.md#integrity-checks) are logged as warnings with the
 * cart id, never answered. The catalog never yields a cart with two Current Month entries of one
 * product code, so this prices one directly: two add-on items of one code, as the domain allows.
 */

const PRICING: PricingInput = {
  club: { state: 'MN', timeZone: 'America/Chicago', open: 'OPEN' },
  product: { productCode: 'MO-5-1A', productName: 'Gold Monthly', productType: 'Monthly' },
  price: {
    productPrice: 15900,
    juniorMemberDues: 3500,
    adminFee: 4900,
    enrollmentFee: 14900,
    normallyPricedJoiningFee: 29800,
    adultSalesRuleDiscountAmount: 0,
    juniorSalesRuleDiscountAmounts: [],
    adminFeeSalesRuleDiscountAmount: 0,
  },
  adultQuantity: 1,
  juniorQuantity: 0,
  joinedAt: '2026-11-21T18:00:00.000Z',
};
const SWIM = {
  productCode: 'KSWIM',
  name: 'Kids Swim Lessons',
  price: 8900,
  adminFee: 0,
  quantity: 1,
};

describe('integrity findings are logged with the cart id (product/pricing-and-dues.md#integrity-checks)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  const warningsOf = async (pricing: PricingInput) => {
    const warnings: unknown[][] = [];
    const log = {
      warn: (...args: unknown[]) => warnings.push(args),
    } as unknown as FastifyBaseLogger;
    const context = {
      db,
      // priceCart reads the join from the input; a clock at the same instant, never today's.
      clock: () => new Date(PRICING.joinedAt),
      version,
      catalogCache: createCatalogCache(db),
      paymentGateway: sandboxGateway(db),
      publicUrl: 'http://localhost:3000',
      passwordHashCost: PASSWORD_HASH_COSTS.test,
      doorReaderKeys: new Map(),
      mapTiles: undefined,
    };
    await priceCart(context, log, pricing, {
      cartId: 'cart-1',
      memberAddressState: undefined,
      paymentKind: undefined,
    });
    return warnings;
  };

  it.each([
    { rule: 'a sound cart logs nothing', addOns: [SWIM], warnings: [] },
    {
      rule: 'two Current Month entries of one product code are flagged',
      addOns: [SWIM, SWIM],
      warnings: [
        [
          {
            cartId: 'cart-1',
            finding: {
              code: 'duplicateCurrentMonthEntry',
              productCode: 'KSWIM',
              count: 2,
              message: 'Duplicate Current Month entries: 2 for product code KSWIM.',
            },
          },
          'Cart integrity: Duplicate Current Month entries: 2 for product code KSWIM.',
        ],
      ],
    },
  ])('$rule', async ({ addOns, warnings }) => {
    expect(await warningsOf({ ...PRICING, addOns })).toEqual(warnings);
  });
});
