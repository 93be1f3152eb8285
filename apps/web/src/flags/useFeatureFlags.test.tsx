// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { defaultScheduler, notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getFlags } from '@clubjoin/contract/flags';
import { postLog } from '@clubjoin/contract/logs';
import { DEFAULT_FLAG_VALUES, FLAG_INIT_TIMEOUT_MS } from '@clubjoin/domain/flags/featureFlags';
import { createQueryClient } from '../api/ServerDataProvider';
import { failure, setupFakeApi } from '../testing/fakeApi';
import { useFeatureFlags } from './useFeatureFlags';

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

/** The flags endpoint, as each test answers it; a failure to get the flags is logged. */
const api = setupFakeApi();
/** The flag requests the page made. */
const flagRequests = async () => (await api.calls(getFlags)).map(({ url }) => url);

/** The page's query cache: one per test, shared by the screens the test renders. */
let queryClient = createQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  api.answer(postLog, null);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  queryClient = createQueryClient();
  vi.useRealTimers();
  notifyManager.setScheduler(defaultScheduler);
});

describe('useFeatureFlags (product/decisions-and-platform.md#feature-flags)', () => {
  it('gives the defaults while loading, then the values evaluated for the context', async () => {
    api.answer(getFlags, evaluated);

    const { result } = renderHook(() => useFeatureFlags(context), { wrapper });

    expect(result.current).toEqual({ flags: DEFAULT_FLAG_VALUES, ready: false });
    await waitFor(() => expect(result.current).toEqual({ flags: evaluated, ready: true }));
    expect(await flagRequests()).toEqual([
      '/api/flags?country=US&clubId=5&stateAbbr=MN&experienceType=prospect',
    ]);
  });

  it('uses the defaults when the flags service fails', async () => {
    api.answer(getFlags, failure(503, 'down'));

    const { result } = renderHook(() => useFeatureFlags(context), { wrapper });

    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.flags).toEqual(DEFAULT_FLAG_VALUES);
  });

  it('uses the defaults when the flags do not arrive within 5 s', async () => {
    vi.useFakeTimers();
    // The query cache tells screens in a timer of 0 ms, which fake timers would hold back.
    notifyManager.setScheduler(queueMicrotask);
    // An answer that never comes: only the time limit's abort ends the request.
    api.answer(getFlags, () => new Promise<never>(() => undefined));

    const { result } = renderHook(() => useFeatureFlags(context), { wrapper });
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
    api.answer(getFlags, evaluated);

    const first = renderHook(() => useFeatureFlags(context), { wrapper });
    const second = renderHook(() => useFeatureFlags(context), { wrapper });

    await waitFor(() => expect(second.result.current.ready).toBe(true));
    expect(first.result.current.flags).toEqual(evaluated);
    expect(await flagRequests()).toHaveLength(1);
  });

  it('leaves out context values the endpoint cannot take', async () => {
    api.answer(getFlags, evaluated);

    const { result } = renderHook(
      () => useFeatureFlags({ country: 'MX', clubId: '5', stateAbbr: 'mn' }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(await flagRequests()).toEqual(['/api/flags?clubId=5']);
  });
});
