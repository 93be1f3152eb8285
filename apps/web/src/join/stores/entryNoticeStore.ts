import type { EntryNotice } from '@clubjoin/domain/wizard/entrySale';
import { create } from 'zustand';

/**
 * Why the entry link's sale was not opened as it asked (decision 0017: an unknown category, no
 * Executive Signature at the club, a restricted membership without its proof), until the person
 * dismisses it. Not persisted: it is told once, on the step initialize leads to.
 */
export const entryNoticeStore = create<{ notice: EntryNotice | undefined }>(() => ({
  notice: undefined,
}));

export function showEntryNotice(notice: EntryNotice | undefined): void {
  entryNoticeStore.setState({ notice });
}
