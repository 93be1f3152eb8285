import type { Locator } from '@playwright/test';
import { SCREENING_QUESTIONS } from '@clubjoin/domain/staff/assessments';
import { addDays } from '@clubjoin/domain/time/isoDate';
import { E2E_TODAY } from './clock';
import { expect, test } from './fixtures';
import { signInAsStaff } from './portalStaff';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './wizard';

/**
 * Fitness assessments in member details (product/team-portal.md#assessments): the personal trainer
 * of club 5 assesses Parker Johnson (demo membership M-2006, which no other browser test uses)
 * twice, a month apart, and sees the trend: the re-test column, the change and the chart; the
 * timeline shows who recorded it. The page passes axe and fits 375 px.
 */
/** The first assessment's date: 31 days before the browser tests' today. */
const MONTH_AGO = addDays(E2E_TODAY, -31);

test.describe('fitness assessments', () => {
  // Signed out, the shell's question "who is signed in?" answers 401 before it sends to /login.
  test.use({ expectedProblems: ['401 GET', 'status of 401'] });

  /** Fills one assessment: every screening answer no, the consent, two numbers. */
  async function record(form: Locator, values: { heartRate: string; pushUps: string }) {
    for (const question of Object.values(SCREENING_QUESTIONS)) {
      await form.getByRole('group', { name: question }).getByRole('radio', { name: 'No' }).check();
    }
    await form.getByLabel(/Parker Johnson consents/).check();
    await form.getByLabel('Resting heart rate (bpm)').fill(values.heartRate);
    await form.getByLabel('Push-ups').fill(values.pushUps);
    await form.getByRole('button', { name: 'Record assessment' }).click();
  }

  test('a trainer records an assessment twice and sees the trend', async ({ page }) => {
    await signInAsStaff(page, 'personalTrainer');
    await page.goto('/member/member-details/assessment?membershipId=M-2006');
    await expect(page.getByText('Not assessed yet.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Record an assessment for Parker Johnson' });

    // The domain's ranges, shown by the field before anything is sent.
    await form.getByLabel('Resting heart rate (bpm)').fill('300');
    await form.getByRole('button', { name: 'Record assessment' }).click();
    await expect(
      form.getByText('Resting heart rate must be a whole number between 30 and 220 bpm.'),
    ).toBeVisible();

    await form.getByLabel('Date of the assessment').fill(MONTH_AGO);
    await record(form, { heartRate: '64', pushUps: '20' });
    await expect(
      form.getByText(`Assessment of ${MONTH_AGO} recorded for Parker Johnson.`),
    ).toBeVisible();
    await expect(page.getByText('Last assessed 31 days ago.')).toBeVisible();

    // The re-test, today at the club (the form's date starts there).
    await expect(form.getByLabel('Date of the assessment')).toHaveValue(E2E_TODAY);
    await record(form, { heartRate: '60', pushUps: '26' });
    await expect(page.getByText('Last assessed today.')).toBeVisible();

    const table = page.getByRole('table', { name: 'Measures of Parker Johnson over time' });
    await expect(table.getByRole('columnheader', { name: 'Re-test (previous)' })).toBeVisible();
    const heart = table.getByRole('row', { name: /^Resting heart rate/ });
    await expect(heart.getByRole('cell')).toHaveText(['60 bpm', '64 bpm', '−4 bpm']);
    await expect(
      heart.getByRole('img', {
        name: `Resting heart rate trend: 64 bpm on ${MONTH_AGO}, 60 bpm on ${E2E_TODAY}`,
      }),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /^Push-ups/ }).getByRole('cell')).toHaveText([
      '26',
      '20',
      '+6',
    ]);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Activity timeline' }).click();
    const timeline = page.getByRole('list', { name: 'Activity, newest first' });
    await expect(timeline.getByText('Fitness assessment recorded')).toHaveCount(2);
    await expect(timeline.getByText(/by Pat Trainer/).first()).toBeVisible();
  });
});
