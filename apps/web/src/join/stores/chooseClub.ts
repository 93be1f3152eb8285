import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import type { ChosenClub } from './clubStore';
import { clubStore } from './clubStore';
import { membershipStore } from './membershipStore';
import { productStore } from './productStore';

/**
 * Stores the club chosen on the club step (product/club-and-entry.md#clubs: the current club id is
 * persisted locally), and the membership's mmsClubId. Another club than the one held sells other
 * products, so the product, the default product and the cart go (product/cart.md#cart-lifecycle).
 */
export function chooseClub(club: ChosenClub): void {
  const sameClub = membershipStore.getState().mmsClubId === club.mmsClubId;
  clubStore.setState({ club });
  if (sameClub) return;
  membershipStore.setState((state) =>
    withCartReset({ ...state, mmsClubId: club.mmsClubId, product: undefined }),
  );
  productStore.setState({ defaultProduct: undefined });
}
