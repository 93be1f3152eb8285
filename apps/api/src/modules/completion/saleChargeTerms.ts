import type { Club } from '@clubjoin/contract/catalog/club';
import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import { chargeTerms, type ChargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import type { ProductType } from '@clubjoin/domain/vocabulary';

/**
 * The charge terms of a cart's sale (product/pricing-and-dues.md#charge-terms): of the sale's flows
 * the cart keeps whether it is a waitlist join; its product and club say the rest. They choose the
 * payment authorisation the member must accept and what the confirmation says is charged.
 */
export function saleChargeTermsOf(
  cart: { waitlist: boolean; productType: ProductType },
  club: Club,
): ChargeTerms {
  return chargeTerms({
    flows: cart.waitlist ? ['Waitlist'] : [],
    productType: cart.productType,
    presaleClub: isPresaleClub(club),
  });
}
