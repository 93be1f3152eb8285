import { PACKAGE_TYPES } from '@clubjoin/domain/catalog/orderPackages';
import { PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import { CentsAmount } from './amounts';
import { flagDuplicates } from './issues';

/**
 * The texts of an add-on product's card and details modal
 * (product/add-ons-and-pool-pass.md#add-on-bundles).
 */
export const AddOnLiterals = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    priceDescription: z.string().min(1),
    detailsTitle: z.string().min(1),
    detailsBody: z.string().min(1),
  })
  .meta({ id: 'AddOnLiterals' });

/**
 * An add-on product (product/add-ons-and-pool-pass.md#add-on-bundles): its monthly price for one,
 * how many the bundle holds, and the one-time admin fee it adds (0 for none;
 * product/cart.md#cart-entries).
 */
export const AddOnProduct = z
  .object({
    productId: z.string().min(1),
    name: z.string().min(1),
    price: CentsAmount.describe('Monthly price of one'),
    adminFee: CentsAmount,
    quantity: z.number().int().min(1),
    literals: AddOnLiterals,
  })
  .meta({ id: 'AddOnProduct' });
export type AddOnProduct = z.infer<typeof AddOnProduct>;

/**
 * An add-on bundle (product/add-ons-and-pool-pass.md#add-on-bundles: name, products): offered for
 * one product type of the club, or for every type (productType null: GET
 * /club/{clubId}/addonbundle), to adults or to kids
 * (product/add-ons-and-pool-pass.md#add-on-bundles).
 */
export const AddOnBundle = z
  .object({
    bundleId: z.string().min(1),
    productType: z.enum(PRODUCT_TYPES).nullable(),
    name: z.string().min(1),
    packageType: z.enum(PACKAGE_TYPES),
    products: z.array(AddOnProduct).min(1, 'A bundle holds at least one product'),
  })
  .superRefine((bundle, ctx) =>
    flagDuplicates(
      ctx,
      bundle.products,
      (product) => product.productId,
      (index) => ['products', index, 'productId'],
      (id) => `Two products ${id}`,
    ),
  )
  .meta({ id: 'AddOnBundle' });
export type AddOnBundle = z.infer<typeof AddOnBundle>;

/** A record of addOnBundles.json: a club's add-on bundles. */
export const ClubAddOnBundles = z
  .object({
    mmsClubId: z.string().min(1),
    bundles: z.array(AddOnBundle).min(1),
  })
  .meta({ id: 'ClubAddOnBundles' });
export type ClubAddOnBundles = z.infer<typeof ClubAddOnBundles>;
