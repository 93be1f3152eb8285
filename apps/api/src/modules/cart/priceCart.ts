import type { PricedCart } from '@clubjoin/domain/pricing/buildCart';
import { buildCart } from '@clubjoin/domain/pricing/buildCart';
import type { PaymentKind } from '@clubjoin/domain/pricing/cardSurcharge';
import { checkCartIntegrity } from '@clubjoin/domain/pricing/integrityChecks';
import type { FastifyBaseLogger } from 'fastify';
import type { ModuleContext } from '../moduleContext';
import { readTaxTable } from '../product/findTaxRules';
import type { PricingInput } from './cartChoice';

/** What a stored cart is priced for beyond its own data. */
export interface PricingFor {
  cartId: string;
  memberAddressState: string | undefined;
  paymentKind: PaymentKind | undefined;
}

/**
 * Prices a cart (product/pricing-and-dues.md#pricing-cases) with the domain's buildCart, taxed by
 * the catalog's table for the member's state (else the club's), and runs the integrity checks of
 * product/pricing-and-dues.md#integrity-checks on it: each finding is logged as a warning with the
 * cart id, never shown to the member.
 */
export async function priceCart(
  context: ModuleContext,
  log: FastifyBaseLogger,
  pricing: PricingInput,
  pricingFor: PricingFor,
): Promise<PricedCart> {
  const priced = buildCart({
    ...pricing,
    joinedAt: new Date(pricing.joinedAt),
    taxTable: await readTaxTable(context),
    memberAddressState: pricingFor.memberAddressState,
    paymentKind: pricingFor.paymentKind,
  });
  for (const finding of checkCartIntegrity(priced.response, priced.summary, priced.pricingCase)) {
    log.warn({ cartId: pricingFor.cartId, finding }, `Cart integrity: ${finding.message}`);
  }
  return priced;
}
