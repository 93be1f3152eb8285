import { SIGNATURE_ONLY_FLOW } from '@clubjoin/domain/catalog/signatureOnlyFlow';
import { FLOWS, PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
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

/** A product type in a path (01 §3 product types): its code. */
export const ProductTypeParam = z.enum(PRODUCT_TYPES, {
  error: `A product type is one of ${PRODUCT_TYPES.join(', ')}`,
});

/** A sale category in a path or query (01 §2 category), read in lowercase as the catalog's. */
export const CategoryName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,40}$/, 'A category is 1 to 40 letters, digits and dashes');

/**
 * The header that carries the encrypted category token of GET .../categories/{category}/couponcode
 * (01 §7 "with an encrypted-token header"): sealed by the server for one club and category, with
 * an expiry.
 */
export const CATEGORY_TOKEN_HEADER = 'x-ltf-category-token';

const ClubPath = z.object({ clubId: ClubId });
const ProductTypePath = z.object({ clubId: ClubId, type: ProductTypeParam });

/**
 * The coupon of the sale (01 §7 optional query coupon). A code the catalog does not hold answers
 * 404; a coupon not usable at the club now (another club's, expired, not yet valid) unlocks nothing.
 */
const CouponQuery = z.object({ coupon: CouponCode.optional() });

/**
 * The link's employeeId parameter as the link gave it (01 §2; 02 §5: it encodes the employee id
 * as (id + 32768) × 64): one way through the Employee membership's door.
 */
export const EmployeeIdParameter = z
  .string()
  .regex(/^\d{1,16}$/, 'employeeId is the number the employee link carries');

/**
 * What opens a restricted membership's door in a product call (issue 15 §2): the coupon, the
 * link's employee id, and a category token in the category-token header.
 */
const DoorQuery = CouponQuery.extend({ employeeId: EmployeeIdParameter.optional() });

/** The currency of a club's prices (01 §1, §9; 03 §3): US dollars, or C$ for clubs in Canada. */
export const ClubCurrency = z
  .object({ code: z.enum(['USD', 'CAD']), symbol: z.enum(['$', 'C$']) })
  .meta({ id: 'ClubCurrency' });

/**
 * A promotion offered now (01 §3 promotion, with `selected`): dated ones inside their window,
 * coupon-only ones with their coupon, presale ones at presale clubs. Amounts in cents.
 */
export const OfferedPromotion = Promotion.extend({ selected: z.boolean() }).meta({
  id: 'OfferedPromotion',
});
export type OfferedPromotion = z.infer<typeof OfferedPromotion>;

/**
 * A membership card of a club (01 §3 product by club: its products for 1 to 6 adults, prices in
 * cents) with the promotions of its type offered now, one selected: the coupon's when it unlocks
 * one (coupon-only promotions), else the default.
 */
export const ClubMembershipCard = ProductCard.extend({
  promotions: z.array(OfferedPromotion),
}).meta({ id: 'ClubMembershipCard' });
export type ClubMembershipCard = z.infer<typeof ClubMembershipCard>;

/** A club's membership cards in their authored order, priced in the club's currency. */
export const ClubProductCards = z
  .object({ mmsClubId: z.string(), currency: ClubCurrency, cards: z.array(ClubMembershipCard) })
  .meta({ id: 'ClubProductCards' });

/** GET /club/{clubId} (01 §7): the club's product cards. */
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

/** 01 §3 membershipDescriptor: the flows of the sale and the membership chosen. */
export const MembershipDescriptor = z
  .object({
    flows: z.array(z.enum([...FLOWS, SIGNATURE_ONLY_FLOW])),
    selectedMembershipName: z.string(),
  })
  .meta({ id: 'MembershipDescriptor' });

/** The club's default product and its descriptor (01 §7: clubProduct, membershipDescriptor). */
export const DefaultClubProduct = z
  .object({
    mmsClubId: z.string(),
    currency: ClubCurrency,
    clubProduct: ClubMembershipCard,
    membershipDescriptor: MembershipDescriptor,
  })
  .meta({ id: 'DefaultClubProduct' });

/** GET /club/{clubId}/default (01 §4 Initialize, 01 §7). */
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
 * A category of the club's sale (01 §7 categories). Its coupon code is not told: it is answered
 * only to a caller holding the category's token (GET .../couponcode).
 */
export const SaleCategory = Category.omit({ couponCode: true })
  .extend({ opensWithCoupon: z.boolean() })
  .meta({ id: 'SaleCategory' });

