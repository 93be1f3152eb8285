import { SIGNATURE_ONLY_FLOW } from '@clubjoin/domain/catalog/signatureOnlyFlow';
import { FLOWS, PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { MAX_JUNIORS } from '@clubjoin/domain/wizard/quantities';
import { z } from 'zod';
import { AddOnBundle, AddOnProduct } from './catalog/addOnBundle';
import { CentsAmount } from './catalog/amounts';
import { Category } from './catalog/category';
import { ExperiencePackage } from './catalog/experiencePackage';
import { PoolPassSeason } from './catalog/poolPassSeason';
import { CardProduct, ProductCard } from './catalog/productCard';
import { Promotion } from './catalog/promotion';
import { CouponCode, PromotionName } from './coupon';
import { defineEndpoint } from './endpoint';
import { ClubId } from './catalog/clubId';

/** A product type in a path (product/flows.md#product-types): its code. */
export const ProductTypeParam = z.enum(PRODUCT_TYPES, {
  error: `A product type is one of ${PRODUCT_TYPES.join(', ')}`,
});

/**
 * A sale category in a path or query (product/club-and-entry.md#entry-links), read in lowercase as
 * the catalog's.
 */
export const CategoryName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,40}$/, 'A category is 1 to 40 letters, digits and dashes');

/**
 * The header that carries the encrypted category token of GET .../categories/{category}/couponcode
 * (product/club-and-entry.md#sale-categories: with an encrypted-token header): sealed by the server
 * for one club and category, with an expiry.
 */
export const CATEGORY_TOKEN_HEADER = 'x-ltf-category-token';

const ClubPath = z.object({ clubId: ClubId });
const ProductTypePath = z.object({ clubId: ClubId, type: ProductTypeParam });

/**
 * The coupon of the sale (product/membership-and-promotions.md#coupons optional query coupon). A
 * code the catalog does not hold answers 404; a coupon not usable at the club now (another club's,
 * expired, not yet valid) unlocks nothing.
 */
const CouponQuery = z.object({ coupon: CouponCode.optional() });

/**
 * The link's employeeId parameter as the link gave it (product/club-and-entry.md#entry-links;
 * #employee-ids-in-links: it encodes the employee id as (id + 32768) × 64): one way through the
 * Employee membership's door.
 */
export const EmployeeIdParameter = z
  .string()
  .regex(/^\d{1,16}$/, 'employeeId is the number the employee link carries');

/**
 * What opens a restricted membership's door in a product call (issue 15 §2): the coupon, the
 * link's employee id, and a category token in the category-token header.
 */
const DoorQuery = CouponQuery.extend({ employeeId: EmployeeIdParameter.optional() });

/**
 * The currency of a club's prices (product/pricing-and-dues.md#currency): US dollars, or C$ for
 * clubs in Canada.
 */
export const ClubCurrency = z
  .object({ code: z.enum(['USD', 'CAD']), symbol: z.enum(['$', 'C$']) })
  .meta({ id: 'ClubCurrency' });

/**
 * A promotion offered now (product/membership-and-promotions.md#promotions, with `selected`): dated
 * ones inside their window, coupon-only ones with their coupon, presale ones at presale clubs.
 * Amounts in cents.
 */
export const OfferedPromotion = Promotion.extend({ selected: z.boolean() }).meta({
  id: 'OfferedPromotion',
});
export type OfferedPromotion = z.infer<typeof OfferedPromotion>;

/**
 * A membership card of a club (product/membership-and-promotions.md#membership-cards: its products
 * for 1 to 6 adults, prices in cents) with the promotions of its type offered now, one selected:
 * the coupon's when it unlocks one (coupon-only promotions), else the default.
 */
export const ClubMembershipCard = ProductCard.extend({
  promotions: z.array(OfferedPromotion),
  hasPackages: z
    .boolean()
    .describe(
      'Whether experience packages of its offered promotions come with it (product/membership-and-promotions.md#experience-packages)',
    ),
}).meta({ id: 'ClubMembershipCard' });
export type ClubMembershipCard = z.infer<typeof ClubMembershipCard>;

/** A club's membership cards in their authored order, priced in the club's currency. */
export const ClubProductCards = z
  .object({ mmsClubId: z.string(), currency: ClubCurrency, cards: z.array(ClubMembershipCard) })
  .meta({ id: 'ClubProductCards' });

/**
 * GET /club/{clubId} (product/membership-and-promotions.md#membership-cards): the club's product
 * cards.
 */
export const getClubProducts = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}',
  summary: `The club's membership cards with their products and prices in cents, and the promotions offered; a coupon unlocks its coupon-only promotions. A restricted card (its door) is listed only when the coupon, the link's employeeId or a category token in the ${CATEGORY_TOKEN_HEADER} header opens it`,
  tags: ['product'],
  params: ClubPath,
  query: DoorQuery,
  status: 200,
  response: ClubProductCards,
});

