import type { Club } from '@clubjoin/contract/catalog/club';
import type { ModuleContext } from '../moduleContext';
import { selectClubs } from './store';

/**
 * The content-managed club list (product/club-and-entry.md#clubs: clubs are taken from it by id):
 * every club of the catalog, by club id, answered from the catalog cache.
 */
export function listClubs({ db, catalogCache }: ModuleContext): Promise<Club[]> {
  return catalogCache.read('content.clubs', () => selectClubs(db));
}
