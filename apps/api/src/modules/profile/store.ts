import type { Personalization, RecentClubs } from '@clubjoin/contract/profile';
import { type GuestPassDetails, ZERO_CACHE_DATE } from '@clubjoin/domain/accounts/guestPass';
import type { Queryable } from '../../db/database';

/**
 * A profile as stored: personalization and the member figures as last cached
 * (product/accounts-and-sign-in.md#profile).
 */
export interface StoredProfile {
  partyId: string;
  personalization: Personalization;
  guestPasses: GuestPassDetails;
}

interface ProfileRow {
  party_id: string;
  personalization: Personalization;
  last_cache_date: string;
  club_visits: number;
  guest_pass_period: 'month' | 'year';
  guest_pass_balance: number;
  guest_pass_total: number;
}

/** The personalization of a new profile: no recent clubs. */
function emptyPersonalization(): Personalization {
  return { MYLT: { meta: { recentClubs: [] } } };
}

/**
 * The figures of a profile never cached: the zero date of product/accounts-and-sign-in.md#profile
 * and nothing counted.
 */
const NEVER_CACHED: GuestPassDetails = {
  lastCacheDate: ZERO_CACHE_DATE,
  clubVisits: 0,
  guestPassPeriod: 'month',
  guestPassBalance: 0,
  guestPassTotal: 0,
};

/** Stores a profile, unless the party already has one. */
export async function insertProfile(db: Queryable, profile: StoredProfile): Promise<void> {
  const figures = profile.guestPasses;
  await db.query(
    `INSERT INTO profiles (party_id, personalization, last_cache_date, club_visits,
       guest_pass_period, guest_pass_balance, guest_pass_total)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (party_id) DO NOTHING`,
    [
      profile.partyId,
      JSON.stringify(profile.personalization),
      figures.lastCacheDate,
      figures.clubVisits,
      figures.guestPassPeriod,
      figures.guestPassBalance,
      figures.guestPassTotal,
    ],
  );
}

/** Gives a party an empty, never-cached profile unless it has one (a new identity, a login). */
export async function createProfile(db: Queryable, partyId: string): Promise<void> {
  await insertProfile(db, {
    partyId,
    personalization: emptyPersonalization(),
    guestPasses: NEVER_CACHED,
  });
}

export async function findProfile(
  db: Queryable,
  partyId: string,
): Promise<StoredProfile | undefined> {
  const [row] = await db.query<ProfileRow>(
    `SELECT party_id, personalization, last_cache_date, club_visits, guest_pass_period,
       guest_pass_balance, guest_pass_total
     FROM profiles WHERE party_id = $1`,
    [partyId],
  );
  return (
    row && {
      partyId: row.party_id,
      personalization: row.personalization,
      guestPasses: {
        lastCacheDate: row.last_cache_date,
        clubVisits: row.club_visits,
        guestPassPeriod: row.guest_pass_period,
        guestPassBalance: row.guest_pass_balance,
        guestPassTotal: row.guest_pass_total,
      },
    }
  );
}

export async function deleteStoredProfile(db: Queryable, partyId: string): Promise<void> {
  await db.query('DELETE FROM profiles WHERE party_id = $1', [partyId]);
}

/** Replaces the recent clubs; answers the new personalization, or undefined with no profile. */
export async function saveRecentClubs(
  db: Queryable,
  partyId: string,
  recentClubs: RecentClubs,
): Promise<Personalization | undefined> {
  const [row] = await db.query<{ personalization: Personalization }>(
    `UPDATE profiles
     SET personalization = jsonb_set(personalization, '{MYLT,meta,recentClubs}', $2::jsonb, true)
     WHERE party_id = $1
     RETURNING personalization`,
    [partyId, JSON.stringify(recentClubs)],
  );
  return row?.personalization;
}
