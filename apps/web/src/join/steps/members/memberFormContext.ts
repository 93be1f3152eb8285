import type { MemberFormContext } from '@clubjoin/domain/validation/memberForms';
import type { Country } from '@clubjoin/domain/validation/regions';
import { calendarDateInZone, isTimeZone } from '@clubjoin/domain/time/dateInZone';
import type { ChosenClub } from '../../stores/clubStore';
import type { MembershipState } from '../../stores/membershipState';

/**
 * Today in the club's time zone (03 §7: ages are computed on the club's date); the browser's own
 * zone when the club names none it knows.
 */
export function clubToday(club: ChosenClub | undefined, now: Date): string {
  const zone = club?.timeZone;
  const timeZone =
    typeof zone === 'string' && isTimeZone(zone)
      ? zone
      : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return calendarDateInZone(now, timeZone);
}

/** The club's country (the text-message opt-in is for US clubs, 02 §5); US when not known. */
export function clubCountry(club: ChosenClub | undefined): Country {
  return club?.country === 'CA' ? 'CA' : 'US';
}

/** Where a member form sits: which member list slot, if any. */
export type FormSlot =
  | { list: 'primary' }
  | { list: 'purchaser' }
  | { list: 'adult'; position: number }
  | { list: 'junior'; position: number };

/**
 * What a member form's rules read besides its own fields (02 §4, §5): today at the club, the
 * flows and product, the parents' dates of birth, the emails of the primary and of the adults
 * before this one, the club's country and phone, and the previous members the chooser offers.
 */
export function memberFormContext(
  membership: MembershipState,
  club: ChosenClub | undefined,
  slot: FormSlot,
  now: Date,
  previousMemberPartyIds: readonly string[],
): MemberFormContext {
  const partner = membership.adultMembers.find(
    (member, index) =>
      member.relationship === 'Partner' && !(slot.list === 'adult' && slot.position === index),
  );
  const earlierAdults =
    slot.list === 'adult' ? membership.adultMembers.slice(0, slot.position) : [];
  const primaryEmail = membership.primaryMember?.email ?? membership.memberAccount?.username;
  return {
    today: clubToday(club, now),
    flows: membership.membershipDescriptor.flows,
    productType: membership.product?.productType,
    primaryDateOfBirth: membership.primaryMember?.dateOfBirth,
    partnerDateOfBirth: partner?.dateOfBirth,
    otherAdultEmails: [primaryEmail, ...earlierAdults.map((member) => member.email)].filter(
      (email): email is string => email !== undefined && email.trim() !== '',
    ),
    clubCountry: clubCountry(club),
    supportPhone: club?.phone ?? 'your club',
    previousMemberPartyIds,
  };
}
