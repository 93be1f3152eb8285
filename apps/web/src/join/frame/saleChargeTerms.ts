import { isPresaleClub } from '@clubjoin/domain/catalog/club';
import type { ChargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import { chargeTerms } from '@clubjoin/domain/pricing/chargeTerms';
import type { Flow, ProductType } from '@clubjoin/domain/vocabulary';
import type { ChosenClub } from '../stores/clubStore';

/**
 * The charge terms of the sale in the stores (product/pricing-and-dues.md#charge-terms): its flows,
 * the product chosen (or a card's own type, for the card's words) and whether the club is in
 * presale.
 */
export function saleChargeTerms(sale: {
  flows: readonly Flow[];
  productType: ProductType | undefined;
  club: ChosenClub | undefined;
}): ChargeTerms {
  const open = sale.club?.open;
  return chargeTerms({
    flows: sale.flows,
    productType: sale.productType,
    presaleClub: open !== undefined && isPresaleClub({ open }),
  });
}
