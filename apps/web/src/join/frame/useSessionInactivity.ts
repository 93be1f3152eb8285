import { useEffect, useState } from 'react';
import type { SessionInactivity } from '@clubjoin/domain/accounts/sessionInactivity';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  COUNTDOWN_TICK_MS,
  sessionInactivity,
  sessionResetMessage,
} from '@clubjoin/domain/accounts/sessionInactivity';
import { expireSession } from '../session/expireSession';
import { markActivity, sessionActivity } from '../session/sessionActivity';

/**
 * Where the session stands now, from the last activity
 * (product/accounts-and-sign-in.md#session-timeout).
 */
const standing = (): SessionInactivity =>
  sessionInactivity(sessionActivity.getState().lastActivityMs, Date.now());

export interface SessionInactivityControls {
  session: SessionInactivity;
  /** 'Yes, I need more time': monitoring starts again from now. */
  stay: () => void;
  /** "No, I'm done": the cookies expire and Session Reset shows. */
  end: () => void;
  /** OK on Session Reset: the cookies expire (again) and a new session starts. */
  restart: () => void;
}

/**
 * The session inactivity monitor of product/accounts-and-sign-in.md#session-timeout: every 60
 * seconds it checks how long the enrolment has been idle; from the warning time minus 120 s it
 * ticks every second for the popup's countdown; at zero the cookies expire and the session is reset
 * for inactivity. The clock is the browser's (tests drive it with Playwright's clock).
 */
export function useSessionInactivity(): SessionInactivityControls {
  const [session, setSession] = useState(standing);
  const phase = session.phase;

  useEffect(() => {
    if (phase === 'reset') return undefined;
    const check = () => {
      const next = standing();
      if (next.phase === 'reset') expireSession();
      setSession(next);
    };
    const interval = phase === 'warning' ? COUNTDOWN_TICK_MS : ACTIVITY_CHECK_INTERVAL_MS;
    const timer = window.setInterval(check, interval);
    return () => window.clearInterval(timer);
  }, [phase]);

  const startOver = () => {
    markActivity();
    setSession(standing());
  };
  return {
    session,
    stay: startOver,
    end: () => {
      expireSession();
      setSession({
        phase: 'reset',
        cookiesExpired: true,
        message: sessionResetMessage('memberEnded'),
      });
    },
    restart: () => {
      expireSession();
      startOver();
    },
  };
}
