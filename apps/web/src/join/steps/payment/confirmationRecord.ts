import { CompletedOrderResponse } from '@clubjoin/contract/completion';
import { CHARGE_SCHEDULES } from '@clubjoin/domain/pricing/chargeTerms';
import { z } from 'zod';

/** Where the confirmation is kept for this tab once the wizard's cookies are gone. */
const STORAGE_KEY = 'clubjoin-confirmation';

/**
 * What the confirmation page shows: the complete answer, with the confirmation token that lets
 * this tab read the order again from the server, and what the person chose.
 */
export const ConfirmationRecord = z.object({
  answer: CompletedOrderResponse,
  clubName: z.string().optional(),
  clubPhone: z.string().optional(),
  /** The club's street address in one line, for the next steps (issue 21). */
  clubAddress: z.string().optional(),
  productName: z.string().optional(),
  /** The sale's charge terms (product/pricing-and-dues.md#charge-terms), which word the page. */
  terms: z.object({
    schedule: z.enum(CHARGE_SCHEDULES),
    billsMonthly: z.boolean(),
    needsClubVisit: z.boolean(),
  }),
  /** The club's part of the feature flags' context, which the confirmation reads them for. */
  flagContext: z
    .object({
      country: z.string().optional(),
      clubId: z.string().optional(),
      stateAbbr: z.string().optional(),
    })
    .optional(),
});
export type ConfirmationRecord = z.infer<typeof ConfirmationRecord>;

/** A club's address in one line, '600 Market St, Chanhassen, MN 55317', from what the club gave. */
export function clubAddressLine(club: {
  street1?: string;
  city?: string;
  stateAbbr?: string;
  zip?: string;
}): string | undefined {
  if (!club.street1) return undefined;
  const region = [club.stateAbbr, club.zip].filter(Boolean).join(' ');
  return [club.street1, club.city, region].filter(Boolean).join(', ');
}

/**
 * Keeps the confirmation in the tab's session storage: the enrolment's cookies are expired on
 * completion (a reload must not re-enter a paid flow), yet a reload of the confirmation still
 * shows it. Storage that refuses (private mode) only loses the reload.
 */
export function keepConfirmation(record: ConfirmationRecord): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  } catch {
    // The page still shows the answer it was navigated with.
  }
}

/** The kept confirmation, if this tab has one that parses (storage is a way in). */
export function readConfirmation(): ConfirmationRecord | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored === null) return undefined;
    const parsed = ConfirmationRecord.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
