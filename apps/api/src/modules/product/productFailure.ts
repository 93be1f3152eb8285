import type { DoorVerdict } from '@clubjoin/domain/catalog/membershipDoor';
import type { PromotionNotOffered } from '@clubjoin/domain/catalog/promotionOffers';
import type { ProductType } from '@clubjoin/domain/vocabulary';

/** Why the product service cannot answer: each an expected failure with its own message. */
export type ProductFailure =
  | { kind: 'unknownClub'; clubId: string }
  | { kind: 'unknownCoupon'; code: string }
  | { kind: 'typeNotSold'; clubId: string; productType: ProductType }
  | {
      kind: 'promotionNotOffered';
      clubId: string;
      productType: ProductType;
      promotionName: string;
      reason: PromotionNotOffered['reason'];
    }
  | { kind: 'noPromotion'; clubId: string; productType: ProductType }
  | { kind: 'unknownCategory'; clubId: string; category: string }
  | { kind: 'noDefaultProduct'; clubId: string }
  | { kind: 'categoryWithoutCoupon'; clubId: string; category: string }
  | { kind: 'badCategoryToken' }
  | { kind: 'doorShut'; verdict: Extract<DoorVerdict, { open: false }> };
