import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './wizard';

test.describe('The first screen (issue 21: no white screen while the script loads)', () => {
  for (const width of [1280, 375]) {
    test(`shows the header and a loading placeholder until the app starts, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      let releaseScript = () => {};
      const scriptHeld = new Promise<void>((resolve) => {
        releaseScript = resolve;
      });
      // The app's entry script is held back, as on a slow connection.
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await scriptHeld;
        await route.continue();
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/join', { waitUntil: 'commit' });
      await expect(page.getByRole('banner')).toHaveText('clubjoin');
      await expect(page.getByRole('status')).toHaveText('Loading…');
      await expectNoSidewaysScroll(page);

      releaseScript();
      await expect(page).toHaveURL('/join/club');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
      // The map's code waits for a search: the first screen does not fetch it.
      await expect(page.getByRole('button', { name: 'Use my location' })).toBeVisible();
      expect(scripts.filter((path) => path.includes('/ClubMap-'))).toEqual([]);
      await page
        .getByRole('searchbox', { name: 'City, state, ZIP or postal code' })
        .fill('Minnesota');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('group', { name: /^Map of the \d+ clubs found/ })).toBeVisible();
      expect(scripts.filter((path) => path.includes('/ClubMap-'))).toHaveLength(1);
    });
  }
});
