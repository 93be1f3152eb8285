import { z } from 'zod';
import { FLOWS, PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { createPersistedStore } from './persistedStore';

/**
 * The club's default product (product/membership-and-promotions.md#the-clubs-default-product
 * product service `GET /club/{clubId}/default`: clubProduct and membershipDescriptor). The wizard
 * reads the quantities of its products: the adult counter's maximum is the largest of them
 * (product/membership-and-promotions.md#adults-and-juniors).
 */
export const DefaultProduct = z.object({
  clubId: z.string().min(1),
  clubProduct: z.looseObject({
    productType: z.enum(PRODUCT_TYPES),
    products: z.array(z.looseObject({ quantity: z.number().int() })),
  }),
  membershipDescriptor: z.looseObject({
    flows: z.array(z.enum(FLOWS)),
    selectedMembershipName: z.string().optional(),
  }),
});
export type DefaultProduct = z.infer<typeof DefaultProduct>;

/**
 * The product store (product/wizard.md#stores-and-session-cookies): the chosen club's default
 * product once fetched.
 */
export const ProductState = z.object({ defaultProduct: DefaultProduct.optional() });
export type ProductState = z.infer<typeof ProductState>;

export const productStore = createPersistedStore<ProductState>('product', ProductState, {});
