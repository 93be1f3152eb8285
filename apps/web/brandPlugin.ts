import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  type Brand,
  BRAND_COLOUR_ROLES,
  brandImageType,
  brandSchema,
} from '@clubjoin/domain/brand/brand';

/** Where a chain keeps its brand: brand.json and the images it names. */
export const BRAND_DIR = join(import.meta.dirname, '../../data/brand');

/**
 * The brand of `data/brand/brand.json`, checked as the build starts (docs/decisions/0036): a file
 * that is not JSON, breaks the brand's schema (a colour that is not #rrggbb, text below 4.5:1
 * contrast) or names an image that is not there stops the build with every problem in one message,
 * so a chain never ships a brand its visitors cannot read.
 */
export function readBrand(dir: string = BRAND_DIR): Brand {
  const file = join(dir, 'brand.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = brandSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.') || 'brand'}: ${issue.message}`,
    );
    throw new Error(`${file} is not a usable brand:\n${problems.join('\n')}`);
  }
  const brand = parsed.data;
  const images = [
    brand.logo,
    brand.imagery.default,
    ...Object.values(brand.imagery.clubs),
    ...Object.values(brand.imagery.memberships),
  ];
  const missing = [...new Set(images)].filter((image) => !existsSync(join(dir, image)));
  if (missing.length > 0) {
    throw new Error(`${file} names images that are not in ${dir}: ${missing.join(', ')}`);
  }
  return brand;
}

/** `mutedText` → `--color-muted-text`: the custom property a colour role sets. */
function colourProperty(role: string): string {
  return `--color-${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The brand's colours and type as the custom properties every stylesheet reads. */
export function brandStyle(brand: Brand): string {
  const properties = [
    ...BRAND_COLOUR_ROLES.map((role) => `${colourProperty(role)}:${brand.colours[role]}`),
    `--font-family:${brand.typography.bodyFont}`,
    `--font-family-heading:${brand.typography.headingFont}`,
  ];
  return `:root{${properties.join(';')}}`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The places of index.html the brand fills, each written once there as a comment. */
const SLOTS = {
  head: '<!-- brand:head -->',
  name: '<!-- brand:name -->',
} as const;

/**
 * Writes the brand into index.html, so that the page drawn before any script arrives already wears
 * it: the title and theme colour, the logo as the tab's icon and in the loading header beside the
 * chain's name, the tagline as the page's description.
 */
export function brandedIndexHtml(html: string, brand: Brand, dir: string = BRAND_DIR): string {
  for (const slot of Object.values(SLOTS)) {
    if (!html.includes(slot)) throw new Error(`index.html has lost its ${slot} slot`);
  }
  const logo = readFileSync(join(dir, brand.logo));
  const logoUri = `data:${brandImageType(brand.logo)};base64,${logo.toString('base64')}`;
  const name = escapeHtml(brand.chainName);
  const head = [
    `<title>${name}</title>`,
    `<meta name="description" content="${escapeHtml(brand.tagline)}" />`,
    `<meta name="theme-color" content="${brand.colours.primary}" />`,
    `<link rel="icon" href="${logoUri}" />`,
  ].join('\n    ');
  return html
    .replace(SLOTS.head, head)
    .replace(
      SLOTS.name,
      `<img class="app-shell-logo" src="${logoUri}" alt="" width="32" height="32" />${name}`,
    );
}

/** What the app imports for the brand's stylesheet, and the module id it stands for. */
const BRAND_CSS_IMPORT = 'virtual:brand.css';
const BRAND_CSS_ID = '/__brand.css';

/**
 * The Vite plugin: reads and checks the brand as the build or the dev server starts, writes it into
 * index.html, and answers `import 'virtual:brand.css'` with the brand's colours and fonts as custom
 * properties. A stylesheet, not a `<style>` in the page: the Content-Security-Policy allows no
 * inline style, and the build links the entry's CSS in the head, so the loading page wears the
 * colours before any script runs.
 */
export function brandPlugin(dir: string = BRAND_DIR): Plugin {
  let brand: Brand;
  return {
    name: 'clubjoin-brand',
    buildStart() {
      brand = readBrand(dir);
      this.addWatchFile(join(dir, 'brand.json'));
    },
    resolveId(id) {
      return id === BRAND_CSS_IMPORT ? BRAND_CSS_ID : undefined;
    },
    load(id) {
      return id === BRAND_CSS_ID ? brandStyle(brand) : undefined;
    },
    transformIndexHtml(html) {
      return brandedIndexHtml(html, brand, dir);
    },
  };
}
