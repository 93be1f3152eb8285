import type { UseQueryResult } from '@tanstack/react-query';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointOutput } from '@clubjoin/contract/endpoint';
import type { ApiError } from './ApiError';
import type { TrackedCallOptions } from './trackedCall';
import { trackedCall } from './trackedCall';

/** How a read goes through the tracker: its spinner message, headers and the failures it shows itself. */
export type TrackedQueryOptions = Omit<TrackedCallOptions, 'signal'>;

/**
 * A read of an endpoint through the query cache and the error and loading tracker of
 * product/errors-and-messages.md#tracked-calls: keyed by the endpoint, its input and headers,
 * fetched with `trackedCall` (so it counts toward the spinner overlay, a failure opens the error
 * modal, and leaving the screen cancels it silently). No input: nothing to ask yet, and nothing is
 * asked.
 */
export function trackedQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: TrackedQueryOptions = {},
) {
  return queryOptions<EndpointOutput<E>, ApiError>({
    queryKey: [...endpointQueryKey(endpoint), input ?? null, options.headers ?? null],
    queryFn:
      input === undefined
        ? skipToken
        : ({ signal }) => trackedCall(endpoint, input, { ...options, signal }),
  });
}

/** The key every read of an endpoint starts with, whatever its input: to refresh them all. */
export function endpointQueryKey(endpoint: Endpoint): readonly unknown[] {
  return [endpoint.method, endpoint.path];
}

/**
 * Server data a screen shows or acts on (docs/decisions/0015): the one way the web app reads the
 * API from a component. Undefined data until the answer comes; after a failure, the error.
 */
export function useTrackedQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: TrackedQueryOptions = {},
): UseQueryResult<EndpointOutput<E>, ApiError> {
  return useQuery(trackedQuery(endpoint, input, options));
}
