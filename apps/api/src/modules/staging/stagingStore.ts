import type { StageRequest } from '@clubjoin/contract/staging';
import type { Queryable } from '../../db/database';

/**
 * A cart's staging as kept (product/payment-and-confirmation.md#staging): its id and the party ids
 * it handed out.
 */
export interface StoredStaging {
  stagingId: string;
  primaryPartyId: string;
  additionalMemberPartyIds: string[];
  juniorMemberPartyIds: string[];
  /** The account the primary member joins with, bound by proof; undefined for none. */
  accountPartyId: string | undefined;
}

interface StagingRow {
  staging_id: string;
  primary_party_id: string;
  additional_member_party_ids: string[];
  junior_member_party_ids: string[];
  account_party_id: string | null;
}

const STAGING_COLUMNS = `staging_id, primary_party_id, additional_member_party_ids,
  junior_member_party_ids, account_party_id`;

function toStoredStaging(row: StagingRow): StoredStaging {
  return {
    stagingId: row.staging_id,
    primaryPartyId: row.primary_party_id,
    additionalMemberPartyIds: row.additional_member_party_ids,
    juniorMemberPartyIds: row.junior_member_party_ids,
    accountPartyId: row.account_party_id ?? undefined,
  };
}

/** A staging with the stage request it kept. */
export interface StagingWithRequest extends StoredStaging {
  request: StageRequest;
}

/** The staging of a cart, locked until the transaction ends; undefined before the first. */
export async function findStagingForUpdate(
  tx: Queryable,
  cartId: string,
): Promise<StagingWithRequest | undefined> {
  const [row] = await tx.query<StagingRow & { request: StageRequest }>(
    `SELECT ${STAGING_COLUMNS}, request FROM stagings WHERE cart_id = $1 FOR UPDATE`,
    [cartId],
  );
  return row && { ...toStoredStaging(row), request: row.request };
}

/**
 * What a staging stores: the party ids handed out and the request as sent
 * (product/payment-and-confirmation.md#staging).
 */
export interface StagingToSave extends StoredStaging {
  cartId: string;
  channel: string;
  request: unknown;
}

/**
 * Stores a cart's staging: a new one, or the cart's existing one updated
 * (product/payment-and-confirmation.md#staging: re-staging the same cart updates the same staging).
 * One statement keyed by the cart, so two first stagings racing still leave one. Answers the
 * staging id kept.
 */
export async function saveStaging(
  tx: Queryable,
  staging: StagingToSave,
  now: Date,
): Promise<string> {
  const rows = await tx.query<{ staging_id: string }>(
    `INSERT INTO stagings (staging_id, cart_id, channel, primary_party_id,
       additional_member_party_ids, junior_member_party_ids, account_party_id, request,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     ON CONFLICT (cart_id) DO UPDATE SET channel = EXCLUDED.channel,
       primary_party_id = EXCLUDED.primary_party_id,
       additional_member_party_ids = EXCLUDED.additional_member_party_ids,
       junior_member_party_ids = EXCLUDED.junior_member_party_ids,
       account_party_id = EXCLUDED.account_party_id,
       request = EXCLUDED.request, updated_at = EXCLUDED.updated_at
     RETURNING staging_id`,
    [
      staging.stagingId,
      staging.cartId,
      staging.channel,
      staging.primaryPartyId,
      staging.additionalMemberPartyIds,
      staging.juniorMemberPartyIds,
      staging.accountPartyId ?? null,
      JSON.stringify(staging.request),
      now,
    ],
  );
  // An INSERT … ON CONFLICT DO UPDATE … RETURNING answers exactly one row: the cart's staging.
  return (rows[0] as { staging_id: string }).staging_id;
}

/**
 * A staging with its cart and the stage request as kept: phones as digits, and every party id
 * (the purchaser's too) the one staging decided, never one a caller sent unproven.
 */
export interface StagingRecord extends StagingWithRequest {
  cartId: string;
  channel: StageRequest['channel'];
}

/** A staging by its id, undefined when there is none. */
export async function findStaging(
  db: Queryable,
  stagingId: string,
): Promise<StagingRecord | undefined> {
  const [row] = await db.query<
    StagingRow & { cart_id: string; channel: StagingRecord['channel']; request: StageRequest }
  >(`SELECT ${STAGING_COLUMNS}, cart_id, channel, request FROM stagings WHERE staging_id = $1`, [
    stagingId,
  ]);
  return (
    row && {
      ...toStoredStaging(row),
      cartId: row.cart_id,
      channel: row.channel,
      request: row.request,
    }
  );
}

/** The stage requests these carts' stagings kept, by cart id (a cart not staged has none). */
export async function findStagedRequestsOfCarts(
  db: Queryable,
  cartIds: readonly string[],
): Promise<Map<string, StageRequest>> {
  if (cartIds.length === 0) return new Map();
  const rows = await db.query<{ cart_id: string; request: StageRequest }>(
    'SELECT cart_id, request FROM stagings WHERE cart_id = ANY($1)',
    [cartIds],
  );
  return new Map(rows.map((row) => [row.cart_id, row.request]));
}

/** The stage request a cart's staging kept, undefined before the first staging. */
export async function findStagedRequestOfCart(
  db: Queryable,
  cartId: string,
): Promise<StageRequest | undefined> {
  const [row] = await db.query<{ request: StageRequest }>(
    'SELECT request FROM stagings WHERE cart_id = $1',
    [cartId],
  );
  return row?.request;
}
