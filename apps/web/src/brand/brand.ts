import type { Brand } from '@clubjoin/domain/brand/brand';
import { clubImageOf, membershipImageOf } from '@clubjoin/domain/brand/brandImagery';
import brandFile from '../../../../data/brand/brand.json';

/**
 * The chain's brand (data/brand/brand.json, docs/decisions/0036). The build's brand plugin
 * (apps/web/brandPlugin.ts) has checked the file against the domain's schema before this ships, so
 * the app reads it as it is; the type says the file's shape is the schema's.
 */
export const BRAND: Brand = brandFile;

/**
 * Every image of data/brand by its file name, as the URL the build gives it: a file of its own
 * under /assets/ (never inlined into the script, so the first screen's JavaScript stays small and
 * a picture loads only where one is shown).
 */
const IMAGE_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../data/brand/*.{svg,png,jpg,jpeg,webp}', {
      query: '?no-inline',
      import: 'default',
      eager: true,
    }),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

function imageUrl(file: string): string {
  const url = IMAGE_URLS[file];
  if (url === undefined) throw new Error(`data/brand has no image ${file}`);
  return url;
}

/** The logo's mark. */
export const LOGO_URL = imageUrl(BRAND.logo);

/** The picture of a club's card. */
export function clubImageUrl(mmsClubId: string): string {
  return imageUrl(clubImageOf(BRAND, mmsClubId));
}

/** The picture of a membership card, by the membership's product type. */
export function membershipImageUrl(productType: string): string {
  return imageUrl(membershipImageOf(BRAND, productType));
}
