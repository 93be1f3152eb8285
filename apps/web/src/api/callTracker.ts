import { create } from 'zustand';
import type { CallErrors } from '@clubjoin/domain/calls/callErrors';
import {
  NO_CALL_ERRORS,
  recordCallFailure,
  recordCallSuccess,
} from '@clubjoin/domain/calls/callErrors';
import { loadingCountAfter } from '@clubjoin/domain/calls/loadingCounter';

/**
 * The loading and error state of every tracked API call
 * (product/errors-and-messages.md#tracked-calls: an error and loading tracker).
 */
export interface CallTrackerState {
  /** Counted calls in flight (product/wizard.md#loading-indicators). */
  readonly loadingCount: number;
  /**
   * The message of the latest counted call, shown beside the spinner
   * (product/wizard.md#loading-indicators).
   */
  readonly loadingMessage: string | undefined;
  /** The error held per failed call (product/errors-and-messages.md#tracked-calls). */
  readonly errors: CallErrors;
}

export const callTracker = create<CallTrackerState>()(() => ({
  loadingCount: 0,
  loadingMessage: undefined,
  errors: NO_CALL_ERRORS,
}));

/**
 * A counted call started (product/wizard.md#loading-indicators: +1), with its optional spinner
 * message.
 */
export function callStarted(message: string | undefined): void {
  callTracker.setState((state) => ({
    loadingCount: loadingCountAfter(state.loadingCount, 'request'),
    loadingMessage: message,
  }));
}

/** A counted call ended, whichever way (product/wizard.md#loading-indicators: −1). */
export function callEnded(): void {
  callTracker.setState((state) => {
    const loadingCount = loadingCountAfter(state.loadingCount, 'response');
    return { loadingCount, loadingMessage: loadingCount === 0 ? undefined : state.loadingMessage };
  });
}

/**
 * A call to `url` answered (product/errors-and-messages.md#tracked-calls: clears that URL's error).
 */
export function callSucceeded(url: string): void {
  callTracker.setState((state) => ({ errors: recordCallSuccess(state.errors, url) }));
}

/**
 * A call to `url` failed, not by cancellation (product/errors-and-messages.md#tracked-calls:
 * records the error against its URL).
 */
export function callFailed(url: string, message: string): void {
  callTracker.setState((state) => ({ errors: recordCallFailure(state.errors, url, message) }));
}

/** The person closed the error modal: the errors it showed are let go. */
export function dismissCallErrors(): void {
  callTracker.setState({ errors: NO_CALL_ERRORS });
}
