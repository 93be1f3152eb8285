import type { AddOnBundle } from '@clubjoin/contract/catalog/addOnBundle';
import type { Category } from '@clubjoin/contract/catalog/category';
import type { ExperiencePackage } from '@clubjoin/contract/catalog/experiencePackage';
import type { PoolPassSeason } from '@clubjoin/contract/catalog/poolPassSeason';
import type { ProductCard } from '@clubjoin/contract/catalog/productCard';
import type { Promotion } from '@clubjoin/contract/catalog/promotion';
import type { Cents } from '@clubjoin/domain/money/cents';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { Queryable } from '../../db/database';

async function records<T>(db: Queryable, sql: string, params: readonly unknown[]): Promise<T[]> {
  const rows = await db.query<{ record: T }>(sql, params);
  return rows.map((row) => row.record);
}

/** Every club of the catalog (product/club-and-entry.md#clubs). */
/**
 * A club's membership cards in their authored order
 * (product/membership-and-promotions.md#membership-cards), each with its products (product_prices)
 * by adult quantity.
 */
export function readCards(db: Queryable, mmsClubId: string): Promise<ProductCard[]> {
  return records(
    db,
    `SELECT c.record || jsonb_build_object('products', COALESCE(
       (SELECT jsonb_agg(p.record ORDER BY p.quantity) FROM product_prices p
        WHERE p.mms_club_id = c.mms_club_id AND p.product_type = c.product_type),
       '[]'::jsonb)) AS record
     FROM product_cards c
     WHERE c.mms_club_id = $1
     ORDER BY c.position`,
    [mmsClubId],
  );
}

/**
 * A club's promotions of every product type, in their authored order
 * (product/membership-and-promotions.md#promotions).
 */
export function readPromotions(db: Queryable, mmsClubId: string): Promise<Promotion[]> {
  return records(db, 'SELECT record FROM promotions WHERE mms_club_id = $1 ORDER BY position', [
    mmsClubId,
  ]);
}

/**
 * A club's experience packages of every product type, in their authored order
 * (product/membership-and-promotions.md#experience-packages).
 */
export function readPackages(db: Queryable, mmsClubId: string): Promise<ExperiencePackage[]> {
  return records(
    db,
    'SELECT record FROM experience_packages WHERE mms_club_id = $1 ORDER BY position',
    [mmsClubId],
  );
}

/**
 * A club's add-on bundles with their products, in their authored order
 * (product/add-ons-and-pool-pass.md#add-on-bundles).
 */
export function readAddOnBundles(db: Queryable, mmsClubId: string): Promise<AddOnBundle[]> {
  return records(db, 'SELECT record FROM add_on_bundles WHERE mms_club_id = $1 ORDER BY position', [
    mmsClubId,
  ]);
}

/** A club's pool-pass seasons in date order (product/add-ons-and-pool-pass.md#pool-pass-season). */
export function readPoolPassSeasons(db: Queryable, mmsClubId: string): Promise<PoolPassSeason[]> {
  return records(
    db,
    'SELECT record FROM pool_pass_seasons WHERE mms_club_id = $1 ORDER BY start_date',
    [mmsClubId],
  );
}

/** A club's sale categories in their authored order (product/club-and-entry.md#sale-categories). */
export function readCategories(db: Queryable, mmsClubId: string): Promise<Category[]> {
  return records(
    db,
    'SELECT record FROM club_categories WHERE mms_club_id = $1 ORDER BY position',
    [mmsClubId],
  );
}

/** The price of a product type for an adult count at every club that sells it. */
export async function readClubPrices(
  db: Queryable,
  productType: ProductType,
  adults: number,
): Promise<{ mmsClubId: string; productPrice: Cents }[]> {
  const rows = await db.query<{ mms_club_id: string; product_price: number }>(
    `SELECT mms_club_id, product_price FROM product_prices
     WHERE product_type = $1 AND quantity = $2`,
    [productType, adults],
  );
  return rows.map((row) => ({ mmsClubId: row.mms_club_id, productPrice: row.product_price }));
}
