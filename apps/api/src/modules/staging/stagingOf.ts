import type { Queryable } from '../../db/database';
import { findStaging, type StagingRecord } from './stagingStore';

export type { StagingRecord } from './stagingStore';

/** A staging by its id, with the request it kept and the account it bound; undefined if none. */
export function stagingOf(db: Queryable, stagingId: string): Promise<StagingRecord | undefined> {
  return findStaging(db, stagingId);
}
