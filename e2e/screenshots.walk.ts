import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { WizardStep } from '@clubjoin/domain/wizard/steps';
import { expect, test } from './fixtures';
import { walkToConfirmation } from './flowWalker';

/** Where the pictures go: one folder per width, one file per screen in the order shown. */
const SCREENSHOTS_DIR = resolve(import.meta.dirname, '..', 'screenshots');

const WIDTHS = [
  { name: 'desktop-1280', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone-375', viewport: { width: 375, height: 812 }, isMobile: true },
] as const;

/** Steps that show nothing to keep: the entry spinner, and program information with no program. */
const PASSING_STEPS: readonly WizardStep[] = ['initialize', 'programInformation'];

/**
 * Saves the whole page once its calls have settled and nothing says it is busy or loading, numbered so the
 * files sort in the order they were seen.
 */
async function save(page: Page, folder: string, index: number, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  const file = `${String(index).padStart(2, '0')}-${name}.png`;
  await page.screenshot({ path: join(SCREENSHOTS_DIR, folder, file), fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use({ viewport: width.viewport, isMobile: width.isMobile, hasTouch: width.isMobile });

    test('one adult joins at Chanhassen: every screen from the link to the confirmation', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      let shown = 0;
      await walkToConfirmation(
        page,
        '/join?clubId=5',
        { card: 'Monthly Membership' },
        undefined,
        async (step) => {
          if (PASSING_STEPS.includes(step)) return;
          shown += 1;
          await save(page, width.name, shown, step);
        },
      );
      await save(page, width.name, shown + 1, 'confirmation');
    });
  });
}
