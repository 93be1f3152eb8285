import type { Club } from './club';
import type { Coupon } from './coupon';
import type { CatalogFile } from './catalogFiles';
import { CATALOG_FILES } from './catalogFiles';
import type { ProductCard } from './productCard';
import type { Promotion } from './promotion';

/** The key of a club's promotion of a product type. */
export const promotionKey = (mmsClubId: string, productType: string, code: string) =>
  `${mmsClubId} ${productType} ${code}`;

/**
 * What the catalog files read so far declare, for the files after them to refer to
 * (product/decisions-and-platform.md#demo-catalog: a bad reference stops the load before anything
 * is written). Each file's declarations start afresh when a record of that file is checked after a
 * record of another file, so one index can serve loads one after another. Loads must not overlap,
 * and a load that stopped inside the first file followed by one of a different first file needs a
 * new index.
 */
export class CatalogIndex {
  #file: CatalogFile | undefined;
  readonly taxRegions = new Set<string>();
  readonly clubs = new Map<string, Club>();
  readonly coupons = new Map<string, Coupon>();
  /** The kind of coupon each coupon promotion name belongs to. */
  readonly couponPromotions = new Map<string, Coupon['kind']>();
  /** Each club's cards by product type. */
  readonly cards = new Map<string, Map<string, ProductCard>>();
  /** Which club uses each membership product id and sku (they are unique in the catalog). */
  readonly productCodes = new Map<string, string>();
  readonly promotions = new Map<string, Promotion>();
  /** Which club uses each add-on bundle id and add-on product id. */
  readonly addOnCodes = new Map<string, string>();

  /** Declares the cards of a club. */
  declareCards(mmsClubId: string, cards: readonly ProductCard[]): void {
    this.cards.set(mmsClubId, new Map(cards.map((card) => [card.productType, card])));
  }

  /** The cards of a club, in the order products.json lists them. */
  cardsOf(mmsClubId: string): ProductCard[] {
    return [...(this.cards.get(mmsClubId)?.values() ?? [])];
  }

  /** Marks that a record of `file` is being checked; entering a file anew forgets what it declared. */
  enter(file: CatalogFile): void {
    if (this.#file === file) return;
    this.#file = file;
    this.#forget(file);
  }

  /**
   * The first file's records are checked first in every load: a region it already declared means
   * either a duplicate record (which the load rejects anyway) or a new load reading the file again.
   */
  restartIfDeclared(region: string): void {
    if (this.taxRegions.has(region)) this.taxRegions.clear();
  }

  #forget(file: CatalogFile): void {
    switch (file) {
      case CATALOG_FILES.taxRates:
        return this.taxRegions.clear();
      case CATALOG_FILES.clubs:
        return this.clubs.clear();
      case CATALOG_FILES.coupons:
        this.coupons.clear();
        return this.couponPromotions.clear();
      case CATALOG_FILES.products:
        this.cards.clear();
        return this.productCodes.clear();
      case CATALOG_FILES.promotions:
        return this.promotions.clear();
      case CATALOG_FILES.addOnBundles:
        return this.addOnCodes.clear();
      default:
        return undefined;
    }
  }
}
