// @vitest-environment happy-dom
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { postLog } from '@clubjoin/contract/logs';
import { setupFakeApi } from '../../testing/fakeApi';
import { readCookie } from '../cookies/cookieJar';
import { createPersistedStore } from './persistedStore';

const Notes = z.object({ note: z.string(), count: z.number().int() });
type Notes = z.infer<typeof Notes>;
const INITIAL: Notes = { note: '', count: 0 };

/** The store as a page load creates it, reading its cookie. */
const loadStore = () => createPersistedStore<Notes>('club', Notes, INITIAL);

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
  it('writes its state to its own lt-oms- cookie, compressed', () => {
    loadStore().setState({ note: 'two adults and a junior', count: 3 });

    const value = readCookie('lt-oms-club') ?? '';
    expect(value).not.toContain('adults');
    expect(JSON.parse(decompressFromEncodedURIComponent(value))).toEqual({
      state: { note: 'two adults and a junior', count: 3 },
      version: 1,
    });
  });

  it('writes the cookie on path / to live 3600 seconds from this write', () => {
    const written = vi.spyOn(document, 'cookie', 'set');

    loadStore().setState({ count: 1 });

    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]?.[0]).toMatch(
      /^lt-oms-club=[A-Za-z0-9+$-]+; path=\/; max-age=3600; samesite=lax$/,
    );
  });

  it('reads its state back on the next page load', () => {
    loadStore().setState({ note: 'kept', count: 2 });

    expect(loadStore().getState()).toEqual({ note: 'kept', count: 2 });
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
  ])('starts from its initial state with %s', (_case, value) => {
    if (value !== undefined) document.cookie = `lt-oms-club=${value}; path=/`;

    expect(loadStore().getState()).toEqual(INITIAL);
  });

  it('expires its cookie when its storage is cleared', () => {
    const store = loadStore();
    store.setState({ count: 4 });

    store.persist.clearStorage();

    expect(readCookie('lt-oms-club')).toBeUndefined();
  });

  it('logs a cookie longer than 4096 characters as an error, and still writes it', async () => {
    // Text that does not compress: every character is new to lz-string's dictionary.
    const note = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('');

    loadStore().setState({ note });

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
    loadStore().setState({ note: 'x'.repeat(4000) });

    expect(await logged()).toEqual([]);
  });
});
