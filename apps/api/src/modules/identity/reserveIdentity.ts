import { randomUUID } from 'node:crypto';
import type { ReserveIdentityRequest } from '@clubjoin/contract/identity';
import { fail, type Outcome, succeed } from '@clubjoin/domain/outcome';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { ModuleContext } from '../moduleContext';
import { standingOf } from './enrolmentAccount';
import { hashPassword } from './passwordHash';
import { newSecretToken, tokenHash, tokenMatches } from './secretToken';
import {
  deleteUnusedReservation,
  findAccountByPartyId,
  findAccountByUsername,
  insertAccount,
  setUpdateTokenHash,
  updateReservation,
} from './store';

/** A reservation: its party and the token that lets this browser change it. */
export interface ReservedIdentity {
  partyId: string;
  updateToken: string;
}

/**
 * Why a reservation is refused: its username is an account's, or the reservation it names may no
 * longer be changed (a wrong token, a purchase completed with it, or replaced since).
 */
export type ReserveFailure = { kind: 'usernameTaken' } | { kind: 'reservationClosed' };

type Reservation = z.output<typeof ReserveIdentityRequest>;

/**
 * Frees a username held by another party's reservation that no purchase completed with (a
 * squatter's, or an abandoned one): it counts for nothing, so it gives way. False when the
 * username belongs to an account (active, or awaiting activation).
 */
async function freeUsername(tx: Queryable, username: string, partyId?: string): Promise<boolean> {
  const holder = await findAccountByUsername(tx, username, true);
  if (!holder || holder.partyId === partyId) return true;
  if (standingOf(holder) !== 'reservation') return false;
  return deleteUnusedReservation(tx, holder.partyId);
}

/**
 * Reserves an identity (product/accounts-and-sign-in.md#create-account): a new account, which stays
 * a reservation (no sign-in, not an existing account) until a purchase completes with it and its
 * email is proven by the activation link; its profile comes with its first login, as a login gives
 * one to every account without one. A reservation already holding the username is replaced; an
 * account is not. With the partyId and updateToken of an earlier answer it changes that reservation
 * instead, while no purchase has completed with it. Each answer carries a new update token. The
 * password is hashed before any transaction, so no lock waits on scrypt.
 */
export async function reserveIdentity(
  { db, clock, passwordHashCost }: ModuleContext,
  request: Reservation,
): Promise<Outcome<ReservedIdentity, ReserveFailure>> {
  const passwordHash = await hashPassword(request.password, passwordHashCost);
  const updateToken = newSecretToken();
  const fields = {
    username: request.username,
    passwordHash,
    employeeId: request.employeeId ?? null,
    updateTokenHash: tokenHash(updateToken),
  };
  const { partyId, updateToken: presented } = request;
  if (partyId === undefined || presented === undefined) {
    const newPartyId = randomUUID();
    return db.transaction(async (tx): Promise<Outcome<ReservedIdentity, ReserveFailure>> => {
      const account = {
        ...fields,
        partyId: newPartyId,
        activated: false,
        awaitingActivationSince: null,
        suspendedByStaff: false,
        mustChangePassword: false,
      };
      const inserted =
        (await freeUsername(tx, request.username)) && (await insertAccount(tx, account, clock()));
      if (!inserted) return fail({ kind: 'usernameTaken' });
      return succeed({ partyId: newPartyId, updateToken });
    });
  }
  return db.transaction(async (tx): Promise<Outcome<ReservedIdentity, ReserveFailure>> => {
    const account = await findAccountByPartyId(tx, partyId, true);
    const changeable =
      account !== undefined &&
      standingOf(account) === 'reservation' &&
      account.updateTokenHash !== null &&
      tokenMatches(presented, account.updateTokenHash);
    if (!changeable) return fail({ kind: 'reservationClosed' });
    if (!(await freeUsername(tx, request.username, partyId))) {
      return fail({ kind: 'usernameTaken' });
    }
    await updateReservation(tx, { ...fields, partyId });
    return succeed({ partyId, updateToken });
  });
}

/**
 * A new update token for a reservation whose first answer was lost (a repeated request with the
 * same Idempotency-Key): only the hash is kept, so the first token cannot be told again; the new
 * one replaces it. Undefined once the reservation can no longer be changed.
 */
export async function renewUpdateToken(
  db: Queryable,
  partyId: string,
): Promise<string | undefined> {
  const account = await findAccountByPartyId(db, partyId);
  if (!account || standingOf(account) !== 'reservation') return undefined;
  const updateToken = newSecretToken();
  await setUpdateTokenHash(db, partyId, tokenHash(updateToken));
  return updateToken;
}
