import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll } from './wizard';

const clubHeading = { level: 1, name: 'Club Location' } as const;

test.describe('the join page', () => {
  test('opens /join, which leads to club choice, with no console error or failed request', async ({
    page,
  }) => {
    await page.goto('/join');

    await expect(page).toHaveURL('/join/club');
    await expect(page.getByRole('heading', clubHeading)).toBeVisible();
    await expect(page).toHaveTitle('Club Location · clubjoin');
    await expect(page.getByRole('banner').getByRole('link', { name: 'clubjoin' })).toBeVisible();
  });

  test('is where / leads', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL('/join/club');
    await expect(page.getByRole('heading', clubHeading)).toBeVisible();
  });

  test('lets a keyboard user skip to the content', async ({ page }) => {
    // A page that shows at once, so that focus is where the browser puts it on load.
    await page.goto('/text-program-terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('main')).toBeFocused();
  });

  test.describe('on a 375 px phone screen', () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

    test('fits the screen without sideways scrolling', async ({ page }) => {
      await page.goto('/join');
      await expect(page.getByRole('heading', clubHeading)).toBeVisible();

      await expectNoSidewaysScroll(page);
    });
  });
});

test.describe('a deep link the app does not know', () => {
  // The server's 404 for the page itself, which the browser reports too.
  test.use({ expectedProblems: ['/join/anything', '/nope'] });

  for (const path of ['/join/anything', '/nope']) {
    test(`${path} answers 404 with the app's not-found page`, async ({ page }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · clubjoin');

      await page.getByRole('link', { name: 'Go to Join a club' }).click();
      await expect(page).toHaveURL('/join/club');
      await expect(page.getByRole('heading', clubHeading)).toBeVisible();
    });
  }
});

test.describe('caching', () => {
  for (const path of ['/join', '/join/summary']) {
    test(`${path}: hashed assets are immutable and the page itself is not cached`, async ({
      page,
    }) => {
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));

      const document = await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      expect(document?.headers()['cache-control']).toContain('no-cache');
      const assets = responses.filter((response) =>
        new URL(response.url()).pathname.startsWith('/assets/'),
      );
      // The app's script and style sheet (on club choice the results map's own chunk too), and
      // the brand's logo in the header.
      const kinds = new Set(assets.map((asset) => asset.request().resourceType()));
      expect([...kinds].sort()).toEqual(['image', 'script', 'stylesheet']);
      for (const asset of assets) {
        expect(asset.headers()['cache-control'], asset.url()).toContain('immutable');
      }
    });
  }
});
