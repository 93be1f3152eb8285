import { expect, test } from './fixtures';

test.describe('the page-problem check of every test', () => {
  test.use({ expectedProblems: ['deliberate', '/api/no-such-endpoint'] });

  test('collects console errors, uncaught errors, failed requests and error answers', async ({
    page,
    pageProblems,
  }) => {
    await page.route('**/deliberately-failing', (route) => route.abort());
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1, name: 'Club Location' })).toBeVisible();

    await page.evaluate(async () => {
      console.error('a deliberate console error');
      // Not from a timer: the tests' clock (fixtures.ts) runs timers' callbacks and logs what
      // they throw as a console error.
      queueMicrotask(() => {
        throw new Error('a deliberate uncaught error');
      });
      await fetch('/deliberately-failing').catch(() => undefined);
      await fetch('/api/no-such-endpoint');
    });

    await expect
      .poll(() => pageProblems)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^console error: a deliberate console error/),
          'uncaught page error: a deliberate uncaught error',
          expect.stringMatching(/^request failed: GET http:\/\/.+\/deliberately-failing/),
          expect.stringMatching(/^404 GET http:\/\/.+\/api\/no-such-endpoint$/),
        ]),
      );
  });
});
