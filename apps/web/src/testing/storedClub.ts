import { Club } from '@clubjoin/contract/catalog/club';
import { getContentClub } from '@clubjoin/contract/content';
import { LISTED_CLUB } from '../join/navigation/clubSync.fixture';
import { clubStore } from '../join/stores/clubStore';
import type { FakeApi } from './fakeApi';

/**
 * Answers the club read every step load makes (the page-load guard's GET content/clubs/{clubId})
 * as the content service would when its list still holds the stored club: as stored, over a
 * listed club's other fields.
 */
export function answerStoredClub(api: FakeApi): void {
  api.answer(getContentClub, () => Club.parse({ ...LISTED_CLUB, ...clubStore.getState().club }));
}
