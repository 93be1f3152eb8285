import { expect, test } from './fixtures';
import { walkToConfirmation } from './flowWalker';
import { signInAsStaff, staffOf, submitStaffSignIn } from './portalStaff';
import { expectNoAxeViolations, expectNoSidewaysScroll, field } from './wizard';

/**
 * In-club sales (docs/decisions/0028, 0035): a sales advisor signs in from /club-sales, binds the
 * device to their club, looks the person up, sells a family membership with the credit split with a
 * colleague, reviews the first year's payments with the member, who types their name to consent,
 * and pays with the payment step's card entry; the confirmation, the onboarding list and the club
 * manager's sales dashboard show who sold it.
 */
test.describe('in-club sales', () => {
  // Signed out, the settings page's question "who is signed in?" answers 401 before it sends to
  // /login.
  test.use({ expectedProblems: ['401 GET', 'status of 401'] });

  test('an advisor binds the device, sells a family membership with a split credit, reviews and pays', async ({
    page,
  }) => {
    // Sign-in, a dozen screens, a password hash, a charge, then the portal.
    test.slow();
    await page.goto('/club-sales');
    await expect(page).toHaveURL(/\/login\?next=%2Fclub-sales%2Fsettings$/);
    await submitStaffSignIn(page, 'salesAdvisor');
    await expect(page).toHaveURL('/club-sales/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'In-club sales' })).toBeVisible();

    // Before the sale: a former member found is rejoined, not sold a second membership.
    const search = page.getByRole('search', { name: 'Find the person' });
    await search.getByLabel('Email, phone or name').fill('rejoin.voluntary@example.com');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('list', { name: 'Members found' })).toContainText(
      'Former member: rejoin them, so their membership is taken up again rather than sold twice.',
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('Club').selectOption('5');
    await page.getByRole('radio', { name: 'Staff-assisted desk' }).check();
    await page.getByLabel('Team member').selectOption({ label: 'Morgan Services' });
    await field(page, /^My share/).fill('70');
    await expect(page.getByText('The other team member gets 30%.')).toBeVisible();

    let schedule: string[] = [];
    await walkToConfirmation(
      page,
      async () => {
        await page.getByRole('button', { name: 'Start a sale' }).click();
        await page.waitForURL(/\/join\/(?!$)/);
      },
      {
        card: 'Monthly Membership',
        // Two adults and a junior.
        family: { adults: 2, juniors: 1 },
        atReviewPayment: async (review) => {
          await expect(
            review.getByRole('heading', { level: 1, name: 'Review the payments with the member' }),
          ).toBeVisible();
          await expect(review.getByRole('region', { name: 'Due Today' })).toBeVisible();
          const table = review.getByRole('table', { name: 'Monthly charges in the first year' });
          schedule = await table.getByRole('row').locator('td:first-child').allTextContents();
          await expect(
            review.getByText('Sold by you (70%) and Morgan Services (30%)'),
          ).toBeVisible();
          await expectNoAxeViolations(review);
          const consent = field(review, /^Member’s full name/);
          // Consent is required: nothing typed stays on the page with the message.
          await review.getByRole('button', { name: 'Continue to payment' }).click();
          await expect(review.getByRole('alert')).toHaveText(
            'To consent, the member types their full name as it is on the membership.',
          );
          await consent.focus();
          await review.keyboard.type('Pat Lindqvist');
          await review.keyboard.press('Enter');
        },
      },
    );
    // The clock's join, November 21, 2026, pays through December; the months follow from January
    // until the anniversary.
    expect(schedule).toEqual([
      'January 1, 2027',
      'February 1, 2027',
      'March 1, 2027',
      'April 1, 2027',
      'May 1, 2027',
      'June 1, 2027',
      'July 1, 2027',
      'August 1, 2027',
      'September 1, 2027',
      'October 1, 2027',
      'November 1, 2027',
    ]);
    await expect(page.getByText('Sold by Sam Sales (70%) and Morgan Services (30%)')).toBeVisible();

    await page.goto('/member/nmo');
    const member = page.getByRole('article').filter({ hasText: 'Lindqvist' }).first();
    await expect(
      member.getByText('Sold by Sam Sales (70%) and Morgan Services (30%)'),
    ).toBeVisible();

    // The club manager's dashboard counts the in-club join and credits both salespeople.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await signInAsStaff(page, 'clubManager');
    await page.goto('/member/sales-dashboard');
    await page.getByLabel('Club').selectOption({ label: 'Chanhassen, MN' });
    const people = page.getByRole('table', { name: /by salesperson/ });
    await expect(people.getByRole('row').filter({ hasText: 'Sam Sales' })).toBeVisible();
    await expect(people.getByRole('row').filter({ hasText: 'Morgan Services' })).toBeVisible();
    const today = page.getByRole('table', { name: 'Joins by day, in-club and online' });
    await expect(today.getByRole('row', { name: /^November 21, 2026 [1-9]/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a former member found by the advisor’s search is rejoined, not sold a second membership', async ({
    page,
  }) => {
    // Sign-in, the wizard's screens, a charge, then the portal's search.
    test.slow();
    // The demo's former member kept for this walk (data/demo): the account specs sign the other
    // one in as a former member, and a rejoin makes its member active in the database runs share.
    const former = 'rejoin.desk@example.com';
    await page.goto('/login?next=/club-sales/settings');
    await submitStaffSignIn(page, 'salesAdvisor');
    await expect(page).toHaveURL('/club-sales/settings');
    await page.getByLabel('Club').selectOption('5');
    await page.getByRole('radio', { name: 'Staff-assisted desk' }).check();
    const search = page.getByRole('search', { name: 'Find the person' });
    await search.getByLabel('Email, phone or name').fill(former);
    await search.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('list', { name: 'Members found' });
    await expect(found).toContainText('Blake Brooks');
    await expect(found).toContainText('Terminated');

    const walked = await walkToConfirmation(
      page,
      async () => {
        await found.getByRole('button', { name: 'Rejoin Blake Brooks' }).click();
        await page.waitForURL(/\/join\/(?!$)/);
      },
      {
        card: 'Monthly Membership',
        atReviewPayment: async (review) => {
          const consent = field(review, /^Member’s full name/);
          await consent.focus();
          await review.keyboard.type('Blake Brooks');
          await review.keyboard.press('Enter');
        },
      },
      former,
      async (step) => {
        // The former member's details come from the membership taken up again, locked.
        if (step === 'primaryMemberInfo') {
          await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Blake');
          await expect(page.getByRole('textbox', { name: 'Last name' })).not.toBeEditable();
        }
      },
    );
    // The seller vouched for the person: no one is asked for an account or a password.
    expect(walked.steps).not.toContain('getStarted');
    expect(walked.steps).not.toContain('logIn');
    expect(walked.steps).not.toContain('createAccount');
    expect(walked.steps).toContain('primaryMemberInfo');

    // One person, one record: the portal's search finds them once, with the active membership.
    await page.goto('/member/search-all-members');
    await page.getByLabel('Name, email, phone or member id').fill(former);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/^1 member matches/)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Brooks, Blake' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').last()).toHaveText('Active');
  });

  test.describe('as a kiosk', () => {
    // A wrong password is answered 400 on purpose; the portal refuses the kiosk's session (403).
    test.use({
      expectedProblems: [
        '401 GET',
        'status of 401',
        '400 POST',
        'status of 400',
        '403 GET',
        'status of 403',
      ],
    });

    test('the prospect cannot reach the portal, and a kiosk left idle starts its sale again', async ({
      page,
    }) => {
      await page.goto('/login?next=/club-sales/settings');
      await submitStaffSignIn(page, 'salesAdvisor');
      await expect(page).toHaveURL('/club-sales/settings');
      await page.getByLabel('Club').selectOption('5');
      await page.getByRole('radio', { name: /^Kiosk/ }).check();
      await page.getByRole('button', { name: 'Start a sale' }).click();
      // The sale starts at the device's club, already chosen.
      const boundClub = page.getByRole('region', { name: 'Chanhassen, MN' });
      await expect(page).toHaveURL('/join/club');
      await expect(boundClub).toBeVisible();

      // The portal and the settings are behind the team member's password.
      const lock = page.getByRole('heading', { level: 1, name: 'This device is a kiosk' });
      for (const path of ['/member', '/member/nmo', '/club-sales/settings']) {
        await page.goto(path);
        await expect(lock).toBeVisible();
        await expect(page.getByRole('navigation')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Back to the sale' }).click();
      await expect(page).toHaveURL('/join/club');

      // Left idle, the session popups reset the sale to its start at the club, where an online
      // sale's reset leaves no club chosen.
      await page.clock.fastForward('29:00');
      await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible();
      await page.clock.fastForward('01:01');
      const reset = page.getByRole('alertdialog', { name: 'Session Reset' });
      await expect(reset).toBeVisible();
      await reset.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL('/join/club');
      await expect(boundClub).toBeVisible();

      // The server keeps the kiosk: a browser that forgot it still reaches no portal page.
      await page.evaluate(() => localStorage.clear());
      await page.goto('/member');
      await expect(lock).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);

      // Leaving the kiosk: a wrong password stays locked, the advisor's opens the settings.
      const password = page.getByLabel('Team member password');
      await password.fill('Not-The-Password-1');
      await page.getByRole('button', { name: 'Leave the kiosk' }).click();
      await expect(page.getByRole('alert')).toContainText(/password/i);
      await expect(lock).toBeVisible();
      await password.fill(staffOf('salesAdvisor').password);
      await page.getByRole('button', { name: 'Leave the kiosk' }).click();
      await expect(page).toHaveURL('/club-sales/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'In-club sales' })).toBeVisible();
    });
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('the settings page fits, and Back from the sale’s first step returns to it', async ({
      page,
    }) => {
      await page.goto('/login?next=/club-sales/settings');
      await submitStaffSignIn(page, 'clubManager');
      await expect(page).toHaveURL('/club-sales/settings');
      await expectNoSidewaysScroll(page);
      await page.getByLabel('Club').selectOption('5');
      await page.getByRole('button', { name: 'Start a sale' }).click();
      await page.waitForURL(/\/join\/(?!$)/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Back from every step there is, to the first: then the settings page (01 §2).
      for (let steps = 0; steps < 4 && !page.url().endsWith('/club-sales/settings'); steps += 1) {
        await page.getByRole('button', { name: 'Back' }).click();
        await page.waitForLoadState();
      }
      await expect(page).toHaveURL('/club-sales/settings');
      // The device stays bound to its club.
      await expect(page.getByLabel('Club')).toHaveValue('5');
    });
  });
});
