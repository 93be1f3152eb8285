import { CATEGORY_TOKEN_HEADER } from '@clubjoin/contract/product';
import type { FastifyRequest } from 'fastify';

/**
 * The category token a request carries in its header (product/club-and-entry.md#sale-categories),
 * if one: product and cart calls read it as a way into a restricted membership, the coupon-code
 * call as the right to learn a category's coupon.
 */
export function categoryTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CATEGORY_TOKEN_HEADER];
  return typeof header === 'string' ? header : undefined;
}
