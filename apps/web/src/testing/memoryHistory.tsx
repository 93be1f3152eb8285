import type { JSXElementConstructor, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { act, render } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AppLocationHook, HistoryEntry, NavigateOptions } from '../routing/location';
import { entryKey, FIRST_ENTRY_KEY } from '../routing/location';

interface MemoryEntry extends HistoryEntry {
  readonly path: string;
}

/** A browser history in memory, as the app's routes see the browser's (routing/location.ts). */
export interface MemoryHistory {
  /** The location hook to hand wouter's Router. */
  readonly hook: AppLocationHook;
  /** The address shown. */
  readonly location: { readonly pathname: string; readonly search: string };
  /** How the address shown was reached: a new entry, one replaced, or the Back button. */
  readonly action: 'PUSH' | 'REPLACE' | 'POP';
  /** A navigation as the app's links make it. */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** The browser's Back button. */
  back(): Promise<void>;
}

/**
 * A history whose entries are `paths`, the last one shown; the app's navigations add or replace
 * entries with a key and state each, as in the browser. wouter's memory location holds the address.
 */
export function memoryHistory(paths: readonly string[]): MemoryHistory {
  const entries: MemoryEntry[] = paths.map((path, index) => ({
    path,
    key: index === paths.length - 1 ? FIRST_ENTRY_KEY : entryKey(),
    state: null,
  }));
  let index = entries.length - 1;
  let action: MemoryHistory['action'] = 'POP';
  const memory = memoryLocation({ path: paths.at(-1) ?? '/' });
  let listeners: (() => void)[] = [];
  const subscribe = (listener: () => void) => {
    listeners = [...listeners, listener];
    return () => {
      listeners = listeners.filter((other) => other !== listener);
    };
  };
  const shown = () => entries[index] ?? { path: '/', key: FIRST_ENTRY_KEY, state: null };
  const useShownEntry = () => useSyncExternalStore(subscribe, shown);
  const show = () => {
    memory.navigate(shown().path);
    for (const listener of listeners) listener();
  };
  const navigate = (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    const entry = { path: to, key: entryKey(), state };
    if (replace) entries[index] = entry;
    else entries.splice(++index, entries.length, entry);
    action = replace ? 'REPLACE' : 'PUSH';
    show();
  };
  const hook: AppLocationHook = Object.assign(
    (): ReturnType<AppLocationHook> => [memory.hook()[0], navigate],
    {
      searchHook: memory.searchHook,
      entryHook: useShownEntry,
    },
  );
  return {
    hook,
    get location() {
      const [pathname = '', search = ''] = shown().path.split('?');
      return { pathname, search: search === '' ? '' : `?${search}` };
    },
    get action() {
      return action;
    },
    navigate: (to, options) =>
      act(async () => {
        navigate(to, options);
      }),
    back: () =>
      act(async () => {
        index = Math.max(0, index - 1);
        action = 'POP';
        show();
      }),
  };
}

/**
 * Renders `ui` (a page, a route list such as `routes(...)`, the wizard's JoinRoutes) on a history
 * in memory whose entries are `at` (the last one shown), as the app's Router gives it the browser's.
 */
export function renderAt(
  at: string | readonly string[],
  ui: ReactNode,
  options: { wrapper?: JSXElementConstructor<{ children: ReactNode }> } = {},
): MemoryHistory {
  const history = memoryHistory(typeof at === 'string' ? [at] : at);
  render(<Router hook={history.hook}>{ui}</Router>, options);
  return history;
}

/** A route per address, each showing its element. */
export function routes(byPath: Readonly<Record<string, ReactNode>>) {
  return (
    <Switch>
      {Object.entries(byPath).map(([path, element]) => (
        <Route key={path} path={path}>
          {element}
        </Route>
      ))}
    </Switch>
  );
}
