import { createStore } from 'zustand/vanilla';
import { WIZARD_STORES } from '../stores/wizardStores';

/**
 * When the person last did something that changed the enrolment
 * (product/accounts-and-sign-in.md#session-timeout), in epoch ms.
 */
export const sessionActivity = createStore<{ lastActivityMs: number }>(() => ({
  lastActivityMs: Date.now(),
}));

/**
 * Restarts the inactivity clock (product/accounts-and-sign-in.md#session-timeout: a store change,
 * or 'Yes, I need more time').
 */
export function markActivity(nowMs: number = Date.now()): void {
  sessionActivity.setState({ lastActivityMs: nowMs });
}

/**
 * Marks activity on any change of any wizard store
 * (product/accounts-and-sign-in.md#session-timeout); returns the function that stops it.
 */
export function trackStoreActivity(): () => void {
  const stops = WIZARD_STORES.map((store) => store.subscribe(() => markActivity()));
  return () => stops.forEach((stop) => stop());
}
