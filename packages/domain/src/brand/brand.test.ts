import { describe, expect, it } from 'vitest';
import {
  type Brand,
  brandContrastProblems,
  brandImageType,
  brandSchema,
  contrastRatio,
} from './brand';
import { clubImageOf, membershipImageOf } from './brandImagery';

const COLOURS: Brand['colours'] = {
  text: '#1b1f24',
  mutedText: '#4b5563',
  background: '#ffffff',
  surface: '#f3f5f7',
  border: '#7b8491',
  primary: '#0a4f96',
  primaryHover: '#083c72',
  onPrimary: '#ffffff',
  accent: '#0f766e',
  onAccent: '#ffffff',
  focus: '#c2410c',
  error: '#b91c1c',
};

const BRAND: Brand = {
  chainName: 'Northline Fitness',
  tagline: 'Join in minutes.',
  logo: 'logo.svg',
  colours: COLOURS,
  typography: { bodyFont: 'system-ui, sans-serif', headingFont: "'Avenir Next', sans-serif" },
  imagery: {
    default: 'club.svg',
    clubs: { '5': 'pool.svg' },
    memberships: { SixtyFivePlus: 'active-aging.svg' },
  },
};

describe('contrast ratio (WCAG 2.2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0a4f96', '#0a4f96')).toBe(1);
  });

  it('measures the default brand blue at about 8.2:1 on white', () => {
    expect(contrastRatio('#0a4f96', '#ffffff')).toBeCloseTo(8.17, 2);
  });
});

describe('the brand a chain configures', () => {
  it('accepts a readable brand as written', () => {
    expect(brandSchema.parse(BRAND)).toEqual(BRAND);
    expect(brandContrastProblems(COLOURS)).toEqual([]);
  });

  it('refuses text too light to read, saying which colours, the ratio and what it needs', () => {
    const parsed = brandSchema.safeParse({
      ...BRAND,
      colours: { ...COLOURS, primary: '#7fb2e5' },
    });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
      "The brand's primary colour #7fb2e5 reaches 2.23:1 on its background colour #ffffff; it needs 4.5:1.",
    );
  });

  it('asks a border for 3:1 only, not the 4.5:1 of text', () => {
    // #7b8491 is below the 4.5:1 of text on white, above 3:1 on white and on the surface.
    expect(contrastRatio('#7b8491', '#ffffff')).toBeLessThan(4.5);
    expect(brandContrastProblems({ ...COLOURS, border: '#7b8491' })).toEqual([]);
    // #a0a6ae reaches about 2.4:1 on white and 2.2:1 on the surface: both refused.
    expect(brandContrastProblems({ ...COLOURS, border: '#a0a6ae' })).toHaveLength(2);
  });

  it('refuses a colour not written as #rrggbb, CSS in a font stack and an image in a folder', () => {
    const parsed = brandSchema.safeParse({
      ...BRAND,
      colours: { ...COLOURS, accent: 'teal' },
      typography: { ...BRAND.typography, bodyFont: 'x; } body { display: none' },
      logo: '../secrets/logo.svg',
    });

    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'colours.accent',
      'logo',
      'typography.bodyFont',
    ]);
    expect(parsed.error?.issues.find((issue) => issue.path[0] === 'colours')?.message).toBe(
      'A brand colour is written as #rrggbb, for example #0a4f96.',
    );
  });

  it('refuses imagery for a kind of membership the catalog does not have', () => {
    const parsed = brandSchema.safeParse({
      ...BRAND,
      imagery: { ...BRAND.imagery, memberships: { Platinum: 'x.svg' } },
    });

    expect(parsed.success).toBe(false);
  });

  it("gives a club or a membership its own picture, else the brand's default", () => {
    expect(clubImageOf(BRAND, '5')).toBe('pool.svg');
    expect(clubImageOf(BRAND, '17')).toBe('club.svg');
    expect(membershipImageOf(BRAND, 'SixtyFivePlus')).toBe('active-aging.svg');
    expect(membershipImageOf(BRAND, 'Monthly')).toBe('club.svg');
  });
});

describe('a brand image’s media type', () => {
  it('is told by its extension, a .jpg being image/jpeg', () => {
    expect(['a.svg', 'a.png', 'a.jpg', 'a.jpeg', 'a.webp'].map(brandImageType)).toEqual([
      'image/svg+xml',
      'image/png',
      'image/jpeg',
      'image/jpeg',
      'image/webp',
    ]);
  });
});
