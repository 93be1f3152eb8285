import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { membershipStore } from './membershipStore';

/** The fields of an offered add-on bundle the membership keeps (01 §3 addOnBundle: name, products). */
export interface ChosenAddOnBundle {
  name: string;
  products: readonly { productId: string; quantity: number }[];
}

/**
 * Chooses an add-on bundle (01 §4 "Add-ons": it replaces any previous one), or declines them
 * (undefined: "Declining clears add-ons"). Either changes the add-ons, so the cart goes
 * (01 §4 "Cart lifecycle").
 */
export function chooseAddOnBundle(bundle: ChosenAddOnBundle | undefined): void {
  membershipStore.setState((state) => ({
    ...withCartReset(state),
    addOnBundle: bundle && {
      name: bundle.name,
      products: bundle.products.map(({ productId, quantity }) => ({ productId, quantity })),
    },
  }));
}
