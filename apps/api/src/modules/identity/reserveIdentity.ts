import { randomUUID } from 'node:crypto';
import type { ReserveIdentityRequest } from '@clubjoin/contract/identity';
import type { z } from 'zod';
import { provisionProfile } from '../profile/provisionProfile';
import type { ModuleContext } from '../moduleContext';
import { hashPassword } from './passwordHash';
import { newSecretToken, tokenHash, tokenMatches } from './secretToken';
import {
  findAccountByPartyId,
  insertAccount,
  isUsernameTakenByOther,
  updateReservation,
} from './store';

export type ReserveOutcome =
  | { ok: true; partyId: string; updateToken: string }
  | { ok: false; problem: 'usernameTaken' | 'reservationClosed' };

type Reservation = z.output<typeof ReserveIdentityRequest>;

/**
 * Reserves an identity (02 §4 create account): a new account, not activated until its purchase
 * completes, with an empty profile. With the partyId and updateToken of an earlier answer it
 * changes that reservation instead, as long as the account is not activated; each answer carries a
 * new update token. The password is hashed before any transaction, so no lock waits on scrypt.
 */
export async function reserveIdentity(
  { db, clock }: ModuleContext,
  request: Reservation,
): Promise<ReserveOutcome> {
  const passwordHash = await hashPassword(request.password);
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
    return db.transaction(async (tx) => {
      const account = {
        ...fields,
        partyId: newPartyId,
        activated: false,
        suspendedByStaff: false,
        mustChangePassword: false,
      };
      if (!(await insertAccount(tx, account, clock())))
        return { ok: false, problem: 'usernameTaken' };
      await provisionProfile(tx, newPartyId);
      return { ok: true, partyId: newPartyId, updateToken };
    });
  }
  return db.transaction(async (tx) => {
    const account = await findAccountByPartyId(tx, partyId, true);
    const changeable =
      account !== undefined &&
      !account.activated &&
      account.updateTokenHash !== null &&
      tokenMatches(presented, account.updateTokenHash);
    if (!changeable) return { ok: false, problem: 'reservationClosed' };
    if (await isUsernameTakenByOther(tx, request.username, partyId)) {
      return { ok: false, problem: 'usernameTaken' };
    }
    await updateReservation(tx, { ...fields, partyId });
    return { ok: true, partyId, updateToken };
  });
}
