import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { expect } from './fixtures';

/** The demo team (data/demo/staff.json), one team member per role. */
const demoStaff = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'data', 'demo', 'staff.json'), 'utf8'),
) as { email: string; password: string; displayName: string; role: StaffRole }[];

/** The demo team member of a role. */
export function staffOf(role: StaffRole) {
  const staff = demoStaff.find((candidate) => candidate.role === role);
  if (!staff) throw new Error(`No demo team member is a ${role}`);
  return staff;
}

/** Signs the demo team member of a role in on the sign-in page already shown. */
export async function submitStaffSignIn(page: Page, role: StaffRole): Promise<void> {
  const staff = staffOf(role);
  await page.getByLabel('Email address').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the demo team member of a role in at /login; they land on the dashboard. */
export async function signInAsStaff(page: Page, role: StaffRole): Promise<void> {
  const staff = staffOf(role);
  await page.goto('/login');
  await submitStaffSignIn(page, role);
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByText(`Signed in as ${staff.displayName}`)).toBeVisible();
}
