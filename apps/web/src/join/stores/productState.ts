import { z } from 'zod';
import { ClubMembershipCard } from '@clubjoin/contract/product';
import { FLOWS } from '@clubjoin/domain/vocabulary';

/**
 * The club's default product (product/membership-and-promotions.md#the-clubs-default-product
 * product service `GET /club/{clubId}/default`: clubProduct and membershipDescriptor), its card
 * kept as the service answered it and read back by the contract's own schema. The wizard reads the
 * quantities of its products (the adult counter's maximum is the largest of them,
 * product/membership-and-promotions.md#adults-and-juniors) and, where no membership card is chosen,
 * its prices for the price bar.
 */
export const DefaultProduct = z.object({
  clubId: z.string().min(1),
  clubProduct: ClubMembershipCard,
  membershipDescriptor: z.looseObject({
    flows: z.array(z.enum(FLOWS)),
    selectedMembershipName: z.string().optional(),
  }),
});
export type DefaultProduct = z.infer<typeof DefaultProduct>;

/**
 * What the product store keeps (product/wizard.md#stores-and-session-cookies): the chosen club's default
 * product once fetched.
 */
export const ProductState = z.object({ defaultProduct: DefaultProduct.optional() });
export type ProductState = z.infer<typeof ProductState>;
