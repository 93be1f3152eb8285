import { CATALOG_FILES } from '@clubjoin/contract/catalog/catalogFiles';
import { CatalogIndex } from '@clubjoin/contract/catalog/catalogIndex';
import { catalogFileSchemas } from '@clubjoin/contract/catalog/catalogReferences';
import type { z } from 'zod';
import type { Queryable } from '../db/database';

/** One catalog file: its schema, the field that identifies a record, and how a record is stored. */
export interface CatalogCollection<Schema extends z.ZodType = z.ZodType> {
  file: string;
  schema: Schema;
  keyField: string;
  insert(tx: Queryable, record: z.output<Schema>): Promise<void>;
}

function collection<Schema extends z.ZodType>(
  definition: CatalogCollection<Schema>,
): CatalogCollection {
  return definition as unknown as CatalogCollection;
}

/**
 * Inserts a club's list (cards, promotions, ...) in one statement: `columns` are SQL expressions
 * over `item` (one list element, jsonb) and `position` (its 1-based place in the list), so a
 * record of any length costs one round trip.
 */
async function insertList(
  tx: Queryable,
  table: string,
  columns: Record<string, string>,
  mmsClubId: string,
  list: readonly unknown[],
): Promise<void> {
  await tx.query(
    `INSERT INTO ${table} (mms_club_id, ${Object.keys(columns).join(', ')})
     SELECT $1, ${Object.values(columns).join(', ')}
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS list(item, position)`,
    [mmsClubId, JSON.stringify(list)],
  );
}

/**
 * The catalog files, in load order (a file may refer to records of the files before it), with
 * schemas that check those references against `index`. One list serves loads one after another
 * (each file forgets what it declared when it is read again); a test that makes a load fail and
 * then loads other files is clearest with a list of its own.
 */
