import { Club } from '@clubjoin/contract/catalog/club';
import type { z } from 'zod';
import type { Queryable } from '../db/database';

/** One catalog file: its schema, the field that identifies a record, and how a record is stored. */
export interface CatalogCollection<Schema extends z.ZodType = z.ZodType> {
  file: string;
  schema: Schema;
  keyField: string;
  insert(tx: Queryable, record: z.output<Schema>): Promise<void>;
}

function collection<Schema extends z.ZodType>(
  definition: CatalogCollection<Schema>,
): CatalogCollection {
  return definition as unknown as CatalogCollection;
}

/** The catalog files, in load order (a file may refer to records of the files before it). */
export const catalogCollections: readonly CatalogCollection[] = [
  collection({
    file: 'clubs.json',
    schema: Club,
    keyField: 'mmsClubId',
    async insert(tx, club) {
      await tx.query(
        `INSERT INTO clubs (mms_club_id, name, country, state_abbr, open_status, club_type_id,
           latitude, longitude, domain_prefix, record)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          club.mmsClubId,
          club.name,
          club.country,
          club.stateAbbr,
          club.open,
          club.clubTypeId,
          club.latitude,
          club.longitude,
          club.domainPrefix,
          JSON.stringify(club),
        ],
      );
    },
  }),
];
