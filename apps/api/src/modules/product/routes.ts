import {
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryTokenOf } from '../../http/categoryTokenHeader';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { findDefaultClubProduct } from './findDefaultClubProduct';
import { findPoolPassSeason } from './findPoolPassSeason';
import { findProductPromotion } from './findProductPromotion';
import { listAddOnBundles } from './listAddOnBundles';
import { listClubCategories } from './listClubCategories';
import { listClubProducts } from './listClubProducts';
import { listProductPromotions } from './listProductPromotions';
import type { DoorCredentials } from './membershipDoors';
import { revealCategoryCouponCode } from './revealCategoryCouponCode';
import { valueOrThrow } from './productFailure';

/** The ways into a restricted membership a product call presents (issue 15 §2). */
function credentialsOf(request: FastifyRequest, employeeLink: string | undefined): DoorCredentials {
  return { employeeLink, categoryToken: categoryTokenOf(request), programIdentifier: undefined };
}

/**
 * The product service, /api/product
 * (product/decisions-and-platform.md#services-and-their-addresses).
 */
export function registerProductRoutes(app: FastifyInstance, context: ModuleContext): void {
  registerEndpoint(app, getClubProducts, async ({ params, query, raw }) =>
    valueOrThrow(
      await listClubProducts(
        context,
        params.clubId,
        query.coupon,
        credentialsOf(raw, query.employeeId),
      ),
    ),
  );
  registerEndpoint(app, getDefaultClubProduct, async ({ params, query, raw }) =>
    valueOrThrow(
      await findDefaultClubProduct(context, params.clubId, {
        category: query.category,
        couponCode: query.coupon,
        credentials: credentialsOf(raw, query.employeeId),
      }),
    ),
  );
  registerEndpoint(app, getClubCategories, async ({ params }) =>
    valueOrThrow(await listClubCategories(context, params.clubId)),
  );
  registerEndpoint(app, getCategoryCouponCode, async ({ params, raw }) =>
    valueOrThrow(
      await revealCategoryCouponCode(context, { ...params, token: categoryTokenOf(raw) }),
    ),
  );
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
