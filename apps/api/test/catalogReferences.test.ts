import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogCollections } from '../src/catalog/collections';
import { loadCatalog } from '../src/catalog/loadCatalog';
import type { Database } from '../src/db/database';
import type { CatalogCopy, CatalogRecords } from './catalogFiles';
import { copyShippedCatalog } from './catalogFiles';
import { openTestDatabase } from './testDatabase';

type Item = Record<string, unknown>;
const list = (record: Item | undefined, field: string) => record?.[field] as Item[];

/** A change to one record of a catalog file (record 1 unless said) and the load's message. */
interface Row {
  name: string;
  file: string;
  change(records: CatalogRecords): void;
  /** The message's record (1-based) and key, then its field and text. */
  record: [number, string];
  field: string;
  message: string;
}

const at = (records: CatalogRecords, index: number): Item => itemAt(records, index);
function itemAt(items: Item[] | undefined, index: number): Item {
  const item = items?.[index];
  if (!item) throw new Error(`The shipped catalog has no item ${index} here: update this test`);
  return item;
}

/**
 * Each cross-file reference check of the catalog (product/decisions-and-platform.md#demo-catalog)
 * and two of the schemas' own rules, on the shipped catalog (club 5 is the first record of each
 * club-keyed file; club 24 the first with a public improvement fee): the load stops before anything
 * is written, naming the file, the record, the field and what is wrong.
 */
