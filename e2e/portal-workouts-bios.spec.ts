import { expect, test } from './fixtures';
import { signInAsStaff } from './portalStaff';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './wizard';

/**
 * The workouts library and trainer bios (issue 19; docs/decisions/0029), as the team and the
 * public use them.
 */
test.describe('workouts library and trainer bios', () => {
  // Signed out, the shell's question "who is signed in?" answers 401 before it sends to /login.
  test.use({ expectedProblems: ['401 GET', 'status of 401'] });

  test('a trainer builds a workout from the library, reorders it by keyboard and copies a master one', async ({
    page,
  }) => {
    await signInAsStaff(page, 'personalTrainer');
    await page.getByRole('link', { name: 'Workouts' }).click();
    await expect(page).toHaveURL('/member/test-spa/library/workouts');
    const search = page.getByRole('search', { name: 'Exercises' });
    await expect(
      page.getByRole('status').filter({ hasText: /exercises match; page 1 of/ }),
    ).toBeVisible();

    await search.getByLabel('Muscle').selectOption('glutes');
    await search.getByLabel('Equipment').selectOption('kettlebell');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: '6 exercises match; page 1 of 1.' }),
    ).toBeVisible();
    const found = page.getByRole('list', { name: 'Exercises found' });
    await found.getByRole('button', { name: 'Details of Kettlebell swing' }).click();
    const details = page.getByRole('region', { name: 'Kettlebell swing' });
    await expect(details.getByRole('img')).toHaveAccessibleName(
      'Front and back of a body: works glutes, hamstrings; also lower back, shoulders, abs.',
    );
    await details.getByRole('button', { name: 'Add Kettlebell swing to workout' }).click();
    await found.getByRole('button', { name: 'Add Goblet squat to workout' }).click();

    await search.getByLabel('Muscle').selectOption('');
    await search.getByLabel('Equipment').selectOption('');
    await search.getByLabel('Exercise name').fill('plank');
    await search.getByRole('button', { name: 'Search' }).click();
    await found.getByRole('button', { name: 'Add Plank to workout' }).click();

    const builder = page.getByRole('form', { name: 'Workout builder' });
    await builder.getByLabel('Workout name').fill('Hips and core');
    const items = builder.getByRole('list', { name: 'Exercises of the workout' });
    const plank = items.getByRole('group', { name: '3. Plank' });
    await plank.getByLabel('Measure').selectOption('duration');
    await plank.getByLabel('Seconds').fill('45');
    // Goblet squat first, by keyboard.
    await items.getByRole('button', { name: 'Move up Goblet squat' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Goblet squat moved to position 1 of 3.')).toBeAttached();
    await items.getByRole('group', { name: '1. Goblet squat' }).getByLabel('Load (kg)').fill('16');
    await expect(items.getByRole('group', { name: '1. Goblet squat' })).toContainText(
      '3 × 10 @ 16 kg',
    );

    // A set count of none is refused before anything is sent.
    await items.getByRole('group', { name: '2. Kettlebell swing' }).getByLabel('Sets').fill('0');
    await builder.getByRole('button', { name: 'Save workout' }).click();
    await expect(builder.getByRole('alert')).toContainText(
      'Exercise 2 (Kettlebell swing): Sets are a whole number from 1 to 20.',
    );
    await items.getByRole('group', { name: '2. Kettlebell swing' }).getByLabel('Sets').fill('4');
    await expectNoAxeViolations(page);
    await builder.getByRole('button', { name: 'Save workout' }).click();
    await expect(builder.getByRole('status')).toHaveText('Saved: Hips and core, in My library.');

    const mine = page.getByRole('region', { name: 'My library' });
    await expect(mine.getByRole('button', { name: 'Edit Hips and core' })).toBeVisible();
    const master = page.getByRole('region', { name: 'Master library' });
    await master.getByRole('button', { name: 'Copy Strength: lower body to my library' }).click();
    await expect(
      page.getByRole('heading', { name: 'Edit workout: Strength: lower body' }),
    ).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Edit Strength: lower body' })).toBeVisible();
    await expect(
      master.getByRole('button', { name: 'Copy Strength: lower body to my library' }),
    ).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
  });
});
