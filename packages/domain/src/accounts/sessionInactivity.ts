/** How long the session lasts without activity. */
export interface SessionTimings {
  /** Inactivity after which the session is reset; the popup counts down to it. */
  warningTimeSeconds: number;
  /** Lifetime of the session cookies from the last activity that wrote them. */
  cookieExpirySeconds: number;
}

/**
 * Session cookies expire after 3600 s, with the warning time at 1800 s
 * (product/accounts-and-sign-in.md#session-timeout).
 */
export const SESSION_COOKIE_EXPIRY_SECONDS = 3600;
export const SESSION_WARNING_TIME_SECONDS = 1800;
export const DEFAULT_SESSION_TIMINGS: SessionTimings = {
  warningTimeSeconds: SESSION_WARNING_TIME_SECONDS,
  cookieExpirySeconds: SESSION_COOKIE_EXPIRY_SECONDS,
};

/**
 * The popup shows this long before the warning time
 * (product/accounts-and-sign-in.md#session-timeout: warning time minus 120).
 */
export const WARNING_LEAD_SECONDS = 120;
/** The countdown ticks every second (product/accounts-and-sign-in.md#session-timeout). */
export const COUNTDOWN_TICK_MS = 1000;
/** Inactivity is checked every 60 seconds (product/accounts-and-sign-in.md#session-timeout). */
export const ACTIVITY_CHECK_INTERVAL_MS = 60_000;

export const SESSION_RESET_MESSAGE = 'For security reasons, your session has been reset.';
/**
 * The inactivity variant (product/accounts-and-sign-in.md#session-timeout: '… due to
 * inactivity'). We show it when the session ran out on its own, and the plain message when the
 * member chose 'No, I'm done'.
 */
export const SESSION_INACTIVITY_RESET_MESSAGE =
  'For security reasons, your session has been reset due to inactivity.';

/** Why the session was reset: the member ended it, or the time ran out. */
export type SessionResetReason = 'memberEnded' | 'inactivity';

/**
 * The Session Reset popup's message for a reason (product/accounts-and-sign-in.md#session-timeout).
 */
export function sessionResetMessage(reason: SessionResetReason): string {
  return reason === 'memberEnded' ? SESSION_RESET_MESSAGE : SESSION_INACTIVITY_RESET_MESSAGE;
}

/**
 * Whole seconds as the popup's mm:ss countdown (product/accounts-and-sign-in.md#session-timeout):
 * 120 → "02:00", 59 → "00:59".
 */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(minutes)}:${pad(seconds % 60)}`;
}

export type SessionInactivity =
  /** No popup; the warning is due in `msUntilWarning`. */
  | { phase: 'active'; msUntilWarning: number }
  /** 'Are you still there?' with `countdown` (mm:ss) until the reset. */
  | { phase: 'warning'; secondsLeft: number; countdown: string }
  /** The cookies are (or must now be) expired and Session Reset shows `message`. */
  | { phase: 'reset'; cookiesExpired: boolean; message: string };

/**
 * Where a session stands (product/accounts-and-sign-in.md#session-timeout), from the last activity
 * and now (epoch milliseconds): before warning time − 120 s of inactivity it is active; from then
 * until the warning time the 'Are you still there?' popup counts down in whole seconds (rounded up,
 * so "00:01" is the last second shown); at the warning time the countdown is zero and the session
 * resets for inactivity. `cookiesExpired` says the cookie lifetime has also passed since the last
 * activity (an asleep device, a closed tab), so the cookies are already gone.
 */
export function sessionInactivity(
  lastActivityMs: number,
  nowMs: number,
  timings: SessionTimings = DEFAULT_SESSION_TIMINGS,
): SessionInactivity {
  const idleMs = nowMs - lastActivityMs;
  const warningAtMs = (timings.warningTimeSeconds - WARNING_LEAD_SECONDS) * 1000;
  const resetAtMs = timings.warningTimeSeconds * 1000;
  if (idleMs < warningAtMs) return { phase: 'active', msUntilWarning: warningAtMs - idleMs };
  if (idleMs < resetAtMs) {
    const secondsLeft = Math.ceil((resetAtMs - idleMs) / COUNTDOWN_TICK_MS);
    return { phase: 'warning', secondsLeft, countdown: formatCountdown(secondsLeft) };
  }
  return {
    phase: 'reset',
    cookiesExpired: idleMs >= timings.cookieExpirySeconds * 1000,
    message: sessionResetMessage('inactivity'),
  };
}
