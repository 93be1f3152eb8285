/**
 * The brand a club chain gives its join flow (issue 21; docs/decisions/0036): its name, its logo,
 * its colours and type, and its imagery per club and per membership, kept in data
 * (`data/brand/brand.json`) so that a chain changes its look without touching code. A brand whose
 * text would be hard to read is refused: every text colour must reach WCAG 2.2 AA's 4.5:1 on the
 * backgrounds it sits on, and borders and the focus ring 3:1 (non-text contrast).
 */
import { z } from 'zod';
import { PRODUCT_TYPES } from '../vocabulary';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const colour = z
  .string()
  .regex(HEX_COLOUR, { message: 'A brand colour is written as #rrggbb, for example #0a4f96.' });

/** The media type of each image file a brand may name, by its extension. */
const IMAGE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;

/** An image file beside brand.json: a name, no folders, of a type every browser shows. */
const imageFile = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|jpeg|webp)$/, {
  message:
    'An image is named by its file in data/brand (lower-case letters, digits and hyphens, then .svg, .png, .jpg or .webp).',
});

/** A CSS font stack: family names, quoted where they have spaces, and no CSS beyond that. */
const fontStack = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[\w\s,'"-]+$/, {
    message:
      'A font stack lists font family names only, for example "Inter, system-ui, sans-serif".',
  });

export const BRAND_COLOUR_ROLES = [
  'text',
  'mutedText',
  'background',
  'surface',
  'border',
  'primary',
  'primaryHover',
  'onPrimary',
  'accent',
  'onAccent',
  'focus',
  'error',
] as const;
export type BrandColourRole = (typeof BRAND_COLOUR_ROLES)[number];

/**
 * Which colour sits on which, and the contrast it needs: text 4.5:1, borders and the focus ring
 * 3:1 (WCAG 2.2 success criteria 1.4.3 and 1.4.11).
 */
const CONTRAST_PAIRS: readonly {
  foreground: BrandColourRole;
  background: BrandColourRole;
  minimum: number;
}[] = [
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'mutedText', background: 'background', minimum: 4.5 },
  { foreground: 'mutedText', background: 'surface', minimum: 4.5 },
  { foreground: 'primary', background: 'background', minimum: 4.5 },
  { foreground: 'primary', background: 'surface', minimum: 4.5 },
  { foreground: 'primaryHover', background: 'background', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primaryHover', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'error', background: 'background', minimum: 4.5 },
  { foreground: 'error', background: 'surface', minimum: 4.5 },
  { foreground: 'border', background: 'background', minimum: 3 },
  { foreground: 'border', background: 'surface', minimum: 3 },
  { foreground: 'focus', background: 'background', minimum: 3 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
];

/** The relative luminance of a #rrggbb colour (WCAG 2.2's definition). */
function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two #rrggbb colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** One sentence per pair of the brand's colours that does not reach the contrast it needs. */
export function brandContrastProblems(
  colours: Readonly<Record<BrandColourRole, string>>,
): string[] {
  return CONTRAST_PAIRS.flatMap(({ foreground, background, minimum }) => {
    const ratio = contrastRatio(colours[foreground], colours[background]);
    return ratio >= minimum
      ? []
      : [
          `The brand's ${foreground} colour ${colours[foreground]} reaches ${ratio.toFixed(2)}:1 on its ${background} colour ${colours[background]}; it needs ${minimum}:1.`,
        ];
  });
}

export const brandSchema = z
  .object({
    /** The chain's name: the header, every page title, the emails' sender name. */
    chainName: z.string().trim().min(1).max(40),
    /** The line under the first screen's heading. */
    tagline: z.string().trim().min(1).max(120),
    /** The logo's mark (a square image), shown before the chain's name in the header. */
    logo: imageFile,
    colours: z.object(
      Object.fromEntries(BRAND_COLOUR_ROLES.map((role) => [role, colour])) as Record<
        BrandColourRole,
        typeof colour
      >,
    ),
    typography: z.object({ bodyFont: fontStack, headingFont: fontStack }),
    /**
     * The pictures of the flow: one by default, one per club (by its MMS club id) and one per
     * kind of membership (by product type); a club or a membership without one shows the default.
     */
    imagery: z.object({
      default: imageFile,
      clubs: z.record(z.string().regex(/^\d+$/), imageFile),
      memberships: z.partialRecord(z.enum(PRODUCT_TYPES), imageFile),
    }),
  })
  .strict()
  .superRefine((brand, context) => {
    // A colour that is not #rrggbb has its own message already: contrast is measured on the rest.
    if (!Object.values(brand.colours).every((value) => HEX_COLOUR.test(value))) return;
    for (const message of brandContrastProblems(brand.colours)) {
      context.addIssue({ code: 'custom', path: ['colours'], message });
    }
  });
export type Brand = z.infer<typeof brandSchema>;

/** The media type of a brand's image file (its name passed `brandSchema`). */
export function brandImageType(file: string): string {
  const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof IMAGE_TYPES;
  return IMAGE_TYPES[extension];
}
