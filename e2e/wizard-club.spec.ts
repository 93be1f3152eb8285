import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './wizard';

/**
 * Opens the wizard without a club, which lands on club choice: a search form, whose club list is
 * read once the person sets out to search (docs/decisions/0040).
 */
async function openClubChoice(page: Page): Promise<void> {
  await page.goto('/join');
  await expect(page).toHaveURL('/join/club');
  await expect(
    page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }),
  ).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }).fill(text);
  await page.getByRole('searchbox', { name: 'City, state, ZIP or postal code' }).press('Enter');
}

const results = (page: Page) => page.getByRole('list').getByRole('button');

interface LocatorAnswer {
  place: { name: string } | null;
  clubs: { marketingClubName: string; distance: number }[];
  nearestFarther: { marketingClubName: string; distance: number } | null;
}

/** What the server answers for a search, read apart from the page. */
async function locatorAnswer(request: APIRequestContext, place: string): Promise<LocatorAnswer> {
  const answer = await request.get(`/api/locator/clubs?place=${encodeURIComponent(place)}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as LocatorAnswer;
}

/** The searches issue 21 saw fail, and the place each names. */
const PLACE_SEARCHES = [
  ['55401', '55401 Minneapolis, MN'],
  ['St Paul', 'Saint Paul, MN'],
  ['Saint Paul, MN', 'Saint Paul, MN'],
  ['Brooklyn', 'Brooklyn, NY'],
  ['Dallas, TX', 'Dallas, TX'],
  ['M5V 2T6', 'M5V Downtown Toronto, ON'],
  ['90210', '90210 Beverly Hills, CA'],
] as const;

/**
 * Each search lists the clubs the server finds around its place, nearest first, with their
 * distances to a tenth of a mile, and says how many within 20 miles of which place.
 */
async function expectEachPlaceSearch(page: Page, request: APIRequestContext): Promise<void> {
  for (const [text, place] of PLACE_SEARCHES) {
    const answer = await locatorAnswer(request, text);
    expect(answer.place?.name).toBe(place);
    expect(answer.clubs.length).toBeGreaterThan(0);
    await search(page, text);

    const count = answer.clubs.length;
    await expect(
      page.getByText(
        count === 1
          ? `1 club within 20 miles of ${place}.`
          : `${count} clubs within 20 miles of ${place}, nearest first.`,
      ),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(count);
    for (const [index, club] of answer.clubs.entries()) {
      await expect(results(page).nth(index)).toContainText(club.marketingClubName);
      await expect(results(page).nth(index)).toContainText(
        `${club.distance.toFixed(1)} miles away`,
      );
    }
  }
}

test.describe('Locate a club (product/club-and-entry.md#club-locator, #which-clubs-are-listed, #clubs)', () => {
  test('by ZIP, postal code or town: the clubs within 20 miles, nearest first, with distances', async ({
    page,
    request,
  }) => {
    await openClubChoice(page);
    await expectEachPlaceSearch(page, request);
    await expectNoAxeViolations(page);

    await results(page).first().press('Enter');
    await expect(page).toHaveURL('/join/members');
    await expect(
      page.getByRole('complementary').getByText('Los Angeles Downtown, CA'),
    ).toBeVisible();
  });

  test('open and presale clubs, presale ones with their opening date', async ({ page }) => {
    await openClubChoice(page);
    await search(page, 'Austin, TX');

    await expect(
      page.getByText('2 clubs within 20 miles of Austin, TX, nearest first.'),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(2);
    await expect(results(page).nth(0)).toContainText('Austin Capitol, TX');
    await expect(results(page).nth(0)).toContainText('Presale: opens January 15, 2027');
    await expect(results(page).nth(1)).toContainText('Austin North, TX');
  });

  test('only the clubs a person can join (not the digital ones at that ZIP)', async ({ page }) => {
    await openClubChoice(page);
    await search(page, '55317');

    // The ZIP's middle is 0.7 miles from the club; the digital clubs at the same address are not
    // listed.
    await expect(results(page).first()).toContainText('Chanhassen, MN');
    await expect(results(page).first()).toContainText('0.7 miles away');
    await expect(results(page).filter({ hasText: /^Digital/ })).toHaveCount(0);
    await results(page).first().click();
    await expect(page).toHaveURL('/join/members');
  });

  test('a Canadian club is shown as such; a place with no club near names the nearest', async ({
    page,
    request,
  }) => {
    await openClubChoice(page);
    await search(page, 'Toronto');
    await expect(results(page).first()).toContainText('Toronto Yorkville, ON');
    await expect(results(page).first()).toContainText('Canada: prices in C$');

    const missoula = await locatorAnswer(request, '59801');
    const nearest = missoula.nearestFarther;
    expect(nearest?.marketingClubName).toBe('Calgary Downtown, AB');
    await search(page, '59801');
    await expect(
      page.getByText(
        `No clubs within 20 miles of 59801 Missoula, MT. The nearest is Calgary Downtown, AB, ${nearest?.distance.toFixed(1)} miles away.`,
      ),
    ).toBeVisible();
    await expect(results(page)).toHaveText([/^Calgary Downtown, AB/]);
  });

  test('by state, and a search that names no place says so', async ({ page }) => {
    await openClubChoice(page);
    await search(page, 'Minnesota');
    await expect(page.getByText('5 clubs found.')).toBeVisible();

    await search(page, 'Atlantis');
    await expect(
      page.getByText("We couldn't find that place. Try a city, a ZIP code or a postal code."),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test.describe('with the location granted', () => {
    test.use({
      permissions: ['geolocation'],
      geolocation: { latitude: 44.8625, longitude: -93.5478 },
    });

    test('lists the clubs within 20 miles, nearest first, with their distance', async ({
      page,
      request,
    }) => {
      const nearby = await request.get(
        '/api/gateway/club/nearest?latitude=44.8625&longitude=-93.5478&distance=20',
      );
      const clubs = (await nearby.json()) as { marketingClubName: string }[];
      expect(clubs.length).toBeGreaterThan(1);
      await openClubChoice(page);

      await page.getByRole('button', { name: 'Use my location' }).click();

      await expect(page.getByText(`${clubs.length} clubs near you, nearest first.`)).toBeVisible();
      await expect(results(page)).toHaveCount(clubs.length);
      await expect(results(page).first()).toContainText('Chanhassen, MN');
      await expect(results(page).first()).toContainText('0.0 miles away');
      await expect(results(page).nth(1)).toContainText(clubs[1]?.marketingClubName ?? '');
    });
  });

  test('with the location refused, says so and offers the search', async ({ context, page }) => {
    await context.clearPermissions();
    await openClubChoice(page);

    await page.getByRole('button', { name: 'Use my location' }).click();

    await expect(
      page.getByText(
        'We cannot use your location because permission was refused. Search by city, state or ZIP instead.',
      ),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('finds each place and fits without sideways scrolling', async ({ page, request }) => {
      await openClubChoice(page);
      await expectEachPlaceSearch(page, request);

      await search(page, 'St Paul');
      await expect(results(page).first()).toContainText('St. Paul Cathedral Hill, MN');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('the map of the results', () => {
  const map = (page: Page, name: string) => page.getByRole('group', { name });
  const markers = (page: Page, name: string) => map(page, name).locator('[data-club-id]');
  const resultList = (page: Page) =>
    page.getByRole('list').filter({ has: page.getByRole('button') });

  test('beside the list: a marker per club, highlighted with its list entry both ways', async ({
    page,
  }) => {
    await openClubChoice(page);
    await search(page, 'Minnesota');

    await expect(page.getByText('5 clubs found.')).toBeVisible();
    const label = 'Map of the 5 clubs found near Minnesota';
    await expect(map(page, label)).toBeVisible();
    await expect(markers(page, label)).toHaveCount(await results(page).count());
    const names = await results(page).locator('span:first-child').allTextContents();
    await expect(markers(page, label).locator('title')).toHaveText(names);
    const mapBox = await map(page, label).boundingBox();
    const listBox = await resultList(page).boundingBox();
    expect(mapBox && listBox && mapBox.x > listBox.x + listBox.width - 1).toBe(true);

    await results(page).nth(2).hover();
    const marker = (name: string | undefined) =>
      markers(page, label).filter({ has: page.locator('title', { hasText: name ?? '' }) });
    const third = marker(names[2]);
    await expect(third).toHaveAttribute('data-highlighted', 'true');
    await expect(markers(page, label).and(page.locator('[data-highlighted]'))).toHaveCount(1);

    const first = marker(names[0]);
    await first.hover();
    await expect(results(page).nth(0)).toHaveAttribute('data-highlighted', 'true');
    await expect(first).toHaveAttribute('data-highlighted', 'true');

    await expectNoAxeViolations(page);
  });

  test('clicking a marker selects its club in the list; the keyboard does the same', async ({
    page,
  }) => {
    await openClubChoice(page);
    await search(page, 'St Paul');
    const label = 'Map of the 4 clubs near Saint Paul, MN';
    await expect(markers(page, label)).toHaveCount(4);

    await map(page, label)
      .getByRole('button', { name: /^Rosemount, MN, [\d.]+ miles away$/ })
      .click();
    const rosemount = results(page).filter({ hasText: 'Rosemount, MN' });
    await expect(rosemount).toBeFocused();
    await expect(rosemount).toHaveAttribute('data-highlighted', 'true');
    await expect(page).toHaveURL('/join/club');

    const stPaul = map(page, label).getByRole('button', { name: /^St\. Paul Cathedral Hill, MN/ });
    await stPaul.focus();
    await page.keyboard.press('Enter');
    const stPaulEntry = results(page).filter({ hasText: 'St. Paul Cathedral Hill, MN' });
    await expect(stPaulEntry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/join/members');
  });

  test('clubs that would overlap are one numbered marker that shows them closer', async ({
    page,
  }) => {
    await openClubChoice(page);
    await search(page, 'New York, NY');
    const label = /^Map of the \d clubs near New York, NY$/;
    const group = page
      .getByRole('group', { name: label })
      .getByRole('button', { name: /clubs here:/ });
    await expect(group).toHaveCount(1);
    const count = Number(await group.textContent());
    expect(count).toBeGreaterThan(1);

    await group.click();
    await expect(page.getByRole('group', { name: label }).locator('[data-club-id]')).toHaveCount(
      count,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show every club' }).click();
    await expect(
      page.getByRole('group', { name: label }).getByRole('button', { name: /clubs here:/ }),
    ).toHaveCount(1);
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('under the list, without sideways scrolling; a tapped marker selects its club', async ({
      page,
    }) => {
      await openClubChoice(page);
      await search(page, 'Toronto');

      const label = 'Map of the 2 clubs near Toronto, ON';
      await expect(markers(page, label)).toHaveCount(2);
      const mapBox = await map(page, label).boundingBox();
      const listBox = await resultList(page).boundingBox();
      expect(mapBox && listBox && mapBox.y >= listBox.y + listBox.height).toBe(true);
      await expectNoSidewaysScroll(page);

      await map(page, label)
        .getByRole('button', { name: /^Mississauga Square One, ON/ })
        .tap();
      await expect(results(page).filter({ hasText: 'Mississauga Square One, ON' })).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });

  test.describe('with a tile server', () => {
    /**
     * A 256-pixel tile, the same for every address: the page is told (as GET /api/locator/map
     * answers with MAP_TILE_URL set, apps/api/test/clubLocator.test.ts) that tiles come from this
     * origin, and the tile addresses are answered here, so no test reaches another host.
     */
    const TILE = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4e/cuAAWkAtGFQYBxAAAAAElFTkSuQmCC',
      'base64',
    );

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      test(`draws the server's tiles under the markers, with its credit, at ${viewport.width} px`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize(viewport);
        const asked: string[] = [];
        await page.route('**/api/locator/map', (route) =>
          route.fulfill({
            json: {
              tiles: { url: `${baseURL}/e2e-tiles/{z}/{x}/{y}.png`, attribution: '© Test tiles' },
            },
          }),
        );
        await page.route('**/e2e-tiles/**', (route) => {
          asked.push(new URL(route.request().url()).pathname);
          return route.fulfill({ contentType: 'image/png', body: TILE });
        });
        await openClubChoice(page);
        await search(page, 'Brooklyn');

        const label = 'Map of the 4 clubs near Brooklyn, NY';
        await expect(map(page, label).locator('image').first()).toBeVisible();
        await expect(map(page, label)).toContainText('© Test tiles');
        // New York at a metro area's zoom: tiles of zoom 9 to 11 around column 150, row 192 at 9.
        expect(asked.length).toBeGreaterThan(0);
        for (const path of asked) {
          const [zoom, column, row] =
            /(\d+)\/(\d+)\/(\d+)\.png$/.exec(path)?.slice(1).map(Number) ?? [];
          expect(zoom).toBeGreaterThanOrEqual(9);
          expect(zoom).toBeLessThanOrEqual(11);
          const scale = 2 ** ((zoom ?? 9) - 9);
          expect(Math.floor((column ?? 0) / scale)).toBeGreaterThanOrEqual(149);
          expect(Math.floor((column ?? 0) / scale)).toBeLessThanOrEqual(151);
          expect(Math.floor((row ?? 0) / scale)).toBeGreaterThanOrEqual(191);
          expect(Math.floor((row ?? 0) / scale)).toBeLessThanOrEqual(193);
        }
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    }
  });
});
