/**
 * What a rule or a use case answers when it may refuse: its value, or the expected failure that
 * stops it. A failure is a value, never an exception, so whoever calls decides what it means to
 * its own caller (the API's routes turn failures into HTTP answers; the browser shows them).
 * Unexpected errors, bugs among them, are still thrown.
 */
export type Outcome<T, F> = Success<T> | Failure<F>;

export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Failure<F> {
  readonly ok: false;
  readonly failure: F;
}

/** A success: with its value, or with none for a check that only passes or fails. */
export function succeed(): Success<void>;
export function succeed<T>(value: T): Success<T>;
export function succeed<T>(value?: T): Success<T | undefined> {
  return { ok: true, value };
}

/** A failure: why the rule or use case refuses. */
export function fail<F>(failure: F): Failure<F> {
  return { ok: false, failure };
}
