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
import { valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { sameAnswerAsBefore } from '../../http/responseSerializer';
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
import { productFailureAnswer } from './productFailureAnswer';

/** The ways into a restricted membership a product call presents (issue 15 §2). */
function credentialsOf(request: FastifyRequest, employeeLink: string | undefined): DoorCredentials {
  return { employeeLink, categoryToken: categoryTokenOf(request), programIdentifier: undefined };
}

/**
 * The product service, /api/product
 * (product/decisions-and-platform.md#services-and-their-addresses).
 */
export function registerProductRoutes(app: FastifyInstance, context: ModuleContext): void {
  // Every visitor of a club is answered the same products and default product (issue 22).
  const sameProducts = sameAnswerAsBefore();
  const sameDefaultProduct = sameAnswerAsBefore();
  registerEndpoint(app, getClubProducts, async ({ params, query, raw }) =>
    sameProducts(
      valueOrAnswer(
        await listClubProducts(
          context,
          params.clubId,
          query.coupon,
          credentialsOf(raw, query.employeeId),
        ),
        productFailureAnswer,
      ),
    ),
  );
  registerEndpoint(app, getDefaultClubProduct, async ({ params, query, raw }) =>
    sameDefaultProduct(
      valueOrAnswer(
        await findDefaultClubProduct(context, params.clubId, {
          category: query.category,
          couponCode: query.coupon,
          credentials: credentialsOf(raw, query.employeeId),
        }),
        productFailureAnswer,
      ),
    ),
  );
  registerEndpoint(app, getClubCategories, async ({ params }) =>
    valueOrAnswer(await listClubCategories(context, params.clubId), productFailureAnswer),
  );
  registerEndpoint(app, getCategoryCouponCode, async ({ params, raw }) =>
    valueOrAnswer(
      await revealCategoryCouponCode(context, { ...params, token: categoryTokenOf(raw) }),
      productFailureAnswer,
    ),
  );
  registerEndpoint(app, getProductPromotions, async ({ params, query }) =>
    valueOrAnswer(
      await listProductPromotions(context, {
        clubId: params.clubId,
        productType: params.type,
        couponCode: query.coupon,
        promotionName: query.promotionName,
      }),
      productFailureAnswer,
    ),
  );
  registerEndpoint(app, getProductPromotion, async ({ params, query }) =>
    valueOrAnswer(
      await findProductPromotion(context, {
        clubId: params.clubId,
        productType: params.type,
        couponCode: query.coupon,
        promotionName: query.promotionName,
      }),
      productFailureAnswer,
    ),
  );
  registerEndpoint(app, getClubAddOnBundles, async ({ params, query }) =>
    valueOrAnswer(
      await listAddOnBundles(context, {
        clubId: params.clubId,
        productType: null,
        couponCode: query.coupon,
      }),
      productFailureAnswer,
    ),
  );
  registerEndpoint(app, getProductTypeAddOnBundles, async ({ params, query }) =>
    valueOrAnswer(
      await listAddOnBundles(context, {
        clubId: params.clubId,
        productType: params.type,
        couponCode: query.coupon,
        juniors: query.juniorQuantity,
      }),
      productFailureAnswer,
    ),
  );
  registerEndpoint(app, getClubPoolPasses, async ({ params, query }) =>
    valueOrAnswer(
      await findPoolPassSeason(context, params.clubId, query.coupon),
      productFailureAnswer,
    ),
  );
}