export const ClubSaleCategories = z
  .object({ mmsClubId: z.string(), categories: z.array(SaleCategory) })
  .meta({ id: 'ClubSaleCategories' });

/** GET /club/{clubId}/categories (01 §7). */
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

/** GET /club/{clubId}/categories/{category}/couponcode (01 §7, with an encrypted-token header). */
export const getCategoryCouponCode = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/categories/{category}/couponcode',
  summary: `The coupon code that opens a category, for a caller whose ${CATEGORY_TOKEN_HEADER} header holds a token the server sealed for this club and category and that has not expired (401 otherwise)`,
  tags: ['product'],
  params: z.object({ clubId: ClubId, category: CategoryName }),
  status: 200,
  response: CategoryCouponCode,
});

/** A package card (02 §3): an experience package, priced at its admin plus enrollment fee (02 §9). */
export const PackageCard = ExperiencePackage.extend({ price: CentsAmount }).meta({
  id: 'PackageCard',
});

/** The promotions offered for a club's product type, and its packages (01 §7, 02 §2 packages). */
export const ProductPromotions = z
  .object({
    mmsClubId: z.string(),
    productType: ProductTypeParam,
    currency: ClubCurrency,
    promotions: z.array(OfferedPromotion),
    packages: z.array(PackageCard).describe('In the recommended order (02 §5)'),
  })
  .meta({ id: 'ProductPromotions' });

const PromotionQuery = z.object({
  coupon: CouponCode.optional(),
  promotionName: PromotionName.optional(),
});

/** GET /club/{clubId}/producttype/{type}/promotions (01 §7). */
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

/** The promotion selected for a product type, with the products it prices (02 §7). */
export const ProductPromotion = z
  .object({
    mmsClubId: z.string(),
    productType: ProductTypeParam,
    currency: ClubCurrency,
    promotion: OfferedPromotion,
    products: z.array(CardProduct).describe('One per adult quantity; a day pass reads quantity 1'),
  })
  .meta({ id: 'ProductPromotion' });

/** GET /club/{clubId}/producttype/{type}/promotion (01 §7; 02 §2 the one-day page's price). */
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

/** An add-on product offered (01 §3: with totalPrice, its price times its quantity). */
export const OfferedAddOnProduct = AddOnProduct.extend({ totalPrice: CentsAmount }).meta({
  id: 'OfferedAddOnProduct',
});

export const OfferedAddOnBundle = AddOnBundle.safeExtend({
  products: z.array(OfferedAddOnProduct),
}).meta({ id: 'OfferedAddOnBundle' });

/** The add-on bundles offered (For Adults, For Kids: 01 §9), for the club or a product type. */
export const AddOnBundleOffer = z
  .object({
    mmsClubId: z.string(),
    productType: ProductTypeParam.nullable().describe('null: the bundles of every product type'),
    currency: ClubCurrency,
    bundles: z.array(OfferedAddOnBundle),
  })
  .meta({ id: 'AddOnBundleOffer' });

/** GET /club/{clubId}/addonbundle (01 §7). */
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

/** GET /club/{clubId}/producttype/{type}/addonbundle (01 §7). */
export const getProductTypeAddOnBundles = defineEndpoint({
  method: 'GET',
  path: '/api/product/club/{clubId}/producttype/{type}/addonbundle',
  summary:
    'The add-on bundles offered with a product type (its own and those of every type); none when its product has no add-ons',
  tags: ['product'],
  params: ProductTypePath,
  query: CouponQuery,
  status: 200,
  response: AddOnBundleOffer,
});

/** The pool-pass season on sale (01 §3 pool pass response), in the club's currency. */
export const PoolPassSeasonOnSale = PoolPassSeason.extend({
  mmsClubId: z.string(),
  currency: ClubCurrency,
}).meta({ id: 'PoolPassSeasonOnSale' });

/**
 * A club with no pool-pass season on sale: an empty season, without dates or passes (01 §4: the
 * wizard then resets the pool pass).
 */
export const EmptyPoolPassSeason = z
  .object({ mmsClubId: z.string(), currency: ClubCurrency, poolPasses: z.tuple([]) })
  .meta({ id: 'EmptyPoolPassSeason' });

/** What a club sells of pool passes: its season on sale, or an empty season. */
export const ClubPoolPassSeason = z
  .union([PoolPassSeasonOnSale, EmptyPoolPassSeason])
  .meta({ id: 'ClubPoolPassSeason' });
export type ClubPoolPassSeason = z.infer<typeof ClubPoolPassSeason>;

/** GET /club/{clubId}/poolpasses (01 §7). */
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
