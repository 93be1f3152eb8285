import { describe, expect, it } from 'vitest';
import type { LoadingEvent } from './loadingCounter';
import {
  SUPPRESS_LOADING,
  countsTowardLoading,
  isLoading,
  loadingCountAfter,
} from './loadingCounter';

describe('the loading counter (product/wizard.md#loading-indicators)', () => {
  it.each<[string, number, LoadingEvent, number]>([
    ['a request raises it by one', 0, 'request', 1],
    ['a second request in flight raises it again', 1, 'request', 2],
    ['a response lowers it by one', 2, 'response', 1],
    ['the last response brings it to zero', 1, 'response', 0],
    ['a response it never saw start leaves it at zero', 0, 'response', 0],
  ])('%s', (_rule, count, event, after) => {
    expect(loadingCountAfter(count, event)).toBe(after);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [3, true],
  ])('with %i calls in flight, loading is %s', (count, loading) => {
    expect(isLoading(count)).toBe(loading);
  });
});

describe("a message containing 'Suppress Loading' (product/errors-and-messages.md#tracked-calls)", () => {
  it('is the text of the spec', () => {
    expect(SUPPRESS_LOADING).toBe('Suppress Loading');
  });

  it.each<[string, string | undefined, boolean]>([
    ['a request without a message counts', undefined, true],
    ['a request with a spinner message counts', 'Finding clubs near you', true],
    ['the marker alone suppresses it', 'Suppress Loading', false],
    ['the marker inside a longer message suppresses it', 'Pool passes (Suppress Loading)', false],
    ['the marker in another letter case does not', 'suppress loading', true],
  ])('%s', (_rule, message, counts) => {
    expect(countsTowardLoading(message)).toBe(counts);
  });
});
