import { TINY_PNG } from '@clubjoin/domain/staff/photos.fixture';
import { addDays } from '@clubjoin/domain/time/isoDate';
import { E2E_TODAY } from './clock';
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

  test('a trainer’s bio and a testimonial show publicly only after a manager approves them', async ({
    page,
  }) => {
    await signInAsStaff(page, 'personalTrainer');
    await page.goto('/member/bios-admin/manage-profile');
    await expect(page.getByText('Not saved yet: nobody sees your bio.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Your bio' });
    await form.getByLabel('Job title').fill('Mobility coach');
    await expect(form.getByText('Clubs (from your staff account): Chanhassen, MN')).toBeVisible();
    await form.getByRole('checkbox', { name: 'Mobility and flexibility' }).check();
    // Inside the 90 days' warning from the browser tests' today.
    const certificationExpiry = addDays(E2E_TODAY, 55);
    await form.getByRole('button', { name: 'Add a certification' }).click();
    await form.getByLabel('Certification 1 name').fill('CPR and AED');
    await form.getByLabel('Certification 1 expires on').fill(certificationExpiry);
    await form.getByRole('button', { name: 'Add a link' }).click();
    await form.getByLabel('Link 1 address').fill('http://pat.example.com');
    await form.getByRole('button', { name: 'Save and send for approval' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Social link 1: Give a full web address starting with https://.',
    );
    await form.getByLabel('Link 1 address').fill('https://pat.example.com');
    await form
      .getByRole('textbox', { name: 'About me' })
      .fill('Ten years of helping members move without pain.');
    await form.getByRole('radio', { name: 'Avatar: lotus' }).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save and send for approval' }).click();
    await expect(
      page.getByText('Waiting for a manager’s approval before the public sees this version.'),
    ).toBeVisible();
    // A photo joins the draft (the file input is labelled "Photo"): previewed, public once approved.
    await page
      .getByRole('region', { name: 'Photo' })
      .getByLabel('Photo')
      .setInputFiles({ name: 'pat.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
    await expect(
      page.getByText('Your photo is saved and sent to your manager for approval.'),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Pat Trainer' })).toBeVisible();
    // Warned 90 days ahead, on the club's clock.
    await expect(page.getByRole('heading', { name: 'Certifications to renew' })).toBeVisible();
    await expect(
      page.getByText(`CPR and AED expires on ${certificationExpiry}, in 55 days.`),
    ).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Not approved yet: the public search does not list it, the page is not found.
    await page.goto('/trainers');
    const search = page.getByRole('search', { name: 'Trainers' });
    await search.getByLabel('Specialty').selectOption('mobility');
    await search.getByRole('button', { name: 'Find trainers' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No trainers match.' })).toBeVisible();

    await page.goto('/member');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInAsStaff(page, 'clubManager');
    await page.goto('/member/bios-admin/manage-profile/manage-testimonials');
    await page.getByRole('button', { name: 'Approve the bio of Pat Trainer' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Pat Trainer’s bio is published.' }),
    ).toBeVisible();

    // A member finds the trainer by specialty on the public search.
    await page.goto('/trainers');
    await search.getByLabel('Club').selectOption('5');
    await search.getByLabel('Specialty').selectOption('mobility');
    await search.getByRole('button', { name: 'Find trainers' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 trainer matches.' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Trainers found' }).getByRole('img', { name: 'Pat Trainer' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('list', { name: 'Trainers found' })
      .getByRole('link', { name: 'Pat Trainer' })
      .click();
    await expect(page).toHaveURL('/trainers/pat-trainer');
    await expect(page.getByRole('heading', { level: 1, name: 'Pat Trainer' })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Pat Trainer' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await expect(page.getByText('Mobility coach')).toBeVisible();
    await expect(page.getByText('No testimonials yet.')).toBeVisible();

    const testimonial = page.getByRole('form', { name: 'Testimonial for Pat Trainer' });
    await testimonial.getByLabel('Your name').fill('Jordan Member');
    await testimonial.getByLabel('Your email').fill('jordan.member@example.com');
    await testimonial.getByLabel('Your testimonial').fill('My back pain is gone after six weeks.');
    await expectNoAxeViolations(page);
    await testimonial.getByRole('button', { name: 'Send testimonial' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you. Your testimonial for Pat Trainer shows here once the club has approved it.',
    );
    await page.reload();
    await expect(page.getByText('No testimonials yet.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/member/bios-admin/manage-profile/manage-testimonials');
    await page.getByRole('button', { name: 'Approve the testimonial from Jordan Member' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The testimonial for Pat Trainer is shown on their page.' }),
    ).toBeVisible();
    await page.goto('/trainers/pat-trainer');
    await expect(page.getByText('My back pain is gone after six weeks.')).toBeVisible();
    await expect(page.getByText('No testimonials yet.')).toBeHidden();
  });
});
