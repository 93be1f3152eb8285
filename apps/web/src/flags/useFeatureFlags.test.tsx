// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAG_VALUES, FLAG_INIT_TIMEOUT_MS } from '@clubjoin/domain/flags/featureFlags';
import { forgetFeatureFlags, useFeatureFlags } from './useFeatureFlags';

const context = {
  country: 'US',
  clubId: '5',
  stateAbbr: 'MN',
  experienceType: 'prospect',
} as const;
const evaluated = {
  'add-payment-form': true,
  'click-to-cancel': false,
  'in-club-membership-options': true,
};

/** The flag requests the page made, and what the flags endpoint answers. */
const flagRequests: string[] = [];
let flagsAnswer: (signal: AbortSignal | undefined) => Promise<Response>;

beforeEach(() => {
  flagRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.startsWith('/api/flags')) return new Response(null, { status: 204 });
      flagRequests.push(url);
      return flagsAnswer(init?.signal ?? undefined);
    }),
  );
});

afterEach(() => {
  cleanup();
  forgetFeatureFlags();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useFeatureFlags (product/decisions-and-platform.md#feature-flags)', () => {
  it('gives the defaults while loading, then the values evaluated for the context', async () => {
    flagsAnswer = async () => Response.json(evaluated);

    const { result } = renderHook(() => useFeatureFlags(context));

    expect(result.current).toEqual({ flags: DEFAULT_FLAG_VALUES, ready: false });
    await waitFor(() => expect(result.current).toEqual({ flags: evaluated, ready: true }));
    expect(flagRequests).toEqual([
      '/api/flags?country=US&clubId=5&stateAbbr=MN&experienceType=prospect',
    ]);
  });

  it('uses the defaults when the flags service fails', async () => {
    flagsAnswer = async () => Response.json({ message: 'down' }, { status: 503 });

    const { result } = renderHook(() => useFeatureFlags(context));

    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.flags).toEqual(DEFAULT_FLAG_VALUES);
  });

  it('uses the defaults when the flags do not arrive within 5 s', async () => {
    vi.useFakeTimers();
    // An answer that never comes: only the time limit's abort ends the request.
    flagsAnswer = (signal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason));
      });

    const { result } = renderHook(() => useFeatureFlags(context));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FLAG_INIT_TIMEOUT_MS - 1);
    });
    expect(result.current.ready).toBe(false);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toEqual({ flags: DEFAULT_FLAG_VALUES, ready: true });
  });

  it('asks once for screens that share a context', async () => {
    flagsAnswer = async () => Response.json(evaluated);

    const first = renderHook(() => useFeatureFlags(context));
    const second = renderHook(() => useFeatureFlags(context));

    await waitFor(() => expect(second.result.current.ready).toBe(true));
    expect(first.result.current.flags).toEqual(evaluated);
    expect(flagRequests).toHaveLength(1);
  });

  it('leaves out context values the endpoint cannot take', async () => {
    flagsAnswer = async () => Response.json(evaluated);

    const { result } = renderHook(() =>
      useFeatureFlags({ country: 'MX', clubId: '5', stateAbbr: 'mn' }),
    );

    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(flagRequests).toEqual(['/api/flags?clubId=5']);
  });
});
