import type { ClubMembershipCard } from '@clubjoin/contract/product';
import type { MembershipDescriptor } from '@clubjoin/domain/catalog/defaultClubProduct';
import { chooseDefaultProduct } from '@clubjoin/domain/catalog/defaultClubProduct';
import type { Currency } from '@clubjoin/domain/money/currency';
import type { ModuleContext } from '../moduleContext';
import { cardWithPromotions } from './cardWithPromotions';
import { passCardDoor, verifyDoorCredentials, type DoorCredentials } from './membershipDoors';
import { openSale } from './openSale';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { ProductFailure } from './productFailure';

export interface DefaultClubProduct {
  mmsClubId: string;
  currency: Currency;
  clubProduct: ClubMembershipCard;
  membershipDescriptor: MembershipDescriptor;
}

/**
 * The club's default product for a category or coupon
 * (product/membership-and-promotions.md#the-clubs-default-product,
 * product/club-and-entry.md#initialize Initialize): the card chosen by chooseDefaultProduct with
 * the promotions offered, and the membership descriptor with the flows it implies. Only a coupon
 * usable at the club now counts. A restricted product is answered only to a caller whose coupon,
 * employee id or category token opens its door (issue 15 §2); the category named in the link is no
 * proof.
 */
export async function findDefaultClubProduct(
  context: ModuleContext,
  clubId: string,
  request: {
    category: string | undefined;
    couponCode: string | undefined;
    credentials: DoorCredentials;
  },
): Promise<Outcome<DefaultClubProduct, ProductFailure>> {
  const sale = await openSale(context, clubId, request.couponCode);
  if (!sale.ok) return sale;
  const { club, currency, lists, coupon, promotionContext } = sale.value;
  const [cards, categories, promotions, packages] = await Promise.all([
    lists.cards(),
    lists.categories(),
    lists.promotions(),
    lists.packages(),
  ]);
  const choice = chooseDefaultProduct({
    clubId,
    categories,
    soldTypes: cards.map((card) => card.productType),
    category: request.category,
    coupon,
  });
  if (choice.kind === 'unknownCategory') {
    return fail({ kind: 'unknownCategory', clubId, category: choice.category });
  }
  if (choice.kind === 'noDefaultCategory') return fail({ kind: 'noDefaultProduct', clubId });
  const card = cards.find((candidate) => candidate.productType === choice.productType);
  // A category names a type of the club's cards (the catalog checks it); a coupon's type is sold.
  if (!card) return fail({ kind: 'typeNotSold', clubId, productType: choice.productType });
  const verified = await verifyDoorCredentials(context, club.mmsClubId, request.credentials);
  const door = await passCardDoor(sale.value, card, verified, 'show');
  if (!door.ok) return door;
  return succeed({
    mmsClubId: club.mmsClubId,
    currency,
    clubProduct: cardWithPromotions(card, promotions, packages, promotionContext),
    membershipDescriptor: choice.membershipDescriptor,
  });
}