/**
 * product/membership-and-promotions.md#the-clubs-default-product: the flows of the sale and the
 * membership chosen.
 */
export const MembershipDescriptor = z
  .object({
    flows: z.array(z.enum([...FLOWS, SIGNATURE_ONLY_FLOW])),
    selectedMembershipName: z.string(),
  })
  .meta({ id: 'MembershipDescriptor' });

/**
 * The club's default product and its descriptor
 * (product/membership-and-promotions.md#the-clubs-default-product: clubProduct,
 * membershipDescriptor).
 */
export const DefaultClubProduct = z
  .object({
    mmsClubId: z.string(),
    currency: ClubCurrency,
    clubProduct: ClubMembershipCard,
    membershipDescriptor: MembershipDescriptor,
  })
  .meta({ id: 'DefaultClubProduct' });

/**
 * GET /club/{clubId}/default (product/club-and-entry.md#initialize,
 * product/membership-and-promotions.md#the-clubs-default-product).
 */
export const getDefaultClubProduct = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/default',
  summary: `The club's default product for a category or coupon, and the flows it implies: DayPass by category or coupon, PickleballOnly, Qualified and CorpSales by coupon, Digital at 815, DigitalStudio at 370. A restricted product answers 403 unless the coupon, the link's employeeId or a category token in the ${CATEGORY_TOKEN_HEADER} header opens its door`,
  tags: ['product'],
  params: ClubPath,
  query: DoorQuery.extend({ category: CategoryName.optional() }),
  status: 200,
  response: DefaultClubProduct,
});

/**
 * A category of the club's sale (product/club-and-entry.md#sale-categories). Its coupon code is not
 * told: it is answered only to a caller holding the category's token (GET .../couponcode). A
 * category its public link opens (a day-pass, pickleball or corporate coupon's) comes with such a
 * token (decision 0017).
 */
export const SaleCategory = Category.omit({ couponCode: true })
  .extend({
    opensWithCoupon: z.boolean(),
    linkToken: z
      .string()
      .nullable()
      .describe(
        `A token for GET .../couponcode (the ${CATEGORY_TOKEN_HEADER} header), for a category its link opens; else null`,
      ),
  })
  .meta({ id: 'SaleCategory' });

export const ClubSaleCategories = z
  .object({ mmsClubId: z.string(), categories: z.array(SaleCategory) })
  .meta({ id: 'ClubSaleCategories' });

/** GET /club/{clubId}/categories (product/club-and-entry.md#sale-categories). */
export const getClubCategories = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/categories',
  summary: "The club's sale categories in order, the default one marked",
  tags: ['product'],
  params: ClubPath,
  status: 200,
  response: ClubSaleCategories,
});

export const CategoryCouponCode = z
  .object({ mmsClubId: z.string(), category: z.string(), couponCode: z.string() })
  .meta({ id: 'CategoryCouponCode' });

/**
 * GET /club/{clubId}/categories/{category}/couponcode (product/club-and-entry.md#sale-categories,
 * with an encrypted-token header).
 */
export const getCategoryCouponCode = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/categories/{category}/couponcode',
  summary: `The coupon code that opens a category, for a caller whose ${CATEGORY_TOKEN_HEADER} header holds a token the server sealed for this club and category and that has not expired (401 otherwise)`,
  tags: ['product'],
  params: z.object({ clubId: ClubId, category: CategoryName }),
  status: 200,
  response: CategoryCouponCode,
});

/**
 * A package card (product/membership-and-promotions.md#experience-packages): an experience package,
 * priced at its admin plus enrollment fee
 * (product/membership-and-promotions.md#experience-packages).
 */
export const PackageCard = ExperiencePackage.extend({ price: CentsAmount }).meta({
  id: 'PackageCard',
});

/**
 * The promotions offered for a club's product type, and its packages
 * (product/membership-and-promotions.md#promotions, #experience-packages).
 */
export const ProductPromotions = z
  .object({
    mmsClubId: z.string(),
    productType: ProductTypeParam,
    currency: ClubCurrency,
    promotions: z.array(OfferedPromotion),
    packages: z
      .array(PackageCard)
      .describe(
        'In the recommended order (product/membership-and-promotions.md#experience-packages)',
      ),
  })
  .meta({ id: 'ProductPromotions' });

const PromotionQuery = z.object({
  coupon: CouponCode.optional(),
  promotionName: PromotionName.optional(),
});

/**
 * GET /club/{clubId}/producttype/{type}/promotions
 * (product/membership-and-promotions.md#promotions).
 */
export const getProductPromotions = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/producttype/{type}/promotions',
  summary:
    'The promotions offered now for a product type, the default marked and one selected (promotionName, else the coupon’s, else the default), with their awards and join offers, and the experience packages of the offered promotions. 404 for a promotion name not offered.',
  tags: ['product'],
  params: ProductTypePath,
  query: PromotionQuery,
  status: 200,
  response: ProductPromotions,
});

