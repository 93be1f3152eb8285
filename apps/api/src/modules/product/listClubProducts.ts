import type { ClubMembershipCard } from '@clubjoin/contract/product';
import { isShownThroughDoor } from '@clubjoin/domain/catalog/membershipDoor';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ModuleContext } from '../moduleContext';
import { cardWithPromotions } from './cardWithPromotions';
import { saleDoorProof, type DoorCredentials } from './membershipDoors';
import { openSale } from './openSale';
import { type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

/**
 * A club's product cards (product/membership-and-promotions.md#membership-cards GET /club/{clubId};
 * product/membership-and-promotions.md#membership-cards) in their authored order, each with its
 * products and prices in cents and the promotions offered, a usable coupon's coupon-only promotions
 * among them. A restricted card is listed only to a caller whose coupon, employee id or category
 * token opens its door (issue 15 §2).
 */
export async function listClubProducts(
  context: ModuleContext,
  clubId: string,
  couponCode: string | undefined,
  credentials: DoorCredentials,
): Promise<
  Outcome<{ mmsClubId: string; currency: Currency; cards: ClubMembershipCard[] }, ProductFailure>
> {
  const sale = await openSale(context, clubId, couponCode);
  if (!sale.ok) return sale;
  const { club, currency, lists, promotionContext } = sale.value;
  const [cards, promotions, packages, proof] = await Promise.all([
    lists.cards(),
    lists.promotions(),
    lists.packages(),
    saleDoorProof(context, sale.value, credentials),
  ]);
  return succeed({
    mmsClubId: club.mmsClubId,
    currency,
    cards: cards
      .filter((card) => isShownThroughDoor(card, proof))
      .map((card) => cardWithPromotions(card, promotions, packages, promotionContext)),
  });
}
