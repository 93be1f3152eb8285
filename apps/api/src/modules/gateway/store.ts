import type { Cents } from '@clubjoin/domain/money/cents';
import type { ProductType } from '@clubjoin/domain/vocabulary';
import type { Queryable } from '../../db/database';

/** A club's monthly price of one product type for one adult count (03 §3 productPrice). */
export interface ClubProductPrice {
  mmsClubId: string;
  productPrice: Cents;
}

/** The price of a product type for an adult count at every club that sells it. */
export async function selectProductPrices(
  db: Queryable,
  productType: ProductType,
  adults: number,
): Promise<ClubProductPrice[]> {
  const rows = await db.query<{ mms_club_id: string; product_price: number }>(
    `SELECT mms_club_id, product_price FROM product_prices
     WHERE product_type = $1 AND quantity = $2`,
    [productType, adults],
  );
  return rows.map((row) => ({ mmsClubId: row.mms_club_id, productPrice: row.product_price }));
}
