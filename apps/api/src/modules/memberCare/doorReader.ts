import { tokenHash, tokenMatches } from '../identity/secretToken';
import type { ModuleContext } from '../moduleContext';

/**
 * The club whose door reader presented `key` (DOOR_READER_KEYS, docs/decisions/0024), or undefined
 * for a key no club has. Every club's key is compared in constant time, so the answer's timing
 * tells nothing of the keys.
 */
export function doorReaderClub(context: ModuleContext, key: string): string | undefined {
  let club: string | undefined;
  for (const [clubId, clubKey] of context.doorReaderKeys) {
    if (tokenMatches(key, tokenHash(clubKey))) club = clubId;
  }
  return club;
}
