import { SIGNATURE_ONLY_FLOW } from '@clubjoin/domain/catalog/signatureOnlyFlow';
import { FLOWS, PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import { addIssue, flagDuplicates } from './issues';

/**
 * A category of a club's sale (product/club-and-entry.md#entry-links; #sale-categories GET
 * /club/{clubId}/categories): the product type it opens with, the membership descriptor the default
 * product call answers (product/membership-and-promotions.md#the-clubs-default-product: flows,
 * selectedMembershipName), and, for categories a coupon opens, that coupon (GET
 * /categories/{category}/couponcode).
 */
export const Category = z
  .object({
    category: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'A category is lowercase letters, digits and dashes'),
    name: z.string().min(1),
    productType: z.enum(PRODUCT_TYPES),
    flows: z.array(z.enum([...FLOWS, SIGNATURE_ONLY_FLOW])),
    selectedMembershipName: z.string().min(1),
    couponCode: z.string().min(1).nullable(),
    default: z.boolean().describe('The category of a default product call without one'),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

/** A record of categories.json: a club's categories, exactly one of them the default. */
export const ClubCategories = z
  .object({
    mmsClubId: z.string().min(1),
    categories: z.array(Category).min(1),
  })
  .superRefine((club, ctx) => {
    flagDuplicates(
      ctx,
      club.categories,
      (category) => category.category,
      (index) => ['categories', index, 'category'],
      (name) => `Two categories ${name}`,
    );
    const defaults = club.categories.filter((category) => category.default).length;
    if (defaults !== 1) {
      addIssue(ctx, ['categories'], `${defaults} default categories: a club has one`);
    }
  })
  .meta({ id: 'ClubCategories' });
export type ClubCategories = z.infer<typeof ClubCategories>;
