import type { Brand } from './brand';

// Apart from the brand's schema, so that the browser, which reads a brand the build has checked,
// does not carry the schema on its first screen.

/** The picture for a club's card, or the brand's default. */
export function clubImageOf(brand: Brand, mmsClubId: string): string {
  return brand.imagery.clubs[mmsClubId] ?? brand.imagery.default;
}

/** The picture for a membership's card, or the brand's default. */
export function membershipImageOf(brand: Brand, productType: string): string {
  const byType: Readonly<Record<string, string | undefined>> = brand.imagery.memberships;
  return byType[productType] ?? brand.imagery.default;
}
