import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StaffRole } from '@clubjoin/domain/staff/roles';
import { demoDir } from '../src/demo/loadDemoData';
import { setCookies } from './accountsTestKit';
import type { TestApp } from './testApp';

/** The demo team as data/demo/staff.json lists it, with the dev-only passwords. */
export const demoStaff = JSON.parse(readFileSync(join(demoDir, 'staff.json'), 'utf8')) as {
  staffId: string;
  email: string;
  password: string;
  displayName: string;
  role: StaffRole;
  clubIds: string[];
}[];

/** The demo team member of a role. */
export function demoStaffOf(role: StaffRole) {
  const staff = demoStaff.find((candidate) => candidate.role === role);
  if (!staff) throw new Error(`No demo team member is a ${role}`);
  return staff;
}

/** A team member's login through the gateway (type employee). */
export function staffLogIn(
  subject: TestApp,
  email: string,
  password: string,
  options: { remoteAddress?: string } = {},
) {
  return subject.app.inject({
    method: 'POST',
    url: '/api/gateway/auth/v2/login',
    payload: { username: email, password, type: 'employee' },
    ...options,
  });
}

/** Signs the demo team member of a role in; answers their SSO id and the Cookie header. */
export async function signedInStaff(subject: TestApp, role: StaffRole) {
  const staff = demoStaffOf(role);
  const response = await staffLogIn(subject, staff.email, staff.password);
  const body = response.json() as { status: string; ssoId: string; partyId: string };
  if (body.status !== 'Success') throw new Error(`${staff.email} did not sign in: ${body.status}`);
  const cookie = setCookies(response)['lt-tm-sso'];
  if (!cookie) throw new Error('A team member sign-in set no lt-tm-sso cookie');
  return { ...staff, ssoId: body.ssoId, cookie: `lt-tm-sso=${cookie.value}` };
}
