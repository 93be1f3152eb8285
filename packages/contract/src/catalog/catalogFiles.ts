/**
 * The demo catalog's files (product/decisions-and-platform.md#demo-catalog), in load order: a file
 * may refer only to records of the files before it, so each is checked completely before the next
 * is read.
 */
export const CATALOG_FILES = {
  taxRates: 'taxRates.json',
  clubs: 'clubs.json',
  publicImprovementFees: 'publicImprovementFees.json',
  coupons: 'coupons.json',
  products: 'products.json',
  promotions: 'promotions.json',
  experiencePackages: 'experiencePackages.json',
  addOnBundles: 'addOnBundles.json',
  poolPasses: 'poolPasses.json',
  categories: 'categories.json',
  interests: 'interests.json',
  experiences: 'experiences.json',
  teamNavigation: 'teamNavigation.json',
} as const;
export type CatalogFile = (typeof CATALOG_FILES)[keyof typeof CATALOG_FILES];
