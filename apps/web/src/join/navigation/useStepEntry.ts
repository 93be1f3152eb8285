import { useEffect, useState } from 'react';
import { guardStepLoad, type StepEntry } from './guardStepLoad';

/** One entry to a step: the guard's answer once known, and how to cancel its club check. */
interface Entry {
  readonly id: string;
  readonly controller: AbortController;
  /** The club check the answer waits for, until it is known. */
  checking?: Promise<unknown>;
  answer: StepEntry;
}

/**
 * The entry being guarded, until its step shows: a render that waits for the club check (React's
 * Suspense) runs again, and must find the same check rather than start another. One step is
 * entered at a time: entering another cancels a check still running (silently, as leaving a step
 * does).
 */
let guarding: Entry | undefined;

function enter(id: string, pathname: string, search: string, preload: () => void): Entry {
  if (guarding?.id === id) return guarding;
  if (guarding?.checking) guarding.controller.abort();
  const controller = new AbortController();
  const answer = guardStepLoad(pathname, search, controller.signal);
  const entry: Entry = { id, controller, answer: null };
  if (answer instanceof Promise) {
    entry.checking = answer.then((target) => {
      entry.answer = target;
      entry.checking = undefined;
    });
  } else {
    entry.answer = answer;
  }
  // The step's code downloads beside the club check, unless the guard sends the person elsewhere.
  if (typeof answer !== 'string') preload();
  guarding = entry;
  return entry;
}

/**
 * Runs the page-load guard once for this entry to a step (`id`: the history entry's key with the
 * address, so a new navigation is a new entry, the browser's Back and Forward included) and gives
 * its answer: null shows the step, a URL is where to go instead. While the guard synchronises the
 * club, the render suspends (the frame's Suspense shows its spinner), so nothing of the step shows
 * before it is allowed to.
 */
export function useStepEntry(
  id: string,
  pathname: string,
  search: string,
  preload: () => void,
): StepEntry {
  const [entry] = useState(() => enter(id, pathname, search, preload));
  useEffect(() => {
    // The step is shown: a later entry to the same address is guarded anew.
    if (guarding === entry) guarding = undefined;
  }, [entry]);
  // Suspends as React.lazy does, by throwing what it waits for. (React's `use` does the same in
  // the browser, but a render under a test's act() that suspends in `use` never resumes.)
  if (entry.checking) throw entry.checking;
  return entry.answer;
}
