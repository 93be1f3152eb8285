import { POOL_PASS_ADULT_SKU, POOL_PASS_JUNIOR_SKU } from '../catalog/poolPass';
import type { Cents } from '../money/cents';
import type { CartCategory, UntaxedEntry } from './cartEntry';
import type { CartAddOn, CartDynamicPackage, CartPoolPass, CartProduct } from './cartInput';
import {
  ADULT_POOL_PASS_ENTRY_NAME,
  JUNIOR_POOL_PASS_ENTRY_NAME,
  addOnAdminFeeEntryName,
} from './displayTexts';
import type { ProductPrice } from './productPrice';

interface Charge {
  readonly productCode: string;
  readonly name: string;
  readonly category: CartCategory;
  readonly quantity: number;
  readonly basePrice: Cents;
}

/** A one-time charge with no discounts; a charge of nothing is no entry. */
function chargeEntries(charges: readonly Charge[]): UntaxedEntry[] {
  return charges
    .filter((charge) => charge.basePrice > 0)
    .map((charge) => ({ ...charge, discounts: [], totalPrice: charge.basePrice }));
}

/**
 * The 'Add-On-New-AdminFee' entries of the add-ons that carry an admin fee
 * (product/cart.md#cart-entries).
 */
export function addOnAdminFeeEntries(addOns: readonly CartAddOn[]): UntaxedEntry[] {
  return chargeEntries(
    addOns.map((addOn) => ({
      productCode: addOn.productCode,
      name: addOnAdminFeeEntryName(addOn.name),
      category: 'Add-On-New-AdminFee',
      quantity: addOn.quantity,
      basePrice: addOn.adminFee * addOn.quantity,
    })),
  );
}

/**
 * The 'Dynamic Package' entry of the package chosen on the add-ons step
 * (product/cart.md#cart-entries), charged once.
 */
export function dynamicPackageEntries(pkg: CartDynamicPackage | undefined): UntaxedEntry[] {
  return chargeEntries(
    pkg
      ? [
          {
            productCode: pkg.productCode,
            name: pkg.name,
            category: 'Dynamic Package',
            quantity: 1,
            basePrice: pkg.price,
          },
        ]
      : [],
  );
}

/**
 * Summer pool access (product/add-ons-and-pool-pass.md#pool-pass-offer): a one-time fee per adult
 * and per junior.
 */
export function poolPassEntries(
  poolPass: CartPoolPass | undefined,
  adultQuantity: number,
  juniorQuantity: number,
): UntaxedEntry[] {
  if (!poolPass) return [];
  return chargeEntries([
    {
      productCode: POOL_PASS_ADULT_SKU,
      name: ADULT_POOL_PASS_ENTRY_NAME,
      category: 'PoolPass',
      quantity: adultQuantity,
      basePrice: poolPass.adultPrice * adultQuantity,
    },
    {
      productCode: POOL_PASS_JUNIOR_SKU,
      name: JUNIOR_POOL_PASS_ENTRY_NAME,
      category: 'PoolPass',
      quantity: juniorQuantity,
      basePrice: poolPass.juniorPrice * juniorQuantity,
    },
  ]);
}

/**
 * The 'DayPass' entry (product/pricing-and-dues.md#day-pass: the price of the product with quantity
 * 1).
 */
export function dayPassEntries(product: CartProduct, price: ProductPrice): UntaxedEntry[] {
  return chargeEntries([
    {
      productCode: product.productCode,
      name: product.productName,
      category: 'DayPass',
      quantity: 1,
      basePrice: price.productPrice,
    },
  ]);
}
