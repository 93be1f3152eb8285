import type { SaveCartRequest, SaveCartRequestV2 } from '@clubjoin/contract/cart';
import {
  getCartSummary,
  saveCartV1Post,
  saveCartV1Put,
  saveCartV2Post,
  saveCartV2Put,
} from '@clubjoin/contract/cart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryTokenOf } from '../../http/categoryTokenHeader';
import { valueOrAnswer } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import type { ModuleContext } from '../moduleContext';
import { recordSaleStep } from '../saleFunnel/saleFunnel';
import { provenChannel } from '../staff/staffAccessAnswer';
import { fetchedSummaryAnswer, savedCartAnswer, savedCartV2Answer } from './cartAnswers';
import { cartFailureAnswer } from './cartFailureAnswer';
import { fetchCartSummary } from './fetchCartSummary';
import { saveCart, type SaveCartCommand, type SaveExtras } from './saveCart';
import type { StoredCart } from './store';

const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A save body as the use case takes it; v1's has no extras (an update keeps the cart's). */
function commandOf(
  body: SaveCartRequest,
  raw: FastifyRequest,
  extras: SaveExtras | undefined,
): SaveCartCommand {
  return {
    cartId: given(body.cartId),
    magentoCartId: given(body.magentoCartId),
    orderId: given(body.orderId),
    partyId: given(body.partyId),
    version: given(body.version),
    choice: {
      clubId: body.clubId,
      productType: body.productType,
      productId: given(body.productId),
      productSku: given(body.productSku),
      adultQuantity: body.adultProductQuantity,
      juniorQuantity: body.juniorProductQuantity,
      mmsPromotionCode: given(body.mmsPromotionCode) || undefined,
      promotionSku: given(body.promotionSku),
      coupon: given(body.coupon),
      addOns: body.addOnProductsSelected,
    },
    extras,
    referral: given(body.referral) || undefined,
    paymentKind: given(body.paymentKind),
    credentials: {
      employeeLink: given(body.employeeId),
      categoryToken: categoryTokenOf(raw),
      programIdentifier: given(body.partnerProgramIdentifierParts),
    },
  };
}

/**
 * v2's extras; the channel is the caller's proof's, never the body's alone (docs/decisions/0028):
 * it decides which coupons the cart may be priced with.
 */
async function extrasOf(
  context: ModuleContext,
  body: SaveCartRequestV2,
  raw: FastifyRequest,
): Promise<SaveExtras> {
  const { channel } = await provenChannel(context, raw, body.channel, body.clubId);
  return {
    waitlist: body.waitlist,
    poolPass: body.poolPass,
    membershipAddressState: given(body.membershipAddressState),
    channel,
  };
}

/**
 * The cart service, /api/membership-cart (product/cart.md#saving-a-cart,
 * product/decisions-and-platform.md#services-and-their-addresses,
 * product/cart.md#who-prices-a-cart).
 */
export function registerCartRoutes(app: FastifyInstance, context: ModuleContext): void {
  // A saved cart is the sale funnel's first step (docs/decisions/0035).
  const saved = async (cart: StoredCart, channel: SaveExtras['channel'] | undefined) => {
    await recordSaleStep(
      context,
      {
        cartId: cart.cartId,
        clubId: cart.clubId,
        channel,
        step: 'cart',
      },
      app.log,
    );
    return cart;
  };
  for (const endpoint of [saveCartV1Post, saveCartV1Put]) {
    registerEndpoint(app, endpoint, async ({ body, raw }) =>
      savedCartAnswer(
        await saved(
          valueOrAnswer(
            await saveCart(context, raw.log, commandOf(body, raw, undefined)),
            cartFailureAnswer,
          ),
          undefined,
        ),
      ),
    );
  }
  for (const endpoint of [saveCartV2Post, saveCartV2Put]) {
    registerEndpoint(app, endpoint, async ({ body, raw }) => {
      const extras = await extrasOf(context, body, raw);
      return savedCartV2Answer(
        await saved(
          valueOrAnswer(
            await saveCart(context, raw.log, commandOf(body, raw, extras)),
            cartFailureAnswer,
          ),
          extras.channel,
        ),
      );
    });
  }
  registerEndpoint(app, getCartSummary, async ({ params, query, raw }) =>
    fetchedSummaryAnswer(
      valueOrAnswer(
        await fetchCartSummary(context, raw.log, {
          clubId: params.clubId,
          cartId: params.cartId,
          magentoCartId: params.magentoCartId,
          partyId: params.partyId,
          productType: params.type,
          membershipAddressState: query.membershipAddressState,
        }),
        cartFailureAnswer,
      ),
    ),
  );
}
