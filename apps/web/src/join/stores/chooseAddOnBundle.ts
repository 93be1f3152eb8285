import { addOnProductsDues } from '@clubjoin/domain/pricing/pricingSummary';
import { withCartReset } from '@clubjoin/domain/wizard/cartInvalidation';
import { membershipStore } from './membershipStore';

/**
 * The fields of an offered add-on bundle the membership keeps
 * (product/add-ons-and-pool-pass.md#add-on-bundles: name, products), and the products' monthly
 * prices, which make the add-on dues.
 */
export interface ChosenAddOnBundle {
  name: string;
  products: readonly { productId: string; quantity: number; price: number }[];
}

/**
 * Chooses an add-on bundle (product/add-ons-and-pool-pass.md#choosing-an-add-on: it replaces any
 * previous one, and the add-on dues become the sum of its products' prices), or declines them
 * (undefined: "Declining clears add-ons"). Either changes the add-ons, so the cart goes
 * (product/cart.md#cart-lifecycle).
 */
export function chooseAddOnBundle(bundle: ChosenAddOnBundle | undefined): void {
  membershipStore.setState((state) => ({
    ...withCartReset(state),
    addOnBundle: bundle && {
      name: bundle.name,
      products: bundle.products.map(({ productId, quantity }) => ({ productId, quantity })),
    },
    pricingSummary: state.pricingSummary && {
      ...state.pricingSummary,
      addOnProductsDues: bundle ? addOnProductsDues(bundle.products) : 0,
    },
  }));
}
