import type { CartInput } from '@clubjoin/domain/pricing/cartInput';
import type { Channel, ProductType } from '@clubjoin/domain/vocabulary';

/**
 * What a member chose, as a cart save states it (product/cart.md#saving-a-cart; v2's additions).
 */
export interface CartChoice {
  clubId: string;
  productType: ProductType;
  productId: string | undefined;
  productSku: string | undefined;
  adultQuantity: number;
  juniorQuantity: number;
  mmsPromotionCode: string | undefined;
  promotionSku: string | undefined;
  coupon: string | undefined;
  addOns: readonly { productId: string; quantity: number }[];
  waitlist: boolean;
  poolPass: boolean;
  channel: Channel;
}

/**
 * The plain data a cart is priced from (product/cart.md#who-prices-a-cart), as stored with it:
 * everything buildCart takes but the tax table, the member's state and the payment kind, which a
 * fetch may change. The join instant is the save's, so a fetch prices the same days as the save.
 */
export type PricingInput = Omit<
  CartInput,
  'taxTable' | 'memberAddressState' | 'paymentKind' | 'joinedAt'
> & { joinedAt: string };
