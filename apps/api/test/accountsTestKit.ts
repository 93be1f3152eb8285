import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { demoDir } from '../src/demo/loadDemoData';
import type { TestApp } from './testApp';

/** The demo accounts as data/demo/accounts.json lists them, with their dev-only passwords. */
export const demoAccounts = JSON.parse(readFileSync(join(demoDir, 'accounts.json'), 'utf8')) as {
  username: string;
  password: string;
  partyId: string;
  employeeId: string | null;
}[];

/** A demo account by its username. */
export function demoAccount(username: string) {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`No demo account ${username}`);
  return account;
}

/**
 * A clock the test moves by hand (product/decisions-and-platform.md#time-and-clocks: time is an
 * input).
 */
export function fixedClock(iso: string) {
  let now = new Date(iso);
  return {
    clock: () => now,
    set(at: string) {
      now = new Date(at);
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Logs a demo account in through the sale-flow login. */
export function logIn(
  subject: TestApp,
  username: string,
  options: {
    password?: string;
    url?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  return subject.app.inject({
    method: 'POST',
    url: options.url ?? '/api/auth/login',
    payload: {
      username,
      password: options.password ?? demoAccount(username).password,
      type: 'customer',
    },
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** A response's cookies by name, as the browser would read each Set-Cookie. */
export function setCookies(response: LightMyRequestResponse) {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
}

/** Logs in and answers the SSO id and the Cookie header a browser would send back. */
export async function signedIn(subject: TestApp, username: string) {
  const response = await logIn(subject, username);
  const body = response.json() as { status: string; ssoId: string; partyId: string };
  if (body.status !== 'Success') throw new Error(`${username} did not log in: ${body.status}`);
  const cookies = setCookies(response);
  const cookie = Object.values(cookies)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  return { ssoId: body.ssoId, partyId: body.partyId, cookie, cookies };
}
