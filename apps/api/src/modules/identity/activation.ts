import { usernameKey } from '@clubjoin/domain/accounts/username';
import {
  ACTIVATION_EMAIL_WINDOW_MS,
  ACTIVATION_EMAILS_PER_ADDRESS,
  ACTIVATION_EMAILS_PER_EMAIL,
  ACTIVATION_LINK_LIFETIME_MS,
  activationLink,
} from '@clubjoin/domain/accounts/activation';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { Queryable } from '../../db/database';
import { activationEmail } from '../../mail/activationEmail';
import { enqueueEmail } from '../../mail/outbox';
import { countTowardLimits, type RateLimited } from '../limits/countTowardLimits';
import type { ModuleContext } from '../moduleContext';
import { standingOf } from './enrolmentAccount';
import { newSecretToken, tokenHash } from './secretToken';
import {
  findAccountByPartyId,
  findAccountByUsername,
  insertActivationToken,
  markAwaitingActivation,
  setActivated,
  useActivationToken,
} from './store';

/** A new one-time activation link for an account, its token kept only as a hash. */
async function newActivationLink(
  tx: Queryable,
  { publicUrl }: Pick<ModuleContext, 'publicUrl'>,
  partyId: string,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await insertActivationToken(tx, {
    tokenHash: tokenHash(token),
    partyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACTIVATION_LINK_LIFETIME_MS),
  });
  return activationLink(publicUrl, token);
}

/**
 * Opens the activation of the account a purchase completed with, inside that purchase's
 * transaction: from now on the account exists (get started sends its owner to log in) and awaits
 * the proof of its email. Answers the link the confirmation email carries, or undefined for an
 * account already active.
 */
export async function openActivation(
  tx: Queryable,
  context: Pick<ModuleContext, 'publicUrl'>,
  partyId: string,
  now: Date,
): Promise<string | undefined> {
  const account = await findAccountByPartyId(tx, partyId, true);
  if (!account || account.activated) return undefined;
  await markAwaitingActivation(tx, partyId, now);
  return newActivationLink(tx, context, partyId, now);
}

/** An activation link that activates nothing: its token unknown, used or expired. */
export interface InvalidActivationLink {
  kind: 'invalidLink';
}

/**
 * Activates the account of an activation link's token
 * (product/accounts-and-sign-in.md#accounts-and-proof): the email is proven, the account may sign
 * in, and every other link of it stops working. Answers the account's username.
 */
export async function activateAccount(
  { db, clock }: ModuleContext,
  token: string,
): Promise<Outcome<string, InvalidActivationLink>> {
  return db.transaction(async (tx): Promise<Outcome<string, InvalidActivationLink>> => {
    const partyId = await useActivationToken(tx, tokenHash(token), clock());
    const account = partyId === undefined ? undefined : await findAccountByPartyId(tx, partyId);
    if (!account) return fail({ kind: 'invalidLink' });
    await setActivated(tx, account.partyId);
    return succeed(account.username);
  });
}

/**
 * Sends a new activation link to the account of an email when it awaits activation
 * (product/accounts-and-sign-in.md#login-problems: the not-activated login's resend link), within
 * the limits per email and per client address. The caller is told nothing else, so the answer never
 * says whose email has an account.
 */
export async function requestActivationEmail(
  context: ModuleContext,
  request: { email: string; address: string },
): Promise<Outcome<void, RateLimited>> {
  const { db, clock } = context;
  const now = clock();
  const verdict = await countTowardLimits(db, {
    buckets: [
      {
        bucket: `activation-email:${usernameKey(request.email)}`,
        limit: ACTIVATION_EMAILS_PER_EMAIL,
      },
      { bucket: `activation-address:${request.address}`, limit: ACTIVATION_EMAILS_PER_ADDRESS },
    ],
    nowMs: now.getTime(),
    windowMs: ACTIVATION_EMAIL_WINDOW_MS,
  });
  if (!verdict.ok) return verdict;
  await db.transaction(async (tx) => {
    const account = await findAccountByUsername(tx, request.email, true);
    if (!account || standingOf(account) !== 'awaitingActivation') return;
    const link = await newActivationLink(tx, context, account.partyId, now);
    await enqueueEmail(tx, { ...activationEmail(link), to: account.username }, now);
  });
  return verdict;
}
