import type { OrderedPackage } from '@clubjoin/domain/catalog/orderPackages';
import { PACKAGE_TYPES } from '@clubjoin/domain/catalog/orderPackages';
import type { PackageFees } from '@clubjoin/domain/catalog/packagePrice';
import { PRODUCT_TYPES } from '@clubjoin/domain/vocabulary';
import { z } from 'zod';
import type { Assignable } from './assignable';
import { CentsAmount } from './amounts';
import { Award } from './award';
import { flagDuplicates } from './issues';

/**
 * An experience package of a club's product type
 * (product/membership-and-promotions.md#experience-packages): choosing it chooses its promotion
 * (product/membership-and-promotions.md#experience-packages). Its price is its admin fee plus its
 * enrollment fee (product/membership-and-promotions.md#experience-packages); `value` is what its
 * awards would cost on their own.
 */
export const ExperiencePackage = z
  .object({
    productType: z.enum(PRODUCT_TYPES),
    mmsPromotionCode: z.string().min(1),
    promotionName: z.string().min(1),
    name: z.string().min(1),
    type: z.enum(PACKAGE_TYPES),
    adminFee: CentsAmount,
    enrollmentFee: CentsAmount,
    value: CentsAmount,
    awards: z.array(Award).min(1, 'A package gives at least one award'),
    isRecommended: z.boolean(),
  })
  .meta({ id: 'ExperiencePackage' });
export type ExperiencePackage = z.infer<typeof ExperiencePackage>;

/**
 * Compiles only while a catalog package can be handed to the domain's package rules.
 * @typeCheck
 */
export type ExperiencePackageFeedsDomain = Assignable<
  ExperiencePackage,
  PackageFees & OrderedPackage
>;

/** A record of experiencePackages.json: a club's packages, at most one per promotion. */
export const ClubExperiencePackages = z
  .object({
    mmsClubId: z.string().min(1),
    packages: z.array(ExperiencePackage).min(1),
  })
  .superRefine((club, ctx) =>
    flagDuplicates(
      ctx,
      club.packages,
      (pkg) => `${pkg.productType} ${pkg.mmsPromotionCode}`,
      (index) => ['packages', index, 'mmsPromotionCode'],
      (key) => `Two packages of promotion ${key}`,
    ),
  )
  .meta({ id: 'ClubExperiencePackages' });
export type ClubExperiencePackages = z.infer<typeof ClubExperiencePackages>;
