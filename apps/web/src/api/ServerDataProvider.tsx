import type { ReactNode } from 'react';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * The query cache the app reads server data through (docs/decisions/0015), set as the spec calls
 * the API: a failure opens the error modal at once, so nothing is retried; nothing is asked again
 * because the window got focus or the network came back; a call made offline fails like any other
 * instead of waiting; and an answer is kept only while a screen shows it, since every entry to a
 * step asks again (product/wizard.md#page-loads-and-the-current-step: each step on load
 * synchronises). A read that is asked once per page load says so itself (the feature flags).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
        gcTime: 0,
      },
    },
  });
}

/** Gives what it renders one query cache, for as long as it is mounted: the app's, or a test's. */
export function ServerDataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
