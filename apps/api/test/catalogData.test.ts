import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VALID_INTERESTS } from '@clubjoin/domain/catalog/listInterestOptions';
import { DIGITAL_CLUB_ID, DIGITAL_STUDIO_CLUB_ID } from '@clubjoin/domain/vocabulary';
import { STATIC_PORTAL_TREE } from '@clubjoin/domain/staff/portalNavigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogCollections } from '../src/catalog/collections';
import { loadCatalog } from '../src/catalog/loadCatalog';
import type { Database } from '../src/db/database';
import { catalogDir } from '../src/paths';
import { openTestDatabase } from './testDatabase';

type Row = Record<string, unknown>;

/** The date the demo catalog was written for: its windows are past, current or future from it. */
const CATALOG_DATE = '2026-11-21T00:00:00Z';

describe('the shipped demo catalog (product/decisions-and-platform.md#demo-catalog)', () => {
  let db: Database;
  const rows = <R = Row>(sql: string, params: unknown[] = []) => db.query<R>(sql, params);
  const values = async (sql: string, params: unknown[] = []) =>
    (await rows<{ v: unknown }>(sql, params)).map((row) => row.v);
  const file = async (name: string) =>
    JSON.parse(await readFile(join(catalogDir, name), 'utf8')) as Row[];
  const items = async (name: string, field: string) =>
    (await file(name)).flatMap((record) => record[field] as Row[]);

  beforeAll(async () => {
    db = await openTestDatabase();
    await loadCatalog(db, catalogDir, createCatalogCollections());
  });
  afterAll(() => db.close());

  it('stores every record and every item of a record in its table', async () => {
    const cards = await items('products.json', 'cards');
    const bundles = await items('addOnBundles.json', 'bundles');
    const coupons = await file('coupons.json');
    const expected: Record<string, number> = {
      tax_rates: (await file('taxRates.json')).length,
      clubs: (await file('clubs.json')).length,
      club_public_improvement_fees: (await file('publicImprovementFees.json')).length,
      coupons: coupons.length,
      coupon_clubs: coupons.flatMap((coupon) => coupon.clubIds as string[]).length,
      product_cards: cards.length,
      product_prices: cards.flatMap((card) => card.products as Row[]).length,
      promotions: (await items('promotions.json', 'promotions')).length,
      experience_packages: (await items('experiencePackages.json', 'packages')).length,
      add_on_bundles: bundles.length,
      add_on_products: bundles.flatMap((bundle) => bundle.products as Row[]).length,
      pool_pass_seasons: (await items('poolPasses.json', 'seasons')).length,
      club_categories: (await items('categories.json', 'categories')).length,
      club_interests: (await items('interests.json', 'interests')).length,
      new_member_experiences: (await items('experiences.json', 'experiences')).length,
      team_navigation_pages: (await file('teamNavigation.json')).length,
    };
    const counted: Record<string, number> = {};
    for (const table of Object.keys(expected)) {
      counted[table] = Number((await values(`SELECT count(*)::int AS v FROM ${table}`))[0]);
    }
    expect(counted).toEqual(expected);
    expect(counted.product_prices).toBeGreaterThan(3000);
  });

  it('has at least 60 clubs across many states and the provinces ON, BC, QC and AB', async () => {
    expect(
      Number((await values('SELECT count(*)::int AS v FROM clubs'))[0]),
    ).toBeGreaterThanOrEqual(60);
    const regions = await values('SELECT DISTINCT state_abbr AS v FROM clubs');
    expect(regions.length).toBeGreaterThanOrEqual(30);
    expect(regions).toEqual(
      expect.arrayContaining(['ON', 'BC', 'QC', 'AB', 'MN', 'TX', 'AZ', 'IL']),
    );
  });

  it('has open and presale clubs, presale ones opening in 2027', async () => {
    const presale = await rows<{ id: string; opens: string | null }>(
      "SELECT mms_club_id AS id, record->>'openDate' AS opens FROM clubs WHERE open_status = 'PRESALE'",
    );
    expect(presale.length).toBeGreaterThanOrEqual(3);
    expect(presale.every(({ opens }) => opens?.startsWith('2027-'))).toBe(true);
    expect(
      Number((await values("SELECT count(*)::int AS v FROM clubs WHERE open_status = 'OPEN'"))[0]),
    ).toBeGreaterThan(50);
  });

  it('has the digital club 815 selling only Digital, and the digital studio 370', async () => {
    const digital = await rows(
      `SELECT c.club_type_id, array_agg(p.product_type) AS types FROM clubs c
       JOIN product_cards p USING (mms_club_id) WHERE c.mms_club_id = $1 GROUP BY c.club_type_id`,
      [DIGITAL_CLUB_ID],
    );
    expect(digital).toEqual([{ club_type_id: 3, types: ['Digital'] }]);
    const [studio] = await rows(
      `SELECT c.club_type_id, g.record->'flows' AS flows FROM clubs c
       JOIN club_categories g USING (mms_club_id) WHERE c.mms_club_id = $1 AND g.is_default`,
      [DIGITAL_STUDIO_CLUB_ID],
    );
    expect(studio).toEqual({ club_type_id: 4, flows: ['DigitalStudio'] });
  });

  it('has clubs of types other than 1 and 2, clubs without junior access, and varied sales radii', async () => {
    expect(await values('SELECT DISTINCT club_type_id AS v FROM clubs ORDER BY 1')).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(
      Number(
        (
          await values("SELECT count(*)::int AS v FROM clubs WHERE record->>'juniorAccess' = 'No'")
        )[0],
      ),
    ).toBeGreaterThanOrEqual(3);
    const radii = await values("SELECT DISTINCT record->'salesRadius' AS v FROM clubs");
    expect(radii).toContain(null);
    expect(radii.length).toBeGreaterThanOrEqual(6);
  });

  it('places clubs at coordinates with at most 4 decimals, in the US or Canada', async () => {
    const clubs = await rows<{ latitude: number; longitude: number }>(
      'SELECT latitude, longitude FROM clubs',
    );
    for (const { latitude, longitude } of clubs) {
      expect(Math.round(latitude * 1e4) / 1e4).toBe(latitude);
      expect(Math.round(longitude * 1e4) / 1e4).toBe(longitude);
      expect(latitude).toBeGreaterThan(24);
      expect(latitude).toBeLessThan(60);
      expect(longitude).toBeGreaterThan(-125);
      expect(longitude).toBeLessThan(-60);
    }
  });

  it('sells every product type a club lists for 1 to 6 adults', async () => {
    const quantities = await values(
      'SELECT DISTINCT array_agg(quantity ORDER BY quantity) AS v FROM product_prices GROUP BY mms_club_id, product_type',
    );
    expect(quantities).toEqual([[1, 2, 3, 4, 5, 6]]);
    const types = await values('SELECT DISTINCT product_type AS v FROM product_cards ORDER BY 1');
    expect(types).toHaveLength(17);
  });

  it('prices Monthly by tier and market: $99 to $269 for 1 adult in the US, +60 to 90 % an adult', async () => {
    const prices = await rows<{ one: number; two: number; junior: number }>(
      `SELECT (one.record->'price'->>'productPrice')::int AS one,
              (two.record->'price'->>'productPrice')::int AS two,
              (one.record->'price'->>'juniorMemberDues')::int AS junior
       FROM product_prices one
       JOIN product_prices two USING (mms_club_id, product_type)
       JOIN clubs c USING (mms_club_id)
       WHERE one.product_type = 'Monthly' AND one.quantity = 1 AND two.quantity = 2 AND c.country = 'US'`,
    );
    for (const { one, two, junior } of prices) {
      expect(one).toBeGreaterThanOrEqual(9900);
      expect(one).toBeLessThanOrEqual(26900);
      expect(two / one).toBeGreaterThanOrEqual(1.6);
      expect(two / one).toBeLessThanOrEqual(1.9);
      expect(junior).toBeGreaterThanOrEqual(2000);
      expect(junior).toBeLessThanOrEqual(6000);
    }
    expect(new Set(prices.map(({ one }) => one)).size).toBeGreaterThanOrEqual(6);
  });

  it('has some unavailable cards, and cards with and without add-ons', async () => {
    expect(await values('SELECT DISTINCT is_available AS v FROM product_cards ORDER BY 1')).toEqual(
      [false, true],
    );
    expect(await values('SELECT DISTINCT has_add_ons AS v FROM product_cards ORDER BY 1')).toEqual([
      false,
      true,
    ]);
  });

  it('sells Employee, the Medicare types, day passes and pickleball (away from its venue) only through their doors', async () => {
    const doors = await rows<{ type: string; door: unknown; n: number }>(
      `SELECT c.product_type AS type, c.record -> 'door' AS door, count(*)::int AS n
       FROM product_cards c JOIN clubs k USING (mms_club_id)
       WHERE k.club_type_id <> 5 OR c.product_type <> 'PickleballOnly'
       GROUP BY 1, 2 ORDER BY 1`,
    );
    const restricted = Object.fromEntries(
      doors.filter(({ door }) => door !== null).map(({ type, door }) => [type, door]),
    );
    expect(restricted).toEqual({
      DayPass: [{ proof: 'coupon', couponKinds: ['DayPass'] }, { proof: 'categoryToken' }],
      Employee: [{ proof: 'employeeId' }],
      MonthlyQualified: [
        { proof: 'coupon', couponKinds: ['Qualified'], withProgramIdentifier: true },
      ],
      MonthlySGTQualified: [
        { proof: 'coupon', couponKinds: ['Qualified'], withProgramIdentifier: true },
      ],
      PickleballOnly: [
        { proof: 'coupon', couponKinds: ['Pickleball'] },
        { proof: 'categoryToken' },
      ],
    });
    // One door per type: a type is restricted everywhere or nowhere.
    expect(new Set(doors.map(({ type }) => type)).size).toBe(doors.length);
    const venue = await values(
      `SELECT c.record -> 'door' AS v FROM product_cards c JOIN clubs k USING (mms_club_id)
       WHERE k.club_type_id = 5 AND c.product_type = 'PickleballOnly'`,
    );
    expect(venue).toEqual([null]);
  });

  it('gives every card exactly one default promotion', async () => {
    const defaults = await values(
      `SELECT DISTINCT (SELECT count(*)::int FROM promotions p WHERE p.mms_club_id = c.mms_club_id
         AND p.product_type = c.product_type AND p.is_default) AS v FROM product_cards c`,
    );
    expect(defaults).toEqual([1]);
  });

  it('has presale, dated (past, current, future), coupon-only and package promotions', async () => {
    const count = async (where: string, params: unknown[] = []) =>
      Number((await values(`SELECT count(*)::int AS v FROM promotions WHERE ${where}`, params))[0]);
    expect(await count("promotion_type = 'Presale'")).toBeGreaterThan(0);
    expect(await count("(record->>'defersJoiningFees')::boolean")).toBeGreaterThan(0);
    expect(await count('ends_at < $1', [CATALOG_DATE])).toBeGreaterThan(0);
    expect(await count('starts_at <= $1 AND ends_at > $1', [CATALOG_DATE])).toBeGreaterThan(0);
    expect(await count('starts_at > $1', [CATALOG_DATE])).toBeGreaterThan(0);
    expect(await count('coupon_promotion_name IS NOT NULL')).toBeGreaterThan(0);
    expect(await count("promotion_type = 'Package'")).toBeGreaterThan(0);
  });

  it('has coupons of every kind, valid at some clubs and not others, and out of date ones', async () => {
    expect(await values('SELECT DISTINCT kind AS v FROM coupons ORDER BY 1')).toEqual([
      'Corporate',
      'DayPass',
      'EmployeeReferral',
      'Pickleball',
      'Program',
      'Promotional',
      'Qualified',
    ]);
    expect(
      await values(
        "SELECT DISTINCT client_app_access AS v FROM coupons WHERE kind = 'Qualified' ORDER BY 1",
      ),
    ).toEqual(['All', 'InClubOnly', 'OnlineOnly']);
    const clubs = Number((await values('SELECT count(*)::int AS v FROM clubs'))[0]);
    const perCoupon = await values('SELECT count(*)::int AS v FROM coupon_clubs GROUP BY code');
    expect(perCoupon).toContain(1);
    expect(Math.max(...(perCoupon as number[]))).toBeLessThan(clubs);
    expect(
      await values('SELECT code AS v FROM coupons WHERE ends_at < $1 ORDER BY code', [
        CATALOG_DATE,
      ]),
    ).toEqual(['DAYPASS-2025', 'REF-42290', 'SUMMER25', 'TAILSPIN']);
    expect(
      await values('SELECT code AS v FROM coupons WHERE starts_at > $1 ORDER BY code', [
        CATALOG_DATE,
      ]),
    ).toEqual(['PICKLE-SPRING27', 'SPRING27']);
  });

  it('names only clubs that exist from every coupon', async () => {
    const orphans = await values(
      'SELECT cc.mms_club_id AS v FROM coupon_clubs cc LEFT JOIN clubs c USING (mms_club_id) WHERE c.mms_club_id IS NULL',
    );
    expect(orphans).toEqual([]);
  });

  it('has partner programs with one-part and two-part identifiers, and corporate subsidies of each display', async () => {
    const parts = await values(
      "SELECT DISTINCT jsonb_array_length(record->'partnerProgram'->'identifierFormat'->'identifierParts') AS v FROM coupons WHERE record ? 'partnerProgram' ORDER BY 1",
    );
    expect(parts).toEqual([0, 1, 2]);
    const rules = await values(
      `SELECT DISTINCT (r->>'reimbursementAmountType') || '/' || (r->>'reimbursementLTAmountType') AS v
       FROM coupons, jsonb_array_elements(record->'corporatePromotion'->'subsidyRuleReimbursements') r ORDER BY 1`,
    );
    expect(rules).toEqual(['Amount/Amount', 'Percentage/Amount', 'Percentage/Percentage']);
  });

  it('taxes by state and province: GST or HST in every Canadian province, dues taxed in some states only', async () => {
    const taxes = await rows<{
      region: string;
      country: string;
      names: string[] | null;
      dues: boolean;
      surcharge: boolean;
    }>(
      `SELECT DISTINCT t.region, c.country,
         (SELECT array_agg(x->>'name') FROM jsonb_array_elements(t.record->'components') x) AS names,
         EXISTS (SELECT 1 FROM jsonb_array_elements(t.record->'components') x WHERE x->'appliesTo' ? 'dues') AS dues,
         (t.record->'cardSurcharge'->>'allowed')::boolean AS surcharge
       FROM clubs c JOIN tax_rates t ON t.region = c.state_abbr`,
    );
    expect(new Set(taxes.map((tax) => tax.region)).size).toBe(
      Number((await values('SELECT count(DISTINCT state_abbr)::int AS v FROM clubs'))[0]),
    );
    for (const tax of taxes.filter((row) => row.country === 'CA')) {
      expect(
        tax.names?.some((name) => name === 'GST' || name === 'HST'),
        tax.region,
      ).toBe(true);
      expect(tax.surcharge, tax.region).toBe(false);
    }
    const byRegion = new Map(taxes.map((tax) => [tax.region, tax]));
    expect(['TX', 'AZ', 'IL', 'NY'].map((region) => byRegion.get(region)?.dues)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['MN', 'CO', 'CA', 'GA'].map((region) => byRegion.get(region)?.dues)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['CT', 'MA', 'TX'].map((region) => byRegion.get(region)?.surcharge)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('has clubs with a public improvement fee', async () => {
    expect(
      Number(
        (
          await values('SELECT count(*)::int AS v FROM club_public_improvement_fees WHERE rate > 0')
        )[0],
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('offers pool passes for adults and juniors, experience packages for adults and kids, and add-ons of both', async () => {
    expect(
      await values(
        "SELECT DISTINCT p->>'sku' AS v FROM pool_pass_seasons, jsonb_array_elements(record->'poolPasses') p ORDER BY 1",
      ),
    ).toEqual(['pool-pass-adult', 'pool-pass-junior']);
    expect(
      await values("SELECT DISTINCT record->>'type' AS v FROM experience_packages ORDER BY 1"),
    ).toEqual(['For Adults', 'For Kids']);
    expect(
      await values('SELECT DISTINCT package_type AS v FROM add_on_bundles ORDER BY 1'),
    ).toEqual(['For Adults', 'For Kids']);
  });

  it('lists interests beyond the valid list, so the interests step has some to filter out', async () => {
    const names = (await values(
      "SELECT DISTINCT record->>'displayName' AS v FROM club_interests",
    )) as string[];
    expect(names.filter((name) => !VALID_INTERESTS.includes(name)).length).toBeGreaterThan(0);
    expect(VALID_INTERESTS.every((name) => names.includes(name))).toBe(true);
  });

  it('holds the team-member navigation tree of product/team-portal.md#navigation-tree', async () => {
    expect(await values('SELECT path AS v FROM team_navigation_pages ORDER BY position')).toEqual([
      '/login',
      '/member',
      '/policy/accessibility',
    ]);
    const member = await values(
      "SELECT c->>'path' AS v FROM team_navigation_pages, jsonb_array_elements(record->'children') c WHERE path = '/member'",
    );
    expect(member).toEqual([
      '/member/nmo',
      '/member/coaching',
      '/member/test-spa/library/workouts',
      '/member/bios-admin',
      '/member/member-details',
      '/member/search-all-members',
      '/member/notifications',
      '/member/location-admin',
      '/member/performer-bio-search',
      '/member/sales-dashboard',
      '/member/test-spa',
      '/member/staff-admin',
    ]);
    const records = await db.query<{ record: unknown }>(
      'SELECT record FROM team_navigation_pages ORDER BY position',
    );
    // The portal falls back to the domain's static tree: the catalog's is the same one.
    expect(records.map((row) => row.record)).toEqual(STATIC_PORTAL_TREE);
  });
});
