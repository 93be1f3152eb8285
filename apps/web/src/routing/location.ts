import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';
import {
  navigate,
  useBrowserLocation,
  useHistoryState,
  useSearch,
} from 'wouter/use-browser-location';

/**
 * One entry of the browser's history as the app tells entries apart: a key of its own (a new one
 * for each navigation, a replace included; the entry the visit opened on has none of its own) and
 * the state the navigation gave it (why the person was sent to club choice, say).
 */
export interface HistoryEntry {
  readonly key: string;
  readonly state: unknown;
}

/** The key of the entry the app opened on, which no navigation of the app wrote. */
export const FIRST_ENTRY_KEY = 'default';

/** The history state the app writes: the navigation's own state beside the entry's key. */
interface EntryState {
  readonly key: string;
  readonly usr?: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A location hook (wouter's `Router hook`) whose entries also tell their key and state. */
export interface AppLocationHook {
  (): [string, (to: string, options?: NavigateOptions) => void];
  searchHook: () => string;
  entryHook: () => HistoryEntry;
}

/** A key for a new history entry. */
export const entryKey = () => Math.random().toString(36).slice(2, 10);

/** The entry shown, by the history state it was read from. */
let shown: { readonly from: unknown; readonly entry: HistoryEntry } = {
  from: null,
  entry: { key: FIRST_ENTRY_KEY, state: null },
};

const isEntryState = (state: unknown): state is EntryState =>
  typeof state === 'object' && state !== null && 'key' in state;

/**
 * The entry a history state is. Every entry of the app has a key (useFirstEntryMarked marks the
 * one the visit opened on); one without is a jump to a fragment of the page (the skip link), which
 * stays the entry it was on, so its step is neither drawn anew nor guarded again.
 */
function entryOf(state: unknown): HistoryEntry {
  if (state === shown.from) return shown.entry;
  const entry = isEntryState(state) ? { key: state.key, state: state.usr ?? null } : shown.entry;
  shown = { from: state, entry };
  return entry;
}

/** Marks the entry the visit opened on with the first entry's key, as the app's navigations do. */
export function useFirstEntryMarked(): void {
  useEffect(() => {
    const state: unknown = history.state;
    if (!isEntryState(state)) history.replaceState({ key: FIRST_ENTRY_KEY, usr: state }, '');
  }, []);
}

function useBrowserEntry(): HistoryEntry {
  const state: unknown = useHistoryState();
  return entryOf(state);
}

/**
 * The app's location: the browser's address and history (wouter's browser location), each entry
 * written with a key and its state, so that a screen can tell a new arrival from a re-render
 * (StepHeading's focus) and read what the navigation handed it.
 */
export const browserLocation: AppLocationHook = Object.assign(
  (): ReturnType<AppLocationHook> => [
    useBrowserLocation()[0],
    (to: string, { replace = false, state }: NavigateOptions = {}) =>
      navigate(to, { replace, state: { key: entryKey(), usr: state } satisfies EntryState }),
  ],
  { searchHook: useSearch, entryHook: useBrowserEntry },
);

/** The history entry shown: its key and the state its navigation gave it. */
export function useHistoryEntry(): HistoryEntry {
  const { hook } = useRouter();
  return (hook as Partial<AppLocationHook>).entryHook?.() ?? { key: FIRST_ENTRY_KEY, state: null };
}

/**
 * The address's query as the address has it (`?a=1`, or '' for none). wouter's `useSearch` decodes
 * it first, which turns an encoded `%25` into a `%` the query's own decoding then misreads.
 */
export function useRawSearch(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  if (search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/** New query parameters, or how to make them from the current ones. */
type SearchParamsChange = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The address's query parameters, and a way to change them (on the same path; `replace` to keep
 * the history as it is), as read from the address itself (see useRawSearch).
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsChange, options?: NavigateOptions) => void,
] {
  const [pathname, navigate] = useLocation();
  const search = useRawSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsChange, options?: NavigateOptions) => {
      const query = (typeof next === 'function' ? next(params) : next).toString();
      navigate(query === '' ? pathname : `${pathname}?${query}`, options);
    },
    [navigate, params, pathname],
  );
  return [params, setParams];
}
