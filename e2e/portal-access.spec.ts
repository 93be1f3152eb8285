import type { Page } from '@playwright/test';
import { navigationFor } from '@clubjoin/domain/staff/portalAccess';
import { type PortalPage, STATIC_PORTAL_TREE } from '@clubjoin/domain/staff/portalNavigation';
import { STAFF_ROLES, type StaffRole } from '@clubjoin/domain/staff/roles';
import { expect, test } from './fixtures';
import { signInAsStaff } from './portalStaff';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './wizard';

/** The titles a role's menu lists: its pages that are not hidden, children after their parent. */
function listedTitles(role: StaffRole): string[] {
  const visible = (tree: readonly PortalPage[]): string[] =>
    tree.flatMap((page) => (page.hidden ? [] : [page.title, ...visible(page.children)]));
  return visible(navigationFor(role, STATIC_PORTAL_TREE));
}

const portalNav = (page: Page) => page.getByRole('navigation', { name: 'Team portal' });

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team member login' })).toBeVisible();
}

/**
 * The team-member portal's access (product/team-portal.md): each role signs in and sees exactly
 * its navigation; the static tree when the navigation call fails; sign-out; the login page and
 * the shell pass axe and fit 375 px.
 */
test.describe('the team-member portal', () => {
  // Signed out, the shell's question "who is signed in?" answers 401 before it sends to /login.
  test.use({ expectedProblems: ['401 GET', 'status of 401'] });

  test('each role signs in and sees exactly its navigation, then signs out', async ({ page }) => {
    test.slow();
    for (const role of STAFF_ROLES) {
      await signInAsStaff(page, role);
      await expect(portalNav(page).getByRole('link')).toHaveText(listedTitles(role));
      await signOut(page);
    }
    // Signed out, the portal sends back to the login.
    await page.goto('/member/search-all-members');
    await expect(page.getByRole('heading', { level: 1, name: 'Team member login' })).toBeVisible();
  });

  test.describe('when the navigation call fails', () => {
    test.use({ expectedProblems: ['401 GET', 'status of 401', '500 GET', 'status of 500'] });

    test('shows the static tree for the role', async ({ page }) => {
      await page.route('**/api/gateway/ux/teammember/dynamicNav', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            error: 'Internal Server Error',
            message: 'The navigation is down',
            requestId: 'req-1',
          }),
        }),
      );
      await signInAsStaff(page, 'memberServices');
      await expect(portalNav(page).getByRole('link')).toHaveText(listedTitles('memberServices'));
    });
  });

  test('a hidden page opens by link, a page of another role says it is not available, and it all passes axe at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await signInAsStaff(page, 'salesAdvisor');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.goto('/member/member-details/activity-timeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Timeline' })).toBeVisible();
    await expect(portalNav(page).getByRole('link', { name: 'Activity Timeline' })).toHaveCount(0);

    await page.goto('/member/staff-admin');
    await expect(page.getByRole('alert')).toHaveText(
      'This part of the portal is not available to your role.',
    );
    await expectNoAxeViolations(page);
  });

  test('the administrator adds a team member who can then sign in', async ({ page }) => {
    await signInAsStaff(page, 'administrator');
    await portalNav(page).getByRole('link', { name: 'Staff Administration' }).click();
    await expect(page.getByRole('cell', { name: 'Sam Sales' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Add a team member' });
    await form.getByLabel('Name').fill('Robin Front Desk');
    await form.getByLabel('Email address').fill('robin.desk@clubjoin.example');
    await form.getByLabel('Role').selectOption('Sales advisor');
    await form.getByLabel('Clubs').selectOption(['Chanhassen, MN']);
    await form.getByLabel('First password', { exact: true }).fill('Welcome-Desk-2026');
    await form.getByRole('button', { name: 'Add team member' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Robin Front Desk was added and can sign in now.',
    );
    await expect(page.getByRole('rowheader', { name: 'Robin Front Desk' })).toBeVisible();
    await expectNoAxeViolations(page);

    await signOut(page);
    await page.getByLabel('Email address').fill('robin.desk@clubjoin.example');
    await page.getByLabel('Password', { exact: true }).fill('Welcome-Desk-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed in as Robin Front Desk')).toBeVisible();
  });
});