/**
 * The promotion selected for a product type, with the products it prices
 * (product/membership-and-promotions.md#promotions).
 */
export const ProductPromotion = z
  .object({
    mmsClubId: z.string(),
    productType: ProductTypeParam,
    currency: ClubCurrency,
    promotion: OfferedPromotion,
    products: z.array(CardProduct).describe('One per adult quantity; a day pass reads quantity 1'),
  })
  .meta({ id: 'ProductPromotion' });

/**
 * GET /club/{clubId}/producttype/{type}/promotion (product/membership-and-promotions.md#promotions;
 * product/pages.md#one-day-membership-page the one-day page's price).
 */
export const getProductPromotion = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/producttype/{type}/promotion',
  summary:
    'The one promotion selected for a product type (promotionName, else the coupon’s, else the default) and the products of the type with their prices. 404 for a promotion name not offered.',
  tags: ['product'],
  params: ProductTypePath,
  query: PromotionQuery,
  status: 200,
  response: ProductPromotion,
});

/**
 * An add-on product offered (product/add-ons-and-pool-pass.md#add-on-bundles: with totalPrice, its
 * price times its quantity).
 */
export const OfferedAddOnProduct = AddOnProduct.extend({ totalPrice: CentsAmount }).meta({
  id: 'OfferedAddOnProduct',
});

export const OfferedAddOnBundle = AddOnBundle.safeExtend({
  products: z.array(OfferedAddOnProduct),
}).meta({ id: 'OfferedAddOnBundle' });

/**
 * The add-on bundles offered (For Adults, For Kids:
 * product/add-ons-and-pool-pass.md#add-on-bundles), for the club or a product type.
 */
export const AddOnBundleOffer = z
  .object({
    mmsClubId: z.string(),
    productType: ProductTypeParam.nullable().describe('null: the bundles of every product type'),
    currency: ClubCurrency,
    bundles: z.array(OfferedAddOnBundle),
  })
  .meta({ id: 'AddOnBundleOffer' });

/** GET /club/{clubId}/addonbundle (product/add-ons-and-pool-pass.md#add-on-bundles). */
export const getClubAddOnBundles = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/addonbundle',
  summary: "The club's add-on bundles offered with every product type, with products and literals",
  tags: ['product'],
  params: ClubPath,
  query: CouponQuery,
  status: 200,
  response: AddOnBundleOffer,
});

/**
 * GET /club/{clubId}/producttype/{type}/addonbundle
 * (product/add-ons-and-pool-pass.md#add-on-bundles).
 */
/**
 * The coupon, and the juniors of the membership being built: given, a bundle for kids is offered
 * only with a junior (issue 21).
 */
const AddOnBundleQuery = CouponQuery.extend({
  juniorQuantity: z
    .string()
    .regex(/^[0-9]$/, `juniorQuantity is a whole number from 0 to ${MAX_JUNIORS}`)
    .transform(Number)
    .pipe(z.number().max(MAX_JUNIORS, `juniorQuantity is a whole number from 0 to ${MAX_JUNIORS}`))
    .optional(),
});

export const getProductTypeAddOnBundles = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/producttype/{type}/addonbundle',
  summary:
    'The add-on bundles offered with a product type (its own and those of every type); none when its product has no add-ons',
  tags: ['product'],
  params: ProductTypePath,
  query: AddOnBundleQuery,
  status: 200,
  response: AddOnBundleOffer,
});

/**
 * The pool-pass season on sale (product/add-ons-and-pool-pass.md#pool-pass-season), in the club's
 * currency.
 */
export const PoolPassSeasonOnSale = PoolPassSeason.extend({
  mmsClubId: z.string(),
  currency: ClubCurrency,
}).meta({ id: 'PoolPassSeasonOnSale' });

/**
 * A club with no pool-pass season on sale: an empty season, without dates or passes
 * (product/add-ons-and-pool-pass.md#pool-pass-season: the wizard then resets the pool pass).
 */
export const EmptyPoolPassSeason = z
  .object({ mmsClubId: z.string(), currency: ClubCurrency, poolPasses: z.tuple([]) })
  .meta({ id: 'EmptyPoolPassSeason' });

/** What a club sells of pool passes: its season on sale, or an empty season. */
export const ClubPoolPassSeason = z
  .union([PoolPassSeasonOnSale, EmptyPoolPassSeason])
  .meta({ id: 'ClubPoolPassSeason' });
export type ClubPoolPassSeason = z.infer<typeof ClubPoolPassSeason>;

/** GET /club/{clubId}/poolpasses (product/add-ons-and-pool-pass.md#pool-pass-season). */
export const getClubPoolPasses = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/poolpasses',
  summary:
    "The club's pool-pass season on sale (the one running, else the next) with its passes; an empty season, without dates or passes, when the club has none",
  tags: ['product'],
  params: ClubPath,
  query: CouponQuery,
  status: 200,
  response: ClubPoolPassSeason,
});
