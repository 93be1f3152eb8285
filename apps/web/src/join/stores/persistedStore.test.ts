// @vitest-environment happy-dom
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { postLog } from '@clubjoin/contract/logs';
import { setupFakeApi } from '../../testing/fakeApi';
import { readCookie } from '../cookies/cookieJar';
import { createPersistedStore, readStoredStores } from './persistedStore';

const Notes = z.object({ note: z.string(), count: z.number().int() });
type Notes = z.infer<typeof Notes>;
const INITIAL: Notes = { note: '', count: 0 };

/** The store as a page load creates it and reads its cookie before the first render. */
async function loadStore(loadSchema = async () => Notes) {
  const store = createPersistedStore<Notes>('club', loadSchema, INITIAL);
  await readStoredStores();
  return store;
}

const api = setupFakeApi();
/** The log lines the page sent to the server. */
const logged = async () => (await api.calls(postLog)).map(({ body }) => body);

beforeEach(() => {
  api.answer(postLog, null);
});

afterEach(() => {
  document.cookie = 'lt-oms-club=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.restoreAllMocks();
});

describe('a wizard store persisted in its cookie (product/wizard.md#stores-and-session-cookies)', () => {
  it('writes its state to its own lt-oms- cookie, compressed', async () => {
    (await loadStore()).setState({ note: 'two adults and a junior', count: 3 });

    const value = readCookie('lt-oms-club') ?? '';
    expect(value).not.toContain('adults');
    expect(JSON.parse(decompressFromEncodedURIComponent(value))).toEqual({
      state: { note: 'two adults and a junior', count: 3 },
      version: 1,
    });
  });

  it('writes the cookie on path / to live 3600 seconds from this write', async () => {
    const store = await loadStore();
    const written = vi.spyOn(document, 'cookie', 'set');

    store.setState({ count: 1 });

    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]?.[0]).toMatch(
      /^lt-oms-club=[A-Za-z0-9+$-]+; path=\/; max-age=3600; samesite=lax$/,
    );
  });

  it('reads its state back on the next page load', async () => {
    (await loadStore()).setState({ note: 'kept', count: 2 });

    expect((await loadStore()).getState()).toEqual({ note: 'kept', count: 2 });
  });

  it('loads its schema only when there is a cookie to read (a first visit needs no zod)', async () => {
    const loadSchema = vi.fn(async () => Notes);
    (await loadStore(loadSchema)).setState({ note: 'written, not read', count: 1 });
    expect(loadSchema).not.toHaveBeenCalled();

    expect((await loadStore(loadSchema)).getState()).toEqual({
      note: 'written, not read',
      count: 1,
    });
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no cookie', undefined],
    ['a cookie that does not decompress', '%%%'],
    [
      'a cookie of another shape',
      compressToEncodedURIComponent(JSON.stringify({ state: { note: 7 }, version: 1 })),
    ],
    [
      'a cookie of another version and shape',
      compressToEncodedURIComponent(JSON.stringify({ state: { notes: [] }, version: 0 })),
    ],
  ])('starts from its initial state with %s', async (_case, value) => {
    if (value !== undefined) document.cookie = `lt-oms-club=${value}; path=/`;

    expect((await loadStore()).getState()).toEqual(INITIAL);
  });

  it('starts from its initial state, and logs why, when its schema cannot download', async () => {
    (await loadStore()).setState({ note: 'kept', count: 2 });

    const store = await loadStore(() => Promise.reject(new Error('Failed to fetch')));

    expect(store.getState()).toEqual(INITIAL);
    expect(await logged()).toEqual([
      {
        level: 'warning',
        message: 'The lt-oms-club store could not be read: its schema did not load',
        page: '/',
      },
    ]);
  });

  it('expires its cookie when its storage is cleared', async () => {
    const store = await loadStore();
    store.setState({ count: 4 });

    store.persist.clearStorage();

    expect(readCookie('lt-oms-club')).toBeUndefined();
  });

  it('logs a cookie longer than 4096 characters as an error, and still writes it', async () => {
    // Text that does not compress: every character is new to lz-string's dictionary.
    const note = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('');

    (await loadStore()).setState({ note });

    const length = `lt-oms-club=${readCookie('lt-oms-club')}`.length;
    expect(length).toBeGreaterThan(4096);
    expect(await logged()).toEqual([
      {
        level: 'error',
        message: `The lt-oms-club cookie is ${length} characters long, over the 4096 a browser keeps`,
        page: '/',
      },
    ]);
  });

  it('logs nothing for a cookie within 4096 characters', async () => {
    (await loadStore()).setState({ note: 'x'.repeat(4000) });

    expect(await logged()).toEqual([]);
  });
});
