import {
  CATEGORY_TOKEN_HEADER,
  getCategoryCouponCode,
  getClubAddOnBundles,
  getClubCategories,
  getClubPoolPasses,
  getClubProducts,
  getDefaultClubProduct,
  getProductPromotion,
  getProductPromotions,
  getProductTypeAddOnBundles,
} from '@clubjoin/contract/product';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { findDefaultClubProduct } from './findDefaultClubProduct';
import { findPoolPassSeason } from './findPoolPassSeason';
import { findProductPromotion } from './findProductPromotion';
import { listAddOnBundles } from './listAddOnBundles';
import { listClubCategories } from './listClubCategories';
import { listClubProducts } from './listClubProducts';
import { listProductPromotions } from './listProductPromotions';
import { revealCategoryCouponCode } from './revealCategoryCouponCode';
import { valueOrThrow } from './productFailure';

/** The product service, /api/product (01 §7, 03 §1). */
export function registerProductRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getClubProducts, async ({ params, query }) =>
    valueOrThrow(await listClubProducts(context, params.clubId, query.coupon)),
  );
  registerEndpoint(app, getDefaultClubProduct, async ({ params, query }) =>
    valueOrThrow(
      await findDefaultClubProduct(context, params.clubId, {
        category: query.category,
        couponCode: query.coupon,
      }),
    ),
  );
  registerEndpoint(app, getClubCategories, async ({ params }) =>
    valueOrThrow(await listClubCategories(context, params.clubId)),
  );
  registerEndpoint(app, getCategoryCouponCode, async ({ params, raw }) => {
    const header = raw.headers[CATEGORY_TOKEN_HEADER];
    return valueOrThrow(
      await revealCategoryCouponCode(context, {
        ...params,
        token: typeof header === 'string' ? header : undefined,
      }),
    );
  });
  registerEndpoint(app, getProductPromotions, async ({ params, query }) =>
    valueOrThrow(
      await listProductPromotions(context, {
        clubId: params.clubId,
        productType: params.type,
        couponCode: query.coupon,
        promotionName: query.promotionName,
      }),
    ),
  );
  registerEndpoint(app, getProductPromotion, async ({ params, query }) =>
    valueOrThrow(
      await findProductPromotion(context, {
        clubId: params.clubId,
        productType: params.type,
        couponCode: query.coupon,
        promotionName: query.promotionName,
      }),
    ),
  );
  registerEndpoint(app, getClubAddOnBundles, async ({ params, query }) =>
    valueOrThrow(
      await listAddOnBundles(context, {
        clubId: params.clubId,
        productType: null,
        couponCode: query.coupon,
      }),
    ),
  );
  registerEndpoint(app, getProductTypeAddOnBundles, async ({ params, query }) =>
    valueOrThrow(
      await listAddOnBundles(context, {
        clubId: params.clubId,
        productType: params.type,
        couponCode: query.coupon,
      }),
    ),
  );
  registerEndpoint(app, getClubPoolPasses, async ({ params, query }) =>
    valueOrThrow(await findPoolPassSeason(context, params.clubId, query.coupon)),
  );
}
