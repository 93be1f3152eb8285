import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getAllClubs } from '@clubjoin/contract/clubs';
import {
  getClient,
  listClients,
  listTrainerAccess,
  listTrainingPackages,
  type TrainingPackage,
} from '@clubjoin/contract/coaching';
import type { Endpoint, EndpointInput, EndpointOutput } from '@clubjoin/contract/endpoint';
import { type Currency, currencyForCountry } from '@clubjoin/domain/money/currency';
import { formatMoney } from '@clubjoin/domain/money/formatMoney';
import { calendarDateInZone } from '@clubjoin/domain/time/dateInZone';
import { localTimeInZone } from '@clubjoin/domain/time/localTime';
import { ApiError } from '../../api/ApiError';
import { trackedCall, type TrackedCallOptions } from '../../api/trackedCall';
import { endpointQueryKey, useTrackedQuery } from '../../api/useTrackedQuery';
import own from './coaching.module.css';

/** The coaching lists a change may make stale, by their endpoints. */
const COACHING_READS: readonly Endpoint[] = [
  listClients,
  getClient,
  listTrainerAccess,
  listTrainingPackages,
];

/**
 * One coaching form's call (each form has its own, so one form's refusal never shows in
 * another's): a refusal (4xx) naming fields goes to those fields (`onField`, the form's
 * `setError`), any other refusal to the form's own alert, never to the error modal; success
 * refreshes the coaching lists.
 */
export function useCoachingCall() {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async <E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    onField: (field: string, message: string) => void,
    options: Pick<TrackedCallOptions, 'headers'> = {},
  ): Promise<EndpointOutput<E> | undefined> => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const output = await trackedCall(endpoint, input, {
        ...options,
        handled: (error) => error.status !== undefined && error.status < 500,
      });
      await Promise.all(
        COACHING_READS.map((read) =>
          queryClient.invalidateQueries({ queryKey: endpointQueryKey(read) }),
        ),
      );
      return output;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) {
        throw error;
      }
      const fields = error.fields.filter((field) => field.field.startsWith('body.'));
      for (const field of fields) onField(field.field.replace(/^body\./, ''), field.message);
      if (fields.length === 0) setRefusal(error.message);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const alert = <div role="alert">{refusal && <p className={own.error}>{refusal}</p>}</div>;
  return { run, busy, alert, refuse: setRefusal };
}

/** How a club's page shows money and instants: the club's currency, dates on the club's clocks. */
export interface ClubTexts {
  currency: Currency;
  money: (cents: number) => string;
  /** An instant's calendar date at the club (YYYY-MM-DD). */
  date: (instant: string) => string;
  /** An instant as the club's clocks show it (YYYY-MM-DD HH:MM). */
  dateTime: (instant: string) => string;
}

/**
 * The club's texts (currency from its country, product/pricing-and-dues.md#currency; its time
 * zone), once the club list is read; undefined until then.
 */
export function useClubTexts(clubId: string | undefined): ClubTexts | undefined {
  const clubs = useTrackedQuery(getAllClubs, clubId === undefined ? undefined : {}).data;
  const club = clubs?.find((candidate) => candidate.mmsClubId === clubId);
  if (!club) return undefined;
  const currency = currencyForCountry(club.country);
  return {
    currency,
    money: (cents) => formatMoney(cents, currency),
    date: (instant) => calendarDateInZone(new Date(instant), club.timeZone),
    dateTime: (instant) =>
      localTimeInZone(new Date(instant), club.timeZone).slice(0, 16).replace('T', ' '),
  };
}

/** A training package as the coaching pages name it: sessions, price in the club's currency, validity. */
export const packageLine = (pkg: TrainingPackage, texts: ClubTexts) =>
  `${pkg.name}: ${pkg.sessions} sessions, ${texts.money(pkg.priceCents)}, valid ${pkg.validityDays} days`;