export function createCatalogCollections(index = new CatalogIndex()): readonly CatalogCollection[] {
  const schemas = catalogFileSchemas(index);
  return [
    collection({
      file: CATALOG_FILES.taxRates,
      schema: schemas.taxRates,
      keyField: 'region',
      async insert(tx, row) {
        await tx.query('INSERT INTO tax_rates (region, record) VALUES ($1, $2)', [
          row.region,
          JSON.stringify(row),
        ]);
      },
    }),
    collection({
      file: CATALOG_FILES.clubs,
      schema: schemas.clubs,
      keyField: 'mmsClubId',
      async insert(tx, club) {
        await tx.query(
          `INSERT INTO clubs (mms_club_id, name, country, state_abbr, open_status, club_type_id,
             latitude, longitude, domain_prefix, record)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            club.mmsClubId,
            club.name,
            club.country,
            club.stateAbbr,
            club.open,
            club.clubTypeId,
            club.latitude,
            club.longitude,
            club.domainPrefix,
            JSON.stringify(club),
          ],
        );
      },
    }),
    collection({
      file: CATALOG_FILES.publicImprovementFees,
      schema: schemas.publicImprovementFees,
      keyField: 'mmsClubId',
      async insert(tx, fee) {
        await tx.query(
          'INSERT INTO club_public_improvement_fees (mms_club_id, rate, record) VALUES ($1, $2, $3)',
          [fee.mmsClubId, fee.rate, JSON.stringify(fee)],
        );
      },
    }),
    collection({
      file: CATALOG_FILES.coupons,
      schema: schemas.coupons,
      keyField: 'code',
      async insert(tx, coupon) {
        await tx.query(
          `INSERT INTO coupons (code, kind, promotion_name, client_app_access, starts_at, ends_at,
             record)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            coupon.code,
            coupon.kind,
            coupon.promotionName,
            coupon.clientAppAccess,
            coupon.startDateTime,
            coupon.endDateTime,
            JSON.stringify(coupon),
          ],
        );
        await tx.query(
          `INSERT INTO coupon_clubs (code, mms_club_id)
           SELECT $1, id FROM jsonb_array_elements_text($2::jsonb) AS ids(id)`,
          [coupon.code, JSON.stringify(coupon.clubIds)],
        );
      },
    }),
    collection({
      file: CATALOG_FILES.products,
      schema: schemas.products,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'product_cards',
          {
            product_type: "item->>'productType'",
            position: 'position',
            display_order: "(item->>'displayOrder')::integer",
            is_available: "(item->>'isAvailable')::boolean",
            has_add_ons: "(item->>'hasAddOns')::boolean",
            record: "item - 'products'",
          },
          record.mmsClubId,
          record.cards,
        );
        const products = record.cards.flatMap((card) =>
          card.products.map((product) => ({ ...product, productType: card.productType })),
        );
        await insertList(
          tx,
          'product_prices',
          {
            product_type: "item->>'productType'",
            quantity: "(item->>'quantity')::integer",
            product_id: "item->>'productId'",
            sku: "item->>'sku'",
            product_price: "(item->'price'->>'productPrice')::integer",
            record: "item - 'productType'",
          },
          record.mmsClubId,
          products,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.promotions,
      schema: schemas.promotions,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'promotions',
          {
            product_type: "item->>'productType'",
            mms_promotion_code: "item->>'mmsPromotionCode'",
            promotion_name: "item->>'promotionName'",
            promotion_type: "item->>'promotionType'",
            is_default: "(item->>'default')::boolean",
            coupon_promotion_name: "item->>'couponPromotionName'",
            starts_at: "(item->>'startDateTime')::timestamptz",
            ends_at: "(item->>'endDateTime')::timestamptz",
            position: 'position',
            record: 'item',
          },
          record.mmsClubId,
          record.promotions,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.experiencePackages,
      schema: schemas.experiencePackages,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'experience_packages',
          {
            product_type: "item->>'productType'",
            mms_promotion_code: "item->>'mmsPromotionCode'",
            position: 'position',
            record: 'item',
          },
          record.mmsClubId,
          record.packages,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.addOnBundles,
      schema: schemas.addOnBundles,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'add_on_bundles',
          {
            bundle_id: "item->>'bundleId'",
            product_type: "item->>'productType'",
            package_type: "item->>'packageType'",
            position: 'position',
            record: 'item',
          },
          record.mmsClubId,
          record.bundles,
        );
        const products = record.bundles.flatMap((bundle) =>
          bundle.products.map((product) => ({ bundleId: bundle.bundleId, product })),
        );
        await insertList(
          tx,
          'add_on_products',
          {
            product_id: "item->'product'->>'productId'",
            bundle_id: "item->>'bundleId'",
            price: "(item->'product'->>'price')::integer",
            record: "item->'product'",
          },
          record.mmsClubId,
          products,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.poolPasses,
      schema: schemas.poolPasses,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'pool_pass_seasons',
          {
            start_date: "(item->>'startDate')::date",
            end_date: "(item->>'endDate')::date",
            record: 'item',
          },
          record.mmsClubId,
          record.seasons,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.categories,
      schema: schemas.categories,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'club_categories',
          {
            category: "item->>'category'",
            product_type: "item->>'productType'",
            is_default: "(item->>'default')::boolean",
            coupon_code: "item->>'couponCode'",
            position: 'position',
            record: 'item',
          },
          record.mmsClubId,
          record.categories,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.interests,
      schema: schemas.interests,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'club_interests',
          { name: "item->>'name'", position: 'position', record: 'item' },
          record.mmsClubId,
          record.interests,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.experiences,
      schema: schemas.experiences,
      keyField: 'mmsClubId',
      async insert(tx, record) {
        await insertList(
          tx,
          'new_member_experiences',
          { experience_id: "item->>'experienceId'", position: 'position', record: 'item' },
          record.mmsClubId,
          record.experiences,
        );
      },
    }),
    collection({
      file: CATALOG_FILES.teamNavigation,
      schema: schemas.teamNavigation,
      keyField: 'path',
      async insert(tx, page) {
        await tx.query('INSERT INTO team_navigation_pages (path, record) VALUES ($1, $2)', [
          page.path,
          JSON.stringify(page),
        ]);
      },
    }),
  ];
}

/** The catalog files of the load at start-up and of a database reset. */
export const catalogCollections: readonly CatalogCollection[] = createCatalogCollections();
