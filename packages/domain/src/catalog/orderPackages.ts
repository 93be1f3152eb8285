/** Package types (product/add-ons-and-pool-pass.md#add-on-bundles). */
export const PACKAGE_TYPES = ['For Adults', 'For Kids'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/**
 * The recommended order of experience packages
 * (product/membership-and-promotions.md#experience-packages), by the subject a package is about.
 */
export const RECOMMENDED_PACKAGE_ORDER: readonly string[] = [
  'Kids',
  'Pilates',
  'Tennis',
  'Personal Training',
];

/**
 * The fields of a package card (product/membership-and-promotions.md#experience-packages) that
 * ordering reads; records carry more.
 */
export interface OrderedPackage {
  name: string;
  type: string;
}

/**
 * Orders experience packages (product/membership-and-promotions.md#experience-packages): Kids,
 * Pilates, Tennis, Personal Training, then the rest in their authored order. A package's subject is
 * the first of those its name contains (without case); a 'For Kids' package is a Kids package
 * whatever its name.
 */
export function orderPackages<P extends OrderedPackage>(packages: readonly P[]): P[] {
  return [...packages].sort((a, b) => packageRank(a) - packageRank(b));
}

function packageRank(pkg: OrderedPackage): number {
  if (pkg.type === 'For Kids') return 0;
  const name = pkg.name.toLowerCase();
  const rank = RECOMMENDED_PACKAGE_ORDER.findIndex((subject) =>
    name.includes(subject.toLowerCase()),
  );
  return rank === -1 ? RECOMMENDED_PACKAGE_ORDER.length : rank;
}
