import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_DIR, brandedIndexHtml, brandStyle, readBrand } from '../../brandPlugin';

const INDEX_HTML = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A brand folder holding the shipped brand with some of its fields changed. */
function brandFolderWith(change: (brand: Record<string, unknown>) => void): string {
  const folder = mkdtempSync(join(tmpdir(), 'brand-'));
  folders.push(folder);
  const brand = JSON.parse(readFileSync(join(BRAND_DIR, 'brand.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  change(brand);
  writeFileSync(join(folder, 'brand.json'), JSON.stringify(brand));
  copyFileSync(join(BRAND_DIR, 'logo.svg'), join(folder, 'logo.svg'));
  return folder;
}

describe('the brand the build reads (data/brand)', () => {
  it('ships a brand that passes its schema, its contrast checks and names only images it has', () => {
    const brand = readBrand();

    expect(brand.chainName).toBe('clubjoin');
    expect(brandStyle(brand)).toContain('--color-primary:#0a4f96');
    expect(brandStyle(brand)).toContain('--color-muted-text:#4b5563');
    expect(brandStyle(brand)).toContain('--font-family-heading:');
  });

  it('stops the build on text too light to read, naming the file and every problem', () => {
    const folder = brandFolderWith((brand) => {
      brand.colours = { ...(brand.colours as object), primary: '#7fb2e5' };
    });

    expect(() => readBrand(folder)).toThrow(
      /brand\.json is not a usable brand:\n- colours: The brand's primary colour #7fb2e5 reaches 2\.23:1/,
    );
  });

  it('stops the build on a file that is not JSON', () => {
    const folder = brandFolderWith(() => undefined);
    writeFileSync(join(folder, 'brand.json'), '{ "chainName": ');

    expect(() => readBrand(folder)).toThrow(/brand\.json could not be read as JSON/);
  });

  it('stops the build on an image the brand names but does not have', () => {
    const folder = brandFolderWith((brand) => {
      brand.imagery = { default: 'logo.svg', clubs: { '5': 'pool.svg' }, memberships: {} };
    });

    expect(() => readBrand(folder)).toThrow(/names images that are not in .*: pool\.svg$/);
  });

  it('dresses index.html: title, description, theme colour, icon and the loading header', () => {
    const brand = readBrand();
    const html = brandedIndexHtml(INDEX_HTML, { ...brand, chainName: 'Fit & Co <North>' });

    expect(html).toContain('<title>Fit &amp; Co &lt;North&gt;</title>');
    expect(html).toContain(`<meta name="description" content="${brand.tagline}" />`);
    expect(html).toContain('<meta name="theme-color" content="#0a4f96" />');
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" \/>/);
    expect(html).toMatch(
      /<div class="app-shell-bar"><img class="app-shell-logo" src="data:image\/svg\+xml;base64,[^"]+" alt="" width="32" height="32" \/>Fit &amp; Co &lt;North&gt;<\/div>/,
    );
    expect(html).not.toContain('<style');
  });

  it('refuses an index.html that lost a slot the brand fills', () => {
    expect(() => brandedIndexHtml('<html></html>', readBrand())).toThrow(
      'index.html has lost its <!-- brand:head --> slot',
    );
  });
});
