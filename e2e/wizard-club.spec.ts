import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './wizard';

/** Opens the wizard without a club, which lands on club choice with every club loaded. */
async function openClubChoice(page: Page): Promise<void> {
  const clubList = page.waitForResponse('**/api/gateway/club');
  await page.goto('/join');
  await expect(page).toHaveURL('/join/club');
  await clubList;
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'City, state or ZIP code' }).fill(text);
  await page.getByRole('searchbox', { name: 'City, state or ZIP code' }).press('Enter');
}

const results = (page: Page) => page.getByRole('list').getByRole('button');

test.describe('Locate a club (product/club-and-entry.md#club-locator, #which-clubs-are-listed, #clubs)', () => {
  test('by city: open and presale clubs, presale ones with their opening date', async ({
    page,
  }) => {
    await openClubChoice(page);
    await search(page, 'austin');

    await expect(page.getByText('2 clubs found.')).toBeVisible();
    await expect(results(page)).toHaveCount(2);
    await expect(results(page).nth(0)).toContainText('Austin Capitol, TX');
    await expect(results(page).nth(0)).toContainText('Presale: opens January 15, 2027');
    await expect(results(page).nth(1)).toContainText('Austin North, TX');
    await expectNoAxeViolations(page);

    await results(page).nth(1).press('Enter');
    await expect(page).toHaveURL('/join/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Members' })).toBeFocused();
    await expect(page.getByRole('complementary').getByText('Austin North, TX')).toBeVisible();
  });

  test('by ZIP: only the clubs a person can join (not the digital ones at that ZIP)', async ({
    page,
  }) => {
    await openClubChoice(page);
    await search(page, '55317');

    await expect(page.getByText('1 club found.')).toBeVisible();
    await expect(results(page)).toHaveText([/^Chanhassen, MN/]);
    await results(page).first().click();
    await expect(page).toHaveURL('/join/members');
  });

  test('a Canadian club is shown as such; a search that finds nothing says so', async ({
    page,
  }) => {
    await openClubChoice(page);
    await search(page, 'Toronto');
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Canada: prices in C$');

    await search(page, 'Boise');
    await expect(
      page.getByText('No clubs match your search. Try a city, a state or a ZIP code.'),
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

    test('fits without sideways scrolling', async ({ page }) => {
      await openClubChoice(page);
      await search(page, 'Minneapolis');
      await expect(results(page)).toHaveCount(1);

      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('the map of the results', () => {
  const map = (page: Page, name: string) => page.getByRole('img', { name });
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

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('under the list, without sideways scrolling', async ({ page }) => {
      await openClubChoice(page);
      await search(page, 'Toronto');

      const label = 'Map of the club found near Toronto';
      await expect(markers(page, label)).toHaveCount(1);
      const mapBox = await map(page, label).boundingBox();
      const listBox = await resultList(page).boundingBox();
      expect(mapBox && listBox && mapBox.y >= listBox.y + listBox.height).toBe(true);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});