const ROWS: Row[] = [
  {
    name: 'a club in a state without a tax row',
    file: 'taxRates.json',
    change: (rows) =>
      rows.splice(
        rows.findIndex((row) => row.region === 'MN'),
        1,
      ),
    record: [1, 'mmsClubId "5"'],
    field: 'clubs.json|stateAbbr',
    message: 'No tax row for MN in taxRates.json',
  },
  {
    name: 'a public improvement fee of an unknown club',
    file: 'publicImprovementFees.json',
    change: (rows) => (at(rows, 0).mmsClubId = '999'),
    record: [1, 'mmsClubId "999"'],
    field: 'mmsClubId',
    message: 'No club 999 in clubs.json',
  },
  {
    name: 'a coupon valid at an unknown club',
    file: 'coupons.json',
    change: (rows) => ((at(rows, 0).clubIds as string[])[0] = '999'),
    record: [1, 'code "REF-20417"'],
    field: 'clubIds.0',
    message: 'No club 999 in clubs.json',
  },
  {
    name: 'coupons of two kinds sharing a promotion',
    file: 'coupons.json',
    change: (rows) => (at(rows, 4).promotionName = 'Employee Referral'),
    record: [5, 'code "DAYPASS"'],
    field: 'promotionName',
    message: 'Promotion "Employee Referral" belongs to EmployeeReferral coupons, not DayPass ones',
  },
  {
    name: 'the products of an unknown club',
    file: 'products.json',
    change: (rows) => (at(rows, 0).mmsClubId = '999'),
    record: [1, 'mmsClubId "999"'],
    field: 'mmsClubId',
    message: 'No club 999 in clubs.json',
  },
  {
    name: 'a product id two clubs use',
    file: 'products.json',
    change: (rows) => {
      const first = list(list(at(rows, 0), 'cards')[0], 'products')[0];
      itemAt(list(itemAt(list(at(rows, 1), 'cards'), 0), 'products'), 0).productId =
        first?.productId;
    },
    record: [2, 'mmsClubId "17"'],
    field: 'cards.0.products.0.productId',
    message: '5071 is already used by club 5',
  },
  {
    name: 'a promotion of a product type the club does not sell',
    file: 'promotions.json',
    change: (rows) => {
      const promotions = list(at(rows, 0), 'promotions');
      promotions.push({
        ...promotions[0],
        productType: 'RosemountResident',
        mmsPromotionCode: 'STD-RR',
      });
    },
    record: [1, 'mmsClubId "5"'],
    field: 'promotions.36.productType',
    message: 'Club 5 sells no RosemountResident in products.json',
  },
  {
    name: 'a coupon-only promotion no coupon unlocks',
    file: 'promotions.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'promotions'), 4).couponPromotionName = 'Nobody'),
    record: [1, 'mmsClubId "5"'],
    field: 'promotions.4.couponPromotionName',
    message: 'No coupon of promotion "Nobody" in coupons.json',
  },
  {
    name: 'a presale promotion at an open club',
    file: 'promotions.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'promotions'), 1).promotionType = 'Presale'),
    record: [1, 'mmsClubId "5"'],
    field: 'promotions.1.promotionType',
    message: 'Club 5 is not in presale: it has no Presale promotions',
  },
  {
    name: "a promotion's admin fee that is not the product's less the discount",
    file: 'promotions.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'promotions'), 0).adminFee = 0),
    record: [1, 'mmsClubId "5"'],
    field: 'promotions.0.adminFee',
    message: 'adminFee is 4900: the 1-adult admin fee less joiningFeeDiscount',
  },
  {
    name: "a promotion's price that is not the joining fees less the discount",
    file: 'promotions.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'promotions'), 0).price = 1),
    record: [1, 'mmsClubId "5"'],
    field: 'promotions.0.price',
    message: 'price is 19800: the 1-adult joining fees less joiningFeeDiscount',
  },
  {
    name: 'a card without promotions',
    file: 'promotions.json',
    change: (rows) => {
      at(rows, 0).promotions = list(at(rows, 0), 'promotions').filter(
        (p) => p.productType !== 'DayPass',
      );
    },
    record: [1, 'mmsClubId "5"'],
    field: 'promotions',
    message: 'DayPass has no promotion: it needs a default',
  },
  {
    name: 'a package of an unknown promotion',
    file: 'experiencePackages.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'packages'), 0).mmsPromotionCode = 'PKG-NONE'),
    record: [1, 'mmsClubId "5"'],
    field: 'packages.0.mmsPromotionCode',
    message: 'Club 5 has no Monthly promotion PKG-NONE in promotions.json',
  },
  {
    name: 'a package naming its promotion wrongly',
    file: 'experiencePackages.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'packages'), 0).promotionName = 'PT Deal'),
    record: [1, 'mmsClubId "5"'],
    field: 'packages.0.promotionName',
    message: 'Promotion PKG-PT is named "Personal Training Starter"',
  },
  {
    name: 'a package of a promotion that is not a package',
    file: 'experiencePackages.json',
    change: (rows) => {
      Object.assign(itemAt(list(at(rows, 0), 'packages'), 0), {
        mmsPromotionCode: 'STD-MO',
        promotionName: 'Monthly Standard',
      });
    },
    record: [1, 'mmsClubId "5"'],
    field: 'packages.0.mmsPromotionCode',
    message: 'Promotion STD-MO is a Standard promotion, not a Package one',
  },
  {
    name: "a package's admin fee that is not its promotion's",
    file: 'experiencePackages.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'packages'), 0).adminFee = 0),
    record: [1, 'mmsClubId "5"'],
    field: 'packages.0.adminFee',
    message: 'adminFee is 4900, as in promotion PKG-PT',
  },
  {
    name: "a package's price that is not its promotion's",
    file: 'experiencePackages.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'packages'), 0).enrollmentFee = 100),
    record: [1, 'mmsClubId "5"'],
    field: 'packages.0.enrollmentFee',
    message: "A package costs its promotion's price, 19800: adminFee plus enrollmentFee",
  },
  {
    name: 'a bundle of a product type the club does not sell',
    file: 'addOnBundles.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'bundles'), 0).productType = 'RosemountResident'),
    record: [1, 'mmsClubId "5"'],
    field: 'bundles.0.productType',
    message: 'Club 5 sells no RosemountResident in products.json',
  },
  {
    name: 'a bundle of a card without add-ons',
    file: 'addOnBundles.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'bundles'), 0).productType = 'DayPass'),
    record: [1, 'mmsClubId "5"'],
    field: 'bundles.0.productType',
    message: 'The DayPass card of club 5 has no add-ons',
  },
  {
    name: 'a card with add-ons that no bundle offers',
    file: 'addOnBundles.json',
    change: (rows) => {
      at(rows, 0).bundles = list(at(rows, 0), 'bundles').filter(
        (b) => b.productType !== 'MonthlySGT',
      );
    },
    record: [1, 'mmsClubId "5"'],
    field: 'bundles',
    message: 'The MonthlySGT card has add-ons, but no bundle offers them',
  },
  {
    name: 'an add-on product id two clubs use',
    file: 'addOnBundles.json',
    change: (rows) => {
      itemAt(list(itemAt(list(at(rows, 1), 'bundles'), 0), 'products'), 0).productId = '5-MO-PT4';
    },
    record: [2, 'mmsClubId "17"'],
    field: 'bundles.0.products.0.productId',
    message: '5-MO-PT4 is already used by club 5',
  },
  ...['poolPasses.json', 'categories.json', 'interests.json', 'experiences.json'].map(
    (file): Row => ({
      name: `${file} naming an unknown club`,
      file,
      change: (rows) => (at(rows, 0).mmsClubId = '999'),
      record: [1, 'mmsClubId "999"'],
      field: 'mmsClubId',
      message: 'No club 999 in clubs.json',
    }),
  ),
  {
    name: 'a category of a product type the club does not sell',
    file: 'categories.json',
    change: (rows) =>
      (itemAt(list(at(rows, 0), 'categories'), 4).productType = 'RosemountResident'),
    record: [1, 'mmsClubId "5"'],
    field: 'categories.4.productType',
    message: 'Club 5 sells no RosemountResident in products.json',
  },
  {
    name: 'a category opened by an unknown coupon',
    file: 'categories.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'categories'), 2).couponCode = 'NOPE'),
    record: [1, 'mmsClubId "5"'],
    field: 'categories.2.couponCode',
    message: 'No coupon NOPE in coupons.json',
  },
  {
    name: 'a category opened by a coupon not valid at the club',
    file: 'categories.json',
    change: (rows) => (itemAt(list(at(rows, 0), 'categories'), 2).couponCode = 'REF-31588'),
    record: [1, 'mmsClubId "5"'],
    field: 'categories.2.couponCode',
    message: 'Coupon REF-31588 is not valid at club 5',
  },
  {
    name: 'a presale club without an opening day (a schema rule)',
    file: 'clubs.json',
    change: (rows) => Object.assign(at(rows, 0), { open: 'PRESALE', openDate: null }),
    record: [1, 'mmsClubId "5"'],
    field: 'openDate',
    message: 'A presale club needs an openDate',
  },
  {
    name: 'a club in a time zone that does not exist (a schema rule)',
    file: 'clubs.json',
    change: (rows) => (at(rows, 0).timeZone = 'America/Minneapolis'),
    record: [1, 'mmsClubId "5"'],
    field: 'timeZone',
    message: 'Not an IANA time zone name, e.g. America/Chicago',
  },
];

describe('the catalog load checks what one file says of another (product/decisions-and-platform.md#demo-catalog)', () => {
  let copy: CatalogCopy;
  let db: Database;
  // One database for every row: each failed load must leave it as empty as it found it.
  beforeAll(async () => {
    copy = await copyShippedCatalog();
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await copy.remove();
  });

  it.each(ROWS)('$name', async (row) => {
    const original = await copy.read(row.file);
    const records = structuredClone(original);
    row.change(records);
    await copy.write(row.file, records);
    try {
      const [fieldFile, field] = row.field.includes('|')
        ? row.field.split('|')
        : [row.file, row.field];
      await expect(loadCatalog(db, copy.dir, createCatalogCollections())).rejects.toThrow(
        `Catalog file data/catalog/${fieldFile}, record ${row.record[0]} (${row.record[1]}), field ${field}: ${row.message}`,
      );
    } finally {
      await copy.write(row.file, original);
    }
    for (const table of ['catalog_loads', 'tax_rates', 'clubs', 'coupons', 'product_cards']) {
      expect((await db.query(`SELECT 1 FROM ${table} LIMIT 1`)).length, table).toBe(0);
    }
  });
});
