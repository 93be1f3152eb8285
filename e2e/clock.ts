import { calendarDateInZone } from '@clubjoin/domain/time/dateInZone';
import type { IsoDate } from '@clubjoin/domain/time/isoDate';

/**
 * The instant every browser test starts at, whatever the real date (issue 14): the server under
 * test starts its clock here (CLOCK_AT, playwright.config.ts) and the browser's clock is installed
 * here (fixtures.ts); both then run on with real time. Saturday 21 November 2026 at noon in
 * Chanhassen (club 5), the instant of the API suite's tests, chosen so that every dated rule the
 * browser tests rely on holds:
 * - it is 21 November at every club of the demo catalog (UTC−8 to UTC−4: 10:00 to 14:00), and stays
 *   so for hours, so the server's date, the browser's and the test's agree;
 * - not the 1st of a month (the cart prorates) and mid-month;
 * - inside the current promotions (1 October 2026 to 31 December 2027) and the WELCOME26 and
 *   DAYPASS-TX coupons' windows, after the past ones, before SPRING27 and the 2028 offers;
 * - inside the warm states' 2026 pool-pass season (to 30 November), between the northern seasons;
 * - before every presale club opens (the first, Austin, on 15 January 2027).
 */
export const E2E_CLOCK_AT = '2026-11-21T18:00:00Z';

/** The demo catalog's home club zone (club 5, Chanhassen, MN). */
const CLUB_ZONE = 'America/Chicago';

/** Today at the clubs at E2E_CLOCK_AT (the same date at every club: see above). */
export const E2E_TODAY: IsoDate = calendarDateInZone(new Date(E2E_CLOCK_AT), CLUB_ZONE);
