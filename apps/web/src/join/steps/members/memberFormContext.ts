import {
  memberFormContextOf,
  type MemberFormSlot,
} from '@clubjoin/domain/validation/memberFormContext';
import type { MemberFormContext } from '@clubjoin/domain/validation/memberForms';
import type { Country } from '@clubjoin/domain/validation/regions';
import { calendarDateInZone, isTimeZone } from '@clubjoin/domain/time/dateInZone';
import type { ChosenClub } from '../../stores/clubStore';
import type { MembershipState } from '../../stores/membershipState';

/**
 * Today in the club's time zone (product/decisions-and-platform.md#time-and-clocks: ages are
 * computed on the club's date); the browser's own zone when the club names none it knows.
 */
export function clubToday(club: ChosenClub | undefined, now: Date): string {
  const zone = club?.timeZone;
  const timeZone =
    typeof zone === 'string' && isTimeZone(zone)
      ? zone
      : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return calendarDateInZone(now, timeZone);
}

/**
 * The club's country (the text-message opt-in is for US clubs,
 * product/member-forms.md#text-message-opt-in); US when not known.
 */
export function clubCountry(club: ChosenClub | undefined): Country {
  return club?.country === 'CA' ? 'CA' : 'US';
}

/**
 * What a member form's rules read besides its own fields
 * (product/member-forms.md#member-info-form): today at the club, the flows and product, the club's
 * country and phone, and what the other members give it (the domain's memberFormContextOf), with
 * the previous members the chooser offers.
 */
export function memberFormContext(
  membership: MembershipState,
  club: ChosenClub | undefined,
  slot: MemberFormSlot,
  now: Date,
  previousMemberPartyIds: readonly string[],
): MemberFormContext {
  return memberFormContextOf(
    {
      today: clubToday(club, now),
      flows: membership.membershipDescriptor.flows,
      productType: membership.product?.productType,
      clubCountry: clubCountry(club),
      supportPhone: club?.phone ?? 'your club',
    },
    {
      primaryMember: membership.primaryMember,
      accountUsername: membership.memberAccount?.username,
      adultMembers: membership.adultMembers,
    },
    slot,
    previousMemberPartyIds,
  );
}
