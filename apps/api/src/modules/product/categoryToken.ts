import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { signingKey } from '../auth/signingKey';

/**
 * What a category token holds (product/club-and-entry.md#sale-categories of GET .../couponcode):
 * the club and category whose coupon code it reveals, and the instant it stops working (epoch ms).
 */
const CategoryTokenClaims = z.object({
  mmsClubId: z.string(),
  category: z.string(),
  expiresAt: z.number().int(),
});
export type CategoryTokenClaims = z.infer<typeof CategoryTokenClaims>;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a token to its use, so no other sealed text of ours reads as one. */
const PURPOSE = 'clubjoin category coupon-code token v1';

/**
 * The token key: derived (HKDF) from the database's signing key, so every process sharing the
 * database reads the tokens any of them sealed, and the key itself is never used twice.
 */
async function tokenKey(db: Database): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await signingKey(db), Buffer.alloc(0), PURPOSE, 32));
}

/**
 * Seals a category token: AES-256-GCM over the claims, sent as base64url of iv, ciphertext and
 * tag. Whoever hands out a category's link (a company's benefits page, a campaign) seals one.
 */
export async function sealCategoryToken(
  db: Database,
  claims: CategoryTokenClaims,
): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await tokenKey(db), iv);
  cipher.setAAD(Buffer.from(PURPOSE));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(claims)), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * How long the token a category's link is given works (decision 0017): the length of a session
 * (product/wizard.md#session-timeout), so an entry that waits on the spinner still spends it.
 */
export const CATEGORY_LINK_TOKEN_LIFETIME_MS = 3_600_000;

/** The claims of a token this database's key sealed; undefined for any other text. */
async function openCategoryToken(
  db: Database,
  token: string,
): Promise<CategoryTokenClaims | undefined> {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', await tokenKey(db), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(PURPOSE));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    const opened = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const claims = CategoryTokenClaims.safeParse(JSON.parse(opened.toString('utf8')));
    return claims.success ? claims.data : undefined;
  } catch {
    // A wrong tag (tampered, or sealed by another key) fails the final step.
    return undefined;
  }
}

/**
 * The category a token names at a club: one this database's key sealed for that club that has
 * not expired at `now`; undefined for no token or any other.
 */
export async function tokenCategoryAt(
  db: Database,
  token: string | undefined,
  at: { clubId: string; now: Date },
): Promise<string | undefined> {
  const claims = token === undefined ? undefined : await openCategoryToken(db, token);
  return claims && claims.mmsClubId === at.clubId && claims.expiresAt > at.now.getTime()
    ? claims.category
    : undefined;
}
